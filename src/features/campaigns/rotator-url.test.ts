import { expect, it } from 'vitest'
import { publicOrigin } from '@/lib/public-origin'
import { rotatorUrl, slugFromRotator } from './rotator-url'

it('puts the slug under /r/ on the origin of the API base URL', () => {
  expect(rotatorUrl('http://127.0.0.1:4173/api', 'spring-launch')).toBe('http://127.0.0.1:4173/r/spring-launch')
  expect(rotatorUrl('https://short.example.com/api/', 'q3')).toBeNull()
  expect(rotatorUrl('https://short.example.com/api/', 'q3-x')).toBe('https://short.example.com/r/q3-x')
  expect(rotatorUrl('https://short.example.com', 'abc')).toBe('https://short.example.com/r/abc')
})

it('shows no URL for a slug the server would refuse', () => {
  expect(rotatorUrl('https://s.example.com/api', '')).toBeNull()
  expect(rotatorUrl('https://s.example.com/api', 'Spring')).toBeNull()
  expect(rotatorUrl('https://s.example.com/api', 'a b c')).toBeNull()
  expect(rotatorUrl('https://s.example.com/api', 'x'.repeat(51))).toBeNull()
  expect(rotatorUrl('https://s.example.com/api', '  trimmed ')).toBe('https://s.example.com/r/trimmed')
})

it('has no origin for a base URL that is not http(s)', () => {
  expect(publicOrigin('not a url')).toBeNull()
  expect(publicOrigin('javascript:alert(1)')).toBeNull()
  expect(publicOrigin('https://api.example.com:8443/v1/api')).toBe('https://api.example.com:8443')
})

it('reads the slug back from a rotator URL of the API', () => {
  expect(slugFromRotator('http://127.0.0.1:4173/r/spring-launch')).toBe('spring-launch')
  expect(slugFromRotator('https://s.example.com/r/abc/')).toBe('abc')
  expect(slugFromRotator(false)).toBe('')
  expect(slugFromRotator('https://s.example.com/rotator?id=3')).toBe('')
  expect(slugFromRotator('https://s.example.com/r/%E0%A4%A')).toBe('')
})
