// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { isMissingStats, noteStatsError, statsSupport } from './api'

describe('the live-service fallback (W3)', () => {
  it('takes only a 404 that does not name the scope as a service without /stats', () => {
    expect(isMissingStats(new ApiError(404, 'This API endpoint does not exist.'))).toBe(true)
    expect(isMissingStats(new ApiError(404, 'Not found'))).toBe(true)
    expect(isMissingStats(new ApiError(404, 'scope: no such link.'))).toBe(false)
    expect(isMissingStats(new ApiError(400, 'tz must be an IANA zone name'))).toBe(false)
    expect(isMissingStats(new ApiError(0, 'The service could not be reached.'))).toBe(false)
  })

  it('remembers the absence for the session once noted', () => {
    noteStatsError(new ApiError(404, 'scope: Link not found.'))
    noteStatsError(new ApiError(503, 'Down'))
    expect(statsSupport.supported()).toBe(true)
    noteStatsError(new ApiError(404, 'This API endpoint does not exist.'))
    expect(statsSupport.supported()).toBe(false)
  })
})
