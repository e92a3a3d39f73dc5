import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parsePinnedHosts, safeFetch, SafeFetchError, type SafeFetchOptions } from './safe-fetch.ts'

let server: Server
let port: number
const hits: string[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.headers.host} ${req.url}`)
    const to = (location: string) => res.writeHead(302, { Location: location }).end()
    switch (req.url) {
      case '/ok':
        return res.writeHead(200, { 'Content-Type': 'image/png' }).end('hello')
      case '/big':
        return res.writeHead(200).end(Buffer.alloc(2000))
      case '/big-chunked': {
        res.writeHead(200)
        const timer = setInterval(() => res.write(Buffer.alloc(400)), 5)
        res.on('close', () => clearInterval(timer))
        return
      }
      case '/slow':
        return setTimeout(() => res.end('late'), 3000)
      case '/to-pinned':
        return to(`http://pinned.test:${port}/ok`)
      case '/to-loopback':
        return to(`http://127.0.0.1:${port}/ok`)
      case '/to-mapped':
        return to(`http://[::ffff:127.0.0.1]:${port}/ok`)
      case '/to-named-private':
        return to(`http://intranet.test:${port}/ok`)
      case '/to-ftp':
        return to('ftp://pinned.test/ok')
      case '/loop':
        return to('/loop')
      default:
        return res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const PINNED = new Map([['pinned.test', '127.0.0.1']])
const opts = (o: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  maxBytes: 1000,
  timeoutMs: 1000,
  pinnedHosts: PINNED,
  // A stand-in for DNS: intranet.test resolves to a private address, public.test to a public one (never reached).
  resolve: async (host) => {
    if (host === 'intranet.test') return ['10.0.0.7']
    if (host === 'mixed.test') return ['93.184.215.14', '127.0.0.1']
    if (host === 'localhost') return ['127.0.0.1', '::1']
    throw new Error('ENOTFOUND')
  },
  ...o,
})
const refusal = async (url: string, o?: Partial<SafeFetchOptions>) => {
  const err = await safeFetch(url, opts(o)).then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(SafeFetchError)
  return err as SafeFetchError
}

