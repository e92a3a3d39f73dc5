import { expect, it } from 'vitest'
import { displayDomain } from './display-domain'

it.each([
  ['https://xn--bcher-kva.example', 'https://bücher.example'],
  ['http://xn--r8jz45g.jp:8080', 'http://例え.jp:8080'],
  ['https://go.example.com', 'https://go.example.com'],
  ['not a url', 'not a url'],
])('shows %s as %s', (wire, shown) => {
  expect(displayDomain(wire)).toBe(shown)
})
