import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { isIPv4, isIPv6 } from 'node:net'
import { Reader, type Response } from 'mmdb-lib'
import { COUNTRY_CODES } from '../../contract/countries.ts'

// ip-location-db files hold a flat { country_code }, not MaxMind's nested shape mmdb-lib types.
type CountryRecord = { country_code?: string }

const defaultFile = (): string =>
  createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb')

const countries = new Set(COUNTRY_CODES)

// The whois data gives some private ranges a country, so addresses no visitor has are answered first.
const RESERVED_V4: [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 3],
]
const v4ToInt = (ip: string): number => ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0)
const reservedV4 = RESERVED_V4.map(([base, bits]) => ({ start: v4ToInt(base), size: 2 ** (32 - bits) }))

function isReserved(ip: string, v4: boolean): boolean {
  if (v4) {
    const n = v4ToInt(ip)
    return reservedV4.some(({ start, size }) => n >= start && n < start + size)
  }
  const [first = '', second = ''] = ip.split(':')
  const head = parseInt(first || '0', 16)
  return head === 0 || head >= 0xfc00 || (head === 0x2001 && parseInt(second || '0', 16) === 0xdb8)
}

function normaliseIp(raw: string): string {
  const ip = raw.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '')
  // Node reports IPv4 clients on a dual-stack socket as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  return mapped?.[1] ?? ip
}

/** Reads the database once; the returned lookup is synchronous and never touches the disk. */
export function loadCountryLookup(file: string = defaultFile()): (ip: string) => string {
  const reader = new Reader<Response>(readFileSync(file))
  return (raw) => {
    if (typeof raw !== 'string') return ''
    const ip = normaliseIp(raw)
    const v4 = isIPv4(ip)
    if ((!v4 && !isIPv6(ip)) || isReserved(ip, v4)) return ''
    try {
      const record = reader.get(ip) as CountryRecord | null
      const code = record?.country_code?.toUpperCase() ?? ''
      return countries.has(code) ? code : ''
    } catch {
      return ''
    }
  }
}
