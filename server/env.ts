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
    logoFetchHosts: overrides.logoFetchHosts ?? parsePinnedHosts(process.env.LOGO_FETCH_ALLOW_HOSTS),
  }
}
