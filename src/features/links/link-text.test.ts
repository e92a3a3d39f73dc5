import { expect, it } from 'vitest'
import { aliasOf, hostTitle, linkName } from './link-text'

it('reads the alias from a short URL, on the public host or a branded domain', () => {
  expect(aliasOf('http://127.0.0.1:4173/spring-sale')).toBe('spring-sale')
  expect(aliasOf('https://go.example.com/Ab3_x')).toBe('Ab3_x')
  expect(aliasOf('not a url/xyz')).toBe('xyz')
})

it('titles a link by its host without www, as the server does', () => {
  expect(hostTitle('https://www.acme-demo.test/pricing?x=1')).toBe('acme-demo.test')
  expect(hostTitle('nonsense')).toBe('nonsense')
  expect(linkName({ title: '', longurl: 'https://shop.example.com/a', alias: 'a1' })).toBe('shop.example.com')
  expect(linkName({ title: 'Spring sale', longurl: 'https://x.test', alias: 'a1' })).toBe('Spring sale')
})
