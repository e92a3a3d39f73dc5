import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { CachedRouter } from './cached-router.ts'

describe('CachedRouter', () => {
  const app = new Hono({ router: new CachedRouter() })
  app.get('/healthz', (c) => c.text('health'))
  app.get('/:alias{[a-z]{3,50}}', (c) => c.text(`link ${c.req.param('alias')}`))
  app.get('/r/:slug{[a-z-]{3,50}}', (c) => c.text(`rotator ${c.req.param('slug')}`))
  app.post('/:alias{[a-z]{3,50}}', (c) => c.text(`form ${c.req.param('alias')}`))
  const text = async (path: string, method = 'GET') => (await app.request(path, { method })).text()

  it('answers a path seen before as the first time, each path with its own parameters and method', async () => {
    for (let i = 0; i < 2; i++) {
      expect(await text('/healthz')).toBe('health')
      expect(await text('/abc')).toBe('link abc')
      expect(await text('/abcd')).toBe('link abcd')
      expect(await text('/abc', 'POST')).toBe('form abc')
      expect(await text('/r/go-on')).toBe('rotator go-on')
    }
  })

  it('keeps a bounded number of paths and still routes every one', async () => {
    const router = new CachedRouter<string>()
    router.add('GET', '/:alias', 'link')
    const first = router.match('GET', '/aaa')
    expect(router.match('GET', '/aaa')).toBe(first)
    for (let i = 0; i < 1_000; i++) router.match('GET', `/p${i}`)
    expect(router.match('GET', '/aaa')).not.toBe(first)
    expect(router.match('GET', '/aaa')).toEqual(first)
    expect(router.match('GET', `/${'x'.repeat(300)}`)).not.toBe(router.match('GET', `/${'x'.repeat(300)}`))
  })
})
