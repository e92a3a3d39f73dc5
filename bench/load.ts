// Closed-loop HTTP load with wrk (HTTP/1.1 keep-alive, one thread pinned to the load core): `connections`
// connections, each sending its next request as soon as the previous answer is read, for `seconds`.
// POST bodies go through bench/wrk-request.lua; "{n}" in a body becomes a counter unique to the run.
import { wrk, type WrkRequest } from './wrk.ts'

export interface LoadResult {
  requests: number
  errors: number
  rps: number
  p50: number
  p99: number
}

export async function load(url: string, init: WrkRequest, connections = 50, seconds = 5): Promise<LoadResult> {
  const r = await wrk(url, connections, seconds, undefined, init)
  return { requests: r.requests, errors: r.socketErrors + r.badStatus, rps: r.rps, p50: r.p50, p99: r.p99 }
}
