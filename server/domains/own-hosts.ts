import { isIP } from 'node:net'
import { isLoopbackOrIp } from '../../contract/domains.ts'
import type { Config } from '../env.ts'

type HostConfig = Pick<Config, 'publicUrl' | 'reservedHosts'>
type ListenConfig = Pick<Config, 'publicUrl' | 'port' | 'host'>

const nameOf = (host: string) => host.replace(/:\d+$/, '')

export const requestHost = (raw: string | undefined) => (raw ?? '').toLowerCase().replace(/\.(?=:\d+$|$)/, '')

export function isReservedHost(host: string, config: HostConfig): boolean {
  const name = nameOf(host)
  return isLoopbackOrIp(host) || name === new URL(config.publicUrl).hostname.toLowerCase() || config.reservedHosts.includes(name)
}

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80')

const isLoopback = (name: string) => {
  const bare = name.replace(/^\[|\]$/g, '')
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || bare === '::' || bare === '0.0.0.0') return true
  if (isIP(bare) === 4) return bare.startsWith('127.')
  return /^::ffff:(127\.|7f)/.test(bare)
}

/** A7: branded domains are checked by the caller against the database. */
export function leadsHere(target: URL, config: ListenConfig): boolean {
  const name = target.hostname.toLowerCase().replace(/\.$/, '')
  const port = defaultPort(target)
  const pub = new URL(config.publicUrl)
  if (name === pub.hostname.toLowerCase() && port === defaultPort(pub)) return true
  if (port !== String(config.port)) return false
  return isLoopback(name) || name === config.host.toLowerCase().replace(/^\[|\]$/g, '') || name === `[${config.host}]`
}

export const brandedHostOf = (target: URL) => target.host.toLowerCase().replace(/\.(?=:\d+$|$)/, '')
