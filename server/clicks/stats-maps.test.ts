import { describe, expect, it } from 'vitest'
import { SCAN_REFERRER } from '../qr/scan-marker.ts'
import { mapsOf } from './stats-query.ts'

const DIRECT = 'Direct, email and other'
const row = (k: string, key: string, n: number) => ({ k, key, n: String(n) })

describe('mapsOf (T16)', () => {
  it('merges the two stored direct referrers before ranking, so a pair below the top can lead it', () => {
    const hosts = Array.from({ length: 50 }, (_, i) => row('referrer', `host-${String(i).padStart(2, '0')}.example`, 10))
    const maps = mapsOf([...hosts, row('referrer', DIRECT, 6), row('referrer', SCAN_REFERRER, 6)], 512)
    expect(Object.keys(maps.referrers)).toHaveLength(50)
    expect(Object.entries(maps.referrers)[0]).toEqual(['direct', 12])
    expect(maps.referrers['host-49.example']).toBeUndefined()
    expect(maps.sources).toEqual({ link: 506, scan: 6 })
  })

  it('names an empty stored value unknown and keeps the largest first', () => {
    const maps = mapsOf([row('country', 'DE', 2), row('country', '', 5), row('language', '', 1), row('device', 'mobile', 7)], 7)
    expect(Object.entries(maps.countries)).toEqual([['unknown', 5], ['DE', 2]])
    expect(maps.languages).toEqual({ unknown: 1 })
    expect(maps.devices).toEqual({ mobile: 7 })
    expect(maps.sources).toEqual({ link: 7 })
  })
})
