import { describe, expect, it } from 'vitest'
import { curlOf, shellQuote } from './curl'

describe('Copy as curl', () => {
  it('quotes for a POSIX shell, closing and reopening around a quote', () => {
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`)
  })

  it('sends the JSON body, with the key left to the shell as $API_KEY', () => {
    const command = curlOf({ method: 'POST', baseUrl: 'http://h/api/', path: '/url/add', body: { url: "https://x.test/?q=it's" } })
    expect(command).toBe(
      `curl -X POST 'http://h/api/url/add' -H "Authorization: Bearer $API_KEY" -H 'Accept: application/json' -H 'Content-Type: application/json' --data-raw '{"url":"https://x.test/?q=it'\\''s"}'`,
    )
  })

  it('reads with no method flag, and uploads a file by its name', () => {
    expect(curlOf({ method: 'GET', baseUrl: 'http://h/api', path: '/urls?page=2' })).toBe(
      `curl 'http://h/api/urls?page=2' -H "Authorization: Bearer $API_KEY" -H 'Accept: application/json'`,
    )
    expect(
      curlOf({ method: 'POST', baseUrl: 'http://h/api', path: '/files/upload', binary: { name: 'a b.pdf', type: 'application/pdf' } }),
    ).toContain(`-H 'Content-Type: application/pdf' --data-binary '@a b.pdf'`)
  })
})
