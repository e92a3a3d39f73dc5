// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { routeSupport } from './route-support'

describe('routeSupport (D26d, D41)', () => {
  it("turns the routes off on a 404 that is not the resource's own, and only then", () => {
    const support = routeSupport('Overlay not found.')
    support.note(new ApiError(404, 'Overlay not found.'))
    support.note(new ApiError(400, 'name must not be empty.'))
    support.note(new ApiError(0, 'The service could not be reached.'))
    support.note(new Error('boom'))
    expect(support.supported()).toBe(true)
    support.note(new ApiError(404, 'This API endpoint does not exist.'))
    expect(support.supported()).toBe(false)
  })

  it('keeps each resource apart', () => {
    const overlays = routeSupport('Overlay not found.')
    const splash = routeSupport('Splash page not found.')
    overlays.note(new ApiError(404, 'Not found'))
    expect([overlays.supported(), splash.supported()]).toEqual([false, true])
  })
})
