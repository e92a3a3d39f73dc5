import { availableParallelism } from 'node:os'
import path from 'node:path'
import { DEFAULT_MAX_UPLOAD_BYTES } from '../contract/files.ts'
import { parsePinnedHosts } from './net/safe-fetch.ts'

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  rateLimitPerMinute: number
  maxUploadBytes: number
  trustProxy: boolean
  distDir: string
  /** Server processes (WORKERS; `auto` = one per CPU); more than one needs PostgreSQL. */
  workers: number
  /** The embedded database fsyncs its commits (EMBEDDED_FSYNC, default on; `off` trades durability for speed). */
  embeddedFsync: boolean
  /** Slow clients (issue 20): the whole header block, the whole request, an idle kept-alive connection. */
  headersTimeoutMs: number
  requestTimeoutMs: number
  keepAliveTimeoutMs: number
  /** Test-only (LOGO_FETCH_ALLOW_HOSTS): host names a logo fetch resolves to a fixed, unchecked address. */
  logoFetchHosts: ReadonlyMap<string, string>
}

function intFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}").`)
  return n
}

function workersFromEnv(): number {
  const raw = process.env.WORKERS
  return raw === 'auto' ? availableParallelism() : intFromEnv('WORKERS', 1, 1)
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const port = overrides.port ?? intFromEnv('PORT', 8080, 0)
  const host = overrides.host ?? process.env.HOST ?? '127.0.0.1'
  const publicUrl = (overrides.publicUrl ?? process.env.PUBLIC_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, '')
  return {
    port,
    host,
    dataDir: path.resolve(overrides.dataDir ?? process.env.DATA_DIR ?? './data'),
    databaseUrl: overrides.databaseUrl ?? (process.env.DATABASE_URL || undefined),
    publicUrl,
    rateLimitPerMinute: overrides.rateLimitPerMinute ?? intFromEnv('RATE_LIMIT_PER_MINUTE', 30, 1),
    maxUploadBytes: overrides.maxUploadBytes ?? intFromEnv('MAX_UPLOAD_BYTES', DEFAULT_MAX_UPLOAD_BYTES, 1),
    trustProxy: overrides.trustProxy ?? process.env.TRUST_PROXY === '1',
    distDir: path.resolve(overrides.distDir ?? process.env.DIST_DIR ?? './dist'),
    embeddedFsync: overrides.embeddedFsync ?? process.env.EMBEDDED_FSYNC !== 'off',
    workers: overrides.workers ?? workersFromEnv(),
    headersTimeoutMs: overrides.headersTimeoutMs ?? intFromEnv('HEADERS_TIMEOUT_MS', 20_000, 1),
    requestTimeoutMs: overrides.requestTimeoutMs ?? intFromEnv('REQUEST_TIMEOUT_MS', 300_000, 1),
    keepAliveTimeoutMs: overrides.keepAliveTimeoutMs ?? intFromEnv('KEEP_ALIVE_TIMEOUT_MS', 65_000, 1),
    logoFetchHosts: overrides.logoFetchHosts ?? parsePinnedHosts(process.env.LOGO_FETCH_ALLOW_HOSTS),
  }
}
