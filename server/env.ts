import { availableParallelism } from 'node:os'
import path from 'node:path'
import { DEFAULT_MAX_UPLOAD_BYTES } from '../contract/files.ts'
import { parsePinnedHosts } from './net/safe-fetch.ts'

export interface S3Config {
  bucket: string
  region: string
  endpoint: string | undefined
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  forcePathStyle: boolean
}

// Each variable's default and meaning: README.md's configuration table.
export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  rateLimitPerMinute: number
  maxUploadBytes: number
  fileQuotaMb: number
  minFreeDiskMb: number
  trustProxy: boolean
  clickDetailDays: number
  statsRollupMs: number
  statsTimeoutMs: number
  statsMaxRows: number
  s3: S3Config | undefined
  distDir: string
  workers: number
  embeddedFsync: boolean
  headersTimeoutMs: number
  requestTimeoutMs: number
  keepAliveTimeoutMs: number
  minBodyBytesPerSec: number
  bodyRateWindowMs: number
  maxConnectionsPerIp: number
  reservedHosts: readonly string[]
  dnsServers: readonly string[] | undefined
  domainVerification: boolean
  /** Test-only (LOGO_FETCH_ALLOW_HOSTS): host names a logo fetch resolves to a fixed, unchecked address. */
  logoFetchHosts: ReadonlyMap<string, string>
  logLevel: LogLevel
  metricsPort: number | undefined
  metricsToken: string | undefined
  shutdownGraceMs: number
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

function logLevelFromEnv(): LogLevel {
  const raw = process.env.LOG_LEVEL || 'info'
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}").`)
  return raw as LogLevel
}

function metricsTokenFromEnv(): string | undefined {
  const raw = process.env.METRICS_TOKEN || undefined
  if (raw !== undefined && !/^[\x21-\x7e]{16,200}$/.test(raw)) throw new Error('METRICS_TOKEN must be 16 to 200 printable characters without spaces.')
  return raw
}

function intFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}").`)
  return n
}

const listFromEnv = (name: string) => (process.env[name] ?? '').split(',').map((v) => v.trim()).filter(Boolean)

function onOffFromEnv(name: string): boolean {
  const raw = process.env[name] || 'on'
  if (raw !== 'on' && raw !== 'off') throw new Error(`${name} must be on or off (got "${raw}").`)
  return raw === 'on'
}

function workersFromEnv(): number {
  const raw = process.env.WORKERS
  return raw === 'auto' ? availableParallelism() : intFromEnv('WORKERS', 1, 1)
}

function s3FromEnv(): S3Config | undefined {
  const env = (name: string) => process.env[name] || undefined
  const bucket = env('S3_BUCKET')
  if (!bucket) return undefined
  const accessKeyId = env('S3_ACCESS_KEY_ID')
  const secretAccessKey = env('S3_SECRET_ACCESS_KEY')
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the default credential chain).')
  const pathStyle = env('S3_FORCE_PATH_STYLE')
  if (pathStyle !== undefined && pathStyle !== '1' && pathStyle !== '0') throw new Error(`S3_FORCE_PATH_STYLE must be 1 or 0 (got "${pathStyle}").`)
  const endpoint = env('S3_ENDPOINT')
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http:// or https:// address (got "${endpoint}").`)
  return {
    bucket,
    region: env('S3_REGION') ?? env('AWS_REGION') ?? 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === '1',
  }
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
    fileQuotaMb: overrides.fileQuotaMb ?? intFromEnv('FILE_QUOTA_MB', 1024, 0),
    minFreeDiskMb: overrides.minFreeDiskMb ?? intFromEnv('MIN_FREE_DISK_MB', 100, 0),
    trustProxy: overrides.trustProxy ?? process.env.TRUST_PROXY === '1',
    clickDetailDays: overrides.clickDetailDays ?? intFromEnv('CLICK_DETAIL_DAYS', 0, 0),
    statsRollupMs: overrides.statsRollupMs ?? intFromEnv('STATS_ROLLUP_MS', 60_000, 0),
    statsTimeoutMs: overrides.statsTimeoutMs ?? intFromEnv('STATS_TIMEOUT_MS', 5_000, 0),
    statsMaxRows: overrides.statsMaxRows ?? intFromEnv('STATS_MAX_ROWS', 200_000, 0),
    s3: 's3' in overrides ? overrides.s3 : s3FromEnv(),
    distDir: path.resolve(overrides.distDir ?? process.env.DIST_DIR ?? './dist'),
    embeddedFsync: overrides.embeddedFsync ?? process.env.EMBEDDED_FSYNC !== 'off',
    workers: overrides.workers ?? workersFromEnv(),
    headersTimeoutMs: overrides.headersTimeoutMs ?? intFromEnv('HEADERS_TIMEOUT_MS', 20_000, 1),
    requestTimeoutMs: overrides.requestTimeoutMs ?? intFromEnv('REQUEST_TIMEOUT_MS', 300_000, 1),
    keepAliveTimeoutMs: overrides.keepAliveTimeoutMs ?? intFromEnv('KEEP_ALIVE_TIMEOUT_MS', 65_000, 1),
    minBodyBytesPerSec: overrides.minBodyBytesPerSec ?? intFromEnv('MIN_BODY_BYTES_PER_SEC', 1024, 0),
    bodyRateWindowMs: overrides.bodyRateWindowMs ?? intFromEnv('BODY_RATE_WINDOW_MS', 10_000, 100),
    maxConnectionsPerIp: overrides.maxConnectionsPerIp ?? intFromEnv('MAX_CONNECTIONS_PER_IP', 256, 0),
    reservedHosts: overrides.reservedHosts ?? listFromEnv('RESERVED_HOSTS').map((h) => h.toLowerCase().replace(/\.$/, '')),
    dnsServers: overrides.dnsServers ?? (listFromEnv('DNS_SERVERS').length ? listFromEnv('DNS_SERVERS') : undefined),
    domainVerification: overrides.domainVerification ?? onOffFromEnv('DOMAIN_VERIFICATION'),
    logoFetchHosts: overrides.logoFetchHosts ?? parsePinnedHosts(process.env.LOGO_FETCH_ALLOW_HOSTS),
    logLevel: overrides.logLevel ?? logLevelFromEnv(),
    metricsPort: 'metricsPort' in overrides ? overrides.metricsPort : process.env.METRICS_PORT ? intFromEnv('METRICS_PORT', 0, 1) : undefined,
    metricsToken: 'metricsToken' in overrides ? overrides.metricsToken : metricsTokenFromEnv(),
    shutdownGraceMs: overrides.shutdownGraceMs ?? intFromEnv('SHUTDOWN_GRACE_MS', 0, 0),
  }
}
