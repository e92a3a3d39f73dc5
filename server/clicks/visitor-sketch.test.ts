import { describe, expect, it } from 'vitest'
import { EXACT_LIMIT, REGISTERS, VisitorUnion, encodeWithHours, hourMasks, vidsIn } from './visitor-sketch.ts'

// splitmix64, seeded: the vids of a test are the same on every run.
function vids(n: number, seed: number): BigInt64Array {
  const out = new BigInt64Array(n)
  let s = BigInt(seed)
  for (let i = 0; i < n; i++) {
    s = BigInt.asUintN(64, s + 0x9e3779b97f4a7c15n)
    let z = s
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n)
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn)
    out[i] = BigInt.asIntN(64, z ^ (z >> 31n))
  }
  return out
}

const union = (...sets: BigInt64Array[]) => {
  const u = new VisitorUnion()
  for (const set of sets) u.addVids(set)
  return u
}

describe('visitor sketches (T20)', () => {
  it('counts exactly while every part is a list, duplicates once, and keeps a list up to EXACT_LIMIT', () => {
    const a = vids(1_500, 1)
    const u = union(a, a.subarray(0, 700), vids(500, 2))
    expect(u.count()).toBe(2_000)
    // A count is kept only until the next add.
    const grown = union(a)
    expect(grown.count()).toBe(1_500)
    grown.addVids(vids(10, 3))
    expect(grown.count()).toBe(1_510)
    grown.addUnion(union(vids(5, 4)))
    expect(grown.count()).toBe(1_515)
    grown.addSketch(union(vids(1, 5)).encode())
    expect(grown.count()).toBe(1_516)
    expect(grown.estimated).toBe(false)
    // A union far past EXACT_LIMIT still counts exactly while its parts are lists.
    const big = vids(40_000, 7)
    expect(union(big, big.subarray(10_000), vids(30_000, 8), big.subarray(0, 5)).count()).toBe(70_000)
    const sketch = u.encode()
    expect(sketch[0]).toBe(0)
    expect(sketch.length).toBe(1 + 8 * 2_000)
    const back = new VisitorUnion()
    back.addSketch(sketch)
    expect(back.count()).toBe(2_000)
    expect(union(vids(EXACT_LIMIT + 1, 3)).encode().length).toBe(1 + REGISTERS)
  })

  it('estimates within 2 % from a few thousand to two million visitors', () => {
    for (const [n, seed] of [[3_000, 4], [20_000, 5], [60_000, 6], [250_000, 7], [2_000_000, 8]] as const) {
      const u = new VisitorUnion()
      u.addSketch(union(vids(n, seed)).encode())
      expect(Math.abs(u.count() - n) / n, `${n} visitors`).toBeLessThan(0.02)
    }
  })

  it('merges register-wise: stored sketches and raw vids of overlapping days give the union', () => {
    const days = [vids(40_000, 9), vids(30_000, 10), vids(1_000, 11)]
    const u = new VisitorUnion()
    for (const day of days) u.addSketch(union(day).encode())
    u.addVids(days[0]!.subarray(0, 10_000))
    const exact = 71_000
    expect(Math.abs(u.count() - exact) / exact).toBeLessThan(0.02)
    // The same union sketched at once: the registers are the same, so the estimate is too.
    const atOnce = new VisitorUnion()
    atOnce.addSketch(union(...days).encode())
    expect(u.count()).toBe(atOnce.count())
  })

  it('reads int8send bytes (big-endian) as the vids they are', () => {
    const bytes = new Uint8Array(16)
    const view = new DataView(bytes.buffer)
    view.setBigInt64(0, -5n)
    view.setBigInt64(8, 7n)
    const u = new VisitorUnion()
    u.addBigEndian(bytes)
    u.addVids(new BigInt64Array([7n]))
    expect([...u.exact()!]).toEqual([-5n, 7n])
  })

  it('merges stored lists, other unions and loose vids into one sorted list without repeats (T35)', () => {
    // Neighbours across the sign and within one high word, besides random ones shared between the parts.
    const edges = [-(2n ** 63n), -(2n ** 32n) - 1n, -(2n ** 32n), -1n, 0n, 1n, 2n ** 32n - 1n, 2n ** 32n, 2n ** 63n - 1n]
    const days = [0, 1, 2, 3, 4].map((d) => new BigInt64Array([...vids(300, 10 + d), ...vids(200, 99), ...edges.filter((_, i) => i % 5 !== d)]))
    const u = new VisitorUnion()
    for (const day of days.slice(0, 3)) u.addSketch(union(day).encode())
    u.addUnion(union(days[3]!))
    u.addVids(days[4]!)
    const expected = [...new Set(days.flatMap((d) => [...d]))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    expect(u.count()).toBe(5 * 300 + 200 + edges.length)
    expect([...u.exact()!]).toEqual(expected)
  })

  it('keeps each vid’s hours with a list, and takes the vids of some hours out of it (T43)', () => {
    const list = vids(6, 9)
    const words = Array.from(new Uint32Array(list.buffer))
    // Vid 0 at 01:00 and 23:00, vid 1 twice at 05:00, the others once each.
    const pairs = [0, 1, 1, 2, 3, 4, 5, 0]
    const hours = [1, 5, 5, 7, 8, 22, 23, 23]
    const sketch = encodeWithHours(pairs.flatMap((i) => [words[2 * i]!, words[2 * i + 1]!]), hours)!
    expect(sketch[0]).toBe(2)
    const u = new VisitorUnion()
    u.addSketch(sketch)
    expect(u.count()).toBe(6)
    const masked = hourMasks(sketch)!
    expect([...masked.vids]).toEqual([...list].sort((a, b) => (a < b ? -1 : 1)))
    const before = (1 << 22) - 1
    const byVid = (set: BigInt64Array) => [...set].map((v) => list.indexOf(v)).sort()
    expect(byVid(vidsIn(masked, before))).toEqual([0, 1, 2, 3])
    expect(byVid(vidsIn(masked, 0xffffff & ~before))).toEqual([0, 4, 5])
    expect(hourMasks(union(list).encode())).toBeNull()
    expect(encodeWithHours(Array.from(new Uint32Array(vids(EXACT_LIMIT + 1, 10).buffer)), new Array<number>(EXACT_LIMIT + 1).fill(3))).toBeNull()
  })
})
