import { lookup as dnsLookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { classifyAddress } from './address-class.ts'

/** Why a fetch was refused or failed, in words that finish "… could not be downloaded: ". */
export type SafeFetchFailure =
  | 'scheme'
  | 'private'
  | 'unknown-host'
  | 'too-large'
  | 'timeout'
  | 'redirects'
  | 'status'
  | 'network'

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
  ) {
    super(message)
  }
}

export interface SafeFetchOptions {
  maxBytes: number
  timeoutMs: number
  maxRedirects?: number
  /** Test-only (LOGO_FETCH_ALLOW_HOSTS): these hosts resolve to the given address, unchecked. */
  pinnedHosts?: ReadonlyMap<string, string>
  resolve?: (host: string) => Promise<string[]>
  ca?: string | Buffer
}

export interface Fetched {
  bytes: Buffer
  contentType: string
  url: string
}

const defaultResolve = async (host: string) => (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address)

async function checkedAddress(hostname: string, opts: SafeFetchOptions): Promise<string> {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const pinned = opts.pinnedHosts?.get(host)
  if (pinned) return pinned
  let addresses: string[]
  if (isIP(host)) addresses = [host]
  else {
    try {
      addresses = await (opts.resolve ?? defaultResolve)(host)
    } catch {
      throw new SafeFetchError('unknown-host', `its host ${host} was not found`)
    }
  }
  if (!addresses.length) throw new SafeFetchError('unknown-host', `its host ${host} was not found`)
  if (addresses.some((a) => classifyAddress(a) !== 'public')) throw new SafeFetchError('private', 'its address is private')
  return addresses[0]!
}

interface Answer {
  status: number
  location: string | undefined
  contentType: string
  bytes: Buffer
}

function getOnce(url: URL, address: string, opts: SafeFetchOptions, signal: AbortSignal): Promise<Answer> {
  const family = isIP(address) === 6 ? 6 : 4
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }])
    else callback(null, address, family)
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Answer>((resolve, reject) => {
    const headers = { Accept: 'image/png, image/jpeg', 'User-Agent': 'Linkdash/1' }
    const req = client.get(url, { lookup, signal, headers, agent: false, ...(opts.ca && { ca: opts.ca }) }, (res) => {
      const status = res.statusCode ?? 0
      const location = res.headers.location
      if (status < 200 || status >= 300) {
        res.resume()
        resolve({ status, location, contentType: '', bytes: Buffer.alloc(0) })
        return
      }
      const tooLarge = () => new SafeFetchError('too-large', `it is larger than ${Math.round(opts.maxBytes / 1000)} kB`)
      if (Number(res.headers['content-length'] ?? 0) > opts.maxBytes) {
        res.destroy()
        reject(tooLarge())
        return
      }
      const chunks: Buffer[] = []
      let size = 0
      res.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > opts.maxBytes) {
          res.destroy()
          reject(tooLarge())
          return
        }
        chunks.push(chunk)
      })
      res.on('end', () => resolve({ status, location, contentType: String(res.headers['content-type'] ?? ''), bytes: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

/** D27e: each host, redirects' included, must resolve to public addresses only; the socket goes to the one checked. */
export async function safeFetch(address: string, opts: SafeFetchOptions): Promise<Fetched> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs)
  const seconds = Math.round(opts.timeoutMs / 100) / 10
  const timedOut = () => new SafeFetchError('timeout', `it did not answer within ${seconds} seconds`)
  const deadline = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(timedOut())))
  deadline.catch(() => {})
  try {
    let url: URL
    try {
      url = new URL(address)
    } catch {
      throw new SafeFetchError('scheme', 'its address is not a full http(s) URL')
    }
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('scheme', 'its address is not http or https')
      if (url.username || url.password) throw new SafeFetchError('scheme', 'its address must not hold a user name or password')
      // A resolver cannot be aborted: the deadline races it.
      const ip = await Promise.race([checkedAddress(url.hostname, opts), deadline])
      const answer = await getOnce(url, ip, opts, controller.signal)
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        if (hop >= (opts.maxRedirects ?? 3)) throw new SafeFetchError('redirects', 'it redirects too many times')
        url = new URL(answer.location, url)
        continue
      }
      if (answer.status < 200 || answer.status >= 300) throw new SafeFetchError('status', `its server answered HTTP ${answer.status}`)
      return { bytes: answer.bytes, contentType: answer.contentType, url: url.href }
    }
  } catch (err) {
    if (err instanceof SafeFetchError) throw err
    if (controller.signal.aborted) throw timedOut()
    throw new SafeFetchError('network', 'its server could not be reached')
  } finally {
    clearTimeout(timer)
  }
}

export function parsePinnedHosts(raw: string | undefined): Map<string, string> {
  const map = new Map<string, string>()
  for (const part of (raw ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [host, ip] = part.split('=').map((s) => s.trim())
    if (!host || !ip || !isIP(ip)) throw new Error(`LOGO_FETCH_ALLOW_HOSTS entries must be host=ip (got "${part}").`)
    map.set(host.toLowerCase(), ip)
  }
  return map
}
