import { describe, expect, it } from 'vitest'
import { shortUrlIn } from './short-search'

const api = 'http://127.0.0.1:8092/api'

describe('a short URL pasted into the search', () => {
  it('is taken whole with its scheme', () => {
    expect(shortUrlIn('https://go.example.com/pricing', api)).toBe('https://go.example.com/pricing')
    expect(shortUrlIn(' http://127.0.0.1:8092/pricing/ ', api)).toBe('http://127.0.0.1:8092/pricing')
  })
  it("without one, takes the API's scheme on the API's host and https elsewhere", () => {
    expect(shortUrlIn('127.0.0.1:8092/pricing', api)).toBe('http://127.0.0.1:8092/pricing')
    expect(shortUrlIn('go.example.com/spring-sale', api)).toBe('https://go.example.com/spring-sale')
  })
  it('leaves words, long URLs and bare hosts to the ordinary search', () => {
    for (const text of ['pricing', 'example.com', 'https://example.com/a/b', 'spring sale/x', 'go.example.com/ab'])
      expect(shortUrlIn(text, api)).toBeNull()
  })
})
