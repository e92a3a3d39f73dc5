// A small closed-loop HTTP load generator: `connections` workers, each sending its next request
// as soon as the previous answer is read, for `seconds`. Keep-alive via undici's global agent.
import { Agent, request } from 'undici'

export interface LoadResult {
  requests: number
  errors: number
  rps: number
  p50: number
  p99: number
}

export async function load(url: string, init: { headers?: Record<string, string>; method?: string; body?: () => string }, connections = 50, seconds = 5): Promise<LoadResult> {
  const agent = new Agent({ connections, pipelining: 1, keepAliveTimeout: 10_000 })
  const latencies: number[] = []
  let errors = 0
  const end = performance.now() + seconds * 1000
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now()
      try {
        const res = await request(url, { method: (init.method ?? 'GET') as 'GET', headers: init.headers, body: init.body?.(), dispatcher: agent })
        await res.body.arrayBuffer()
        if (res.statusCode >= 400) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - t)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: connections }, worker))
  const elapsed = (performance.now() - started) / 1000
  await agent.close()
  latencies.sort((a, b) => a - b)
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: q(0.5), p99: q(0.99) }
}
