import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { Config } from '../env.ts'
import { answerParserError } from '../http/parser-error-answer.ts'

type Limits = Pick<Config, 'maxConnectionsPerIp' | 'minBodyBytesPerSec' | 'bodyRateWindowMs' | 'trustProxy'>
type Listener = (req: IncomingMessage, res: ServerResponse) => void

interface Watched {
  req: IncomingMessage
  socket: Socket
  samples: { at: number; bytes: number }[]
}

const tooSlow = (socket: Socket) => answerParserError(Object.assign(new Error('too slow'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket)

// C33a: a body too slow gets 408. C33b: too many connections per address, or requests behind TRUST_PROXY, 429.
export function limitClients(server: Server, limits: Limits) {
  const cap = limits.maxConnectionsPerIp
  if (cap > 0 && !limits.trustProxy) {
    const open = new Map<string, number>()
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? 'unknown'
      const n = (open.get(address) ?? 0) + 1
      if (n > cap) return socket.destroy()
      open.set(address, n)
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1
        if (left > 0) open.set(address, left)
        else open.delete(address)
      })
    })
  }

  const watched = new Set<Watched>()
  const tickMs = Math.max(50, Math.floor(limits.bodyRateWindowMs / 10))
  const floor = (limits.minBodyBytesPerSec * limits.bodyRateWindowMs) / 1000
  const timer = setInterval(() => {
    const now = performance.now()
    for (const w of watched) {
      if (w.req.complete || w.socket.destroyed) {
        watched.delete(w)
        continue
      }
      w.samples.push({ at: now, bytes: w.socket.bytesRead })
      while (w.samples.length > 1 && now - w.samples[1]!.at >= limits.bodyRateWindowMs) w.samples.shift()
      const first = w.samples[0]!
      if (now - first.at >= limits.bodyRateWindowMs && w.socket.bytesRead - first.bytes < floor) {
        watched.delete(w)
        tooSlow(w.socket)
      }
    }
  }, tickMs)
  timer.unref()
  server.once('close', () => clearInterval(timer))

  const inFlight = new Map<string, number>()
  const [app] = server.listeners('request') as Listener[]
  server.removeAllListeners('request')
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (limits.minBodyBytesPerSec > 0 && hasBody(req)) {
      watched.add({ req, socket: req.socket, samples: [{ at: performance.now(), bytes: req.socket.bytesRead }] })
    }
    if (cap > 0 && limits.trustProxy) {
      const address = forwardedAddress(req)
      const n = (inFlight.get(address) ?? 0) + 1
      if (n > cap) return refuse(res)
      inFlight.set(address, n)
      res.once('close', () => {
        const left = (inFlight.get(address) ?? 1) - 1
        if (left > 0) inFlight.set(address, left)
        else inFlight.delete(address)
      })
    }
    app!(req, res)
  })
}

const hasBody = (req: IncomingMessage) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined

// D29: the address clientAddress() reads.
function forwardedAddress(req: IncomingMessage): string {
  const header = req.headers['x-forwarded-for']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim()
  return first || req.socket.remoteAddress || 'unknown'
}

function refuse(res: ServerResponse) {
  const body = JSON.stringify({ error: 1, message: 'Too many requests at once from your address. Try again in a second.' })
  res.writeHead(429, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1', Connection: 'close' })
  res.end(body)
}