describe('safeFetch', () => {
  it('fetches from a pinned host (the test seam) and returns the bytes', async () => {
    const got = await safeFetch(`http://pinned.test:${port}/ok`, opts())
    expect(got.bytes.toString()).toBe('hello')
    expect(got.contentType).toBe('image/png')
    // The Host header names the host, while the socket went to the pinned address.
    expect(hits.at(-1)).toBe(`pinned.test:${port} /ok`)
  })

  it.each([
    ['a loopback address', () => `http://127.0.0.1:${port}/ok`, 'private'],
    ['an IPv6 loopback address', () => `http://[::1]:${port}/ok`, 'private'],
    ['an IPv4-mapped loopback address', () => `http://[::ffff:127.0.0.1]:${port}/ok`, 'private'],
    ['a name resolving to loopback', () => `http://localhost:${port}/ok`, 'private'],
    ['a name resolving to a private address', () => `http://intranet.test:${port}/ok`, 'private'],
    ['a name with one private address among public ones', () => `http://mixed.test:${port}/ok`, 'private'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/', 'private'],
    ['the unspecified address', () => `http://0.0.0.0:${port}/ok`, 'private'],
    ['an unknown host', () => 'http://nowhere.test/ok', 'unknown-host'],
    ['another scheme', () => 'ftp://pinned.test/ok', 'scheme'],
    ['a file URL', () => 'file:///etc/passwd', 'scheme'],
    ['credentials in the URL', () => `http://user:pw@pinned.test:${port}/ok`, 'scheme'],
    ['not a URL', () => 'logo.png', 'scheme'],
  ])('refuses %s before connecting', async (_what, url, reason) => {
    const before = hits.length
    expect((await refusal(url())).reason).toBe(reason)
    expect(hits.length).toBe(before)
  })

  it('refuses a local server that is not pinned: without the seam, the test server itself is loopback', async () => {
    const err = await refusal(`http://pinned.test:${port}/ok`, { pinnedHosts: new Map(), resolve: async () => ['127.0.0.1'] })
    expect(err.reason).toBe('private')
    expect(err.message).toBe('its address is private')
  })

  it('follows a redirect to a pinned host, and checks every hop', async () => {
    expect((await safeFetch(`http://pinned.test:${port}/to-pinned`, opts())).bytes.toString()).toBe('hello')
    for (const hop of ['/to-loopback', '/to-mapped', '/to-named-private']) {
      const before = hits.length
      expect((await refusal(`http://pinned.test:${port}${hop}`)).reason).toBe('private')
      // Only the redirecting request reached the server.
      expect(hits.length).toBe(before + 1)
    }
    expect((await refusal(`http://pinned.test:${port}/to-ftp`)).reason).toBe('scheme')
  })

  it('stops after three redirects', async () => {
    const before = hits.length
    const err = await refusal(`http://pinned.test:${port}/loop`)
    expect(err.reason).toBe('redirects')
    expect(hits.length - before).toBe(4)
  })

  it('refuses an answer larger than the limit, by Content-Length or while reading', async () => {
    expect((await refusal(`http://pinned.test:${port}/big`)).message).toBe('it is larger than 1 kB')
    const started = Date.now()
    expect((await refusal(`http://pinned.test:${port}/big-chunked`)).reason).toBe('too-large')
    expect(Date.now() - started).toBeLessThan(900)
  })

  it('gives up when the whole fetch takes longer than the timeout', async () => {
    const started = Date.now()
    const err = await refusal(`http://pinned.test:${port}/slow`, { timeoutMs: 300 })
    expect(err.reason).toBe('timeout')
    expect(err.message).toBe('it did not answer within 0.3 seconds')
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('times out a resolver that does not answer', async () => {
    const err = await refusal('http://hanging.test/ok', { timeoutMs: 200, resolve: () => new Promise(() => {}) })
    expect(err.reason).toBe('timeout')
  })

  it('names an HTTP failure', async () => {
    expect((await refusal(`http://pinned.test:${port}/missing`)).message).toBe('its server answered HTTP 404')
  })
})

describe('safeFetch over https', () => {
  it('connects to the pinned address and still verifies the certificate against the host name', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'safe-fetch-tls-'))
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=pinned.test', '-addext', 'subjectAltName=DNS:pinned.test'], { stdio: 'ignore' })
    const tls = { key: readFileSync(key), cert: readFileSync(cert) }
    rmSync(dir, { recursive: true, force: true })
    const names: (string | false | null)[] = []
    const secure = createTlsServer(tls, (_req, res) => res.end('secret logo'))
    secure.on('secureConnection', (socket) => names.push(socket.servername))
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve))
    const tlsPort = (secure.address() as AddressInfo).port
    try {
      const pinned = new Map([['pinned.test', '127.0.0.1'], ['other.test', '127.0.0.1']])
      const got = await safeFetch(`https://pinned.test:${tlsPort}/logo.png`, opts({ pinnedHosts: pinned, ca: tls.cert }))
      expect(got.bytes.toString()).toBe('secret logo')
      expect(names).toEqual(['pinned.test'])
      // The same server under a name its certificate does not hold: refused, not trusted.
      expect((await refusal(`https://other.test:${tlsPort}/logo.png`, { pinnedHosts: pinned, ca: tls.cert })).reason).toBe('network')
      // And a certificate nobody vouches for.
      expect((await refusal(`https://pinned.test:${tlsPort}/logo.png`, { pinnedHosts: pinned })).reason).toBe('network')
    } finally {
      secure.closeAllConnections()
      await new Promise<void>((resolve) => secure.close(() => resolve()))
    }
  })
})

describe('parsePinnedHosts (LOGO_FETCH_ALLOW_HOSTS)', () => {
  it('reads host=ip pairs and is empty when unset', () => {
    expect(parsePinnedHosts(undefined).size).toBe(0)
    expect(parsePinnedHosts('')).toEqual(new Map())
    expect(parsePinnedHosts('Logo.test=127.0.0.1, cdn.test=::1')).toEqual(new Map([['logo.test', '127.0.0.1'], ['cdn.test', '::1']]))
  })
  it('refuses anything else', () => {
    expect(() => parsePinnedHosts('logo.test')).toThrow(/host=ip/)
    expect(() => parsePinnedHosts('logo.test=localhost')).toThrow(/host=ip/)
    expect(() => parsePinnedHosts('*')).toThrow(/host=ip/)
  })
})
