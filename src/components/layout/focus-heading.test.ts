// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { focusPageHeading } from './focus-heading'

afterEach(() => document.body.replaceChildren())

it('focuses the page heading once the page has one, and leaves a focus the page chose itself', () => {
  const main = document.body.appendChild(document.createElement('main'))
  document.body.focus()
  expect(focusPageHeading()).toBe(false)
  const heading = main.appendChild(Object.assign(document.createElement('h1'), { textContent: 'Domains' }))
  expect(focusPageHeading()).toBe(true)
  expect(document.activeElement).toBe(heading)

  const field = main.appendChild(document.createElement('input'))
  field.focus()
  expect(focusPageHeading()).toBe(true)
  expect(document.activeElement).toBe(field)
})
