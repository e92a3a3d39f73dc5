import { type IncomingMessage, type Server, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { closingResponses } from './graceful-stop.ts'

let server: Server | undefined
afterEach(() => server?.closeAllConnections())

async function serverWithHeldAnswers() {
  const responses = closingResponses()
  const held: (() => void)[] = []
  server = createServer({ ServerResponse: responses.ServerResponse }, (req, res) => {
    if (req.url === '/held') held.push(() => res.end('held'))
    else res.writeHead(200, { 'Content-Type': 'text/plain' }).end('at once')
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const get = (path: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      request({ port, path, headers: { Connection: 'keep-alive' } }, (res) => (res.resume(), resolve(res))).on('error', reject).end()
    })
  const heldCount = async (n: number) => {
    while (held.length < n) await new Promise((r) => setTimeout(r, 5))
  }
  return { responses, held, get, heldCount }
}

describe('closingResponses (N8, N9)', () => {
  it('keeps connections alive until closed, then every answer not yet begun says Connection: close', async () => {
    const { responses, held, get, heldCount } = await serverWithHeldAnswers()
    expect((await get('/now')).headers.connection).toBe('keep-alive')

    const inFlight = get('/held')
    await heldCount(1)
    responses.close()
    held[0]!()
    const [late, after] = await Promise.all([inFlight, get('/now')])
    // The answer in flight when the stop came (ended with res.end alone) and one asked for after it.
    expect([late.headers.connection, after.headers.connection]).toEqual(['close', 'close'])
  })
})
