// T20, T43: byte 0 is the kind: 0 exact (sorted int64s), 1 HyperLogLog (registers), 2 exact with hour masks.
const P = 14
export const REGISTERS = 1 << P
const Q = 64 - P
export const EXACT_LIMIT = REGISTERS / 8

export function addToRegisters(registers: Uint8Array, hi: number, lo: number) {
  const index = hi >>> (32 - P)
  const rest = hi & ((1 << (32 - P)) - 1)
  const rank = rest !== 0 ? Math.clz32(rest) - P + 1 : 32 - P + Math.clz32(lo) + 1
  if (rank > registers[index]!) registers[index] = rank
}

// T20: Ertl (2017)'s improved raw estimator, without bias tables.
function sigma(x: number): number {
  if (x === 1) return Infinity
  let y = 1
  let z = x
  for (;;) {
    x *= x
    const before = z
    z += x * y
    y += y
    if (z === before) return z
  }
}

function tau(x: number): number {
  if (x === 0 || x === 1) return 0
  let y = 1
  let z = 1 - x
  for (;;) {
    x = Math.sqrt(x)
    const before = z
    y *= 0.5
    z -= (1 - x) ** 2 * y
    if (z === before) return z / 3
  }
}

export function estimate(registers: Uint8Array): number {
  const counts = new Array<number>(Q + 2).fill(0)
  for (const r of registers) counts[r]!++
  const m = REGISTERS
  let z = m * tau(1 - counts[Q + 1]! / m)
  for (let k = Q; k >= 1; k--) z = 0.5 * (z + counts[k]!)
  z += m * sigma(counts[0]! / m)
  return Math.round(m * m / (2 * Math.LN2) / z)
}

/** T20: distinct visitors of sketches and vids: exact while every input is, else a HyperLogLog. */
export class VisitorUnion {
  private parts: BigInt64Array[] = []
  private registers: Uint8Array | null = null
  private counted = -1

  addSketch(sketch: Uint8Array) {
    this.counted = -1
    if (sketch[0] === 1) {
      this.maxInto(sketch.subarray(1))
      return
    }
    // A copy: a Buffer shares its pool, and a BigInt64Array needs 8-byte alignment.
    const end = sketch[0] === 2 ? 1 + ((sketch.length - 1) / 12) * 8 : sketch.length
    this.addPart(new BigInt64Array(new Uint8Array(sketch.subarray(1, end)).buffer))
  }

  addBigEndian(bytes: Uint8Array) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const vids = new BigInt64Array(bytes.byteLength / 8)
    for (let i = 0; i < vids.length; i++) vids[i] = view.getBigInt64(i * 8)
    this.addVids(vids)
  }

  addVids(vids: BigInt64Array) {
    this.counted = -1
    if (this.registers) addAll(this.registers, vids)
    else this.parts.push(withoutRepeats(vids.slice().sort()))
  }

  addUnion(other: VisitorUnion) {
    this.counted = -1
    if (other.registers) this.maxInto(other.registers)
    else for (const part of other.parts) this.addPart(part)
  }

  get estimated(): boolean {
    return this.registers !== null
  }

  exact(): BigInt64Array | null {
    if (this.registers) return null
    if (this.parts.length !== 1) this.parts = [withoutRepeats(concat(this.parts).sort())]
    return this.parts[0]!
  }

  /** Kept until the next add: a bucket's count is asked for twice (T40's bound, then the answer). */
  count(): number {
    if (this.counted < 0) this.counted = this.registers ? estimate(this.registers) : this.parts.length === 1 ? this.parts[0]!.length : distinct(this.parts)
    return this.counted
  }

  /** T37: a week row keeps its days' lists as one list, up to seven days' limit, so its counts stay exact. */
  encode(limit = EXACT_LIMIT): Uint8Array {
    const vids = this.exact()
    if (vids && vids.length <= limit) {
      const out = new Uint8Array(1 + vids.byteLength)
      out.set(new Uint8Array(vids.buffer, vids.byteOffset, vids.byteLength), 1)
      return out
    }
    if (!this.registers) this.toRegisters()
    const out = new Uint8Array(1 + REGISTERS)
    out[0] = 1
    out.set(this.registers!, 1)
    return out
  }

  private addPart(vids: BigInt64Array) {
    if (this.registers) addAll(this.registers, vids)
    else this.parts.push(vids)
  }

  private maxInto(theirs: Uint8Array) {
    if (!this.registers) this.toRegisters()
    const mine = this.registers!
    for (let i = 0; i < REGISTERS; i++) if (theirs[i]! > mine[i]!) mine[i] = theirs[i]!
  }

  private toRegisters() {
    this.registers = new Uint8Array(REGISTERS)
    for (const part of this.parts) addAll(this.registers, part)
    this.parts = []
  }
}

const wordsOf = (vids: BigInt64Array) => new Uint32Array(vids.buffer, vids.byteOffset, vids.length * 2)

function concat(parts: BigInt64Array[]): BigInt64Array {
  const out = new BigInt64Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

interface VidTable { keys: Uint32Array; used: Uint8Array; mask: number }

function vidTable(entries: number): VidTable {
  let size = 16
  while (size < 2 * entries) size *= 2
  return { keys: new Uint32Array(2 * size), used: new Uint8Array(size), mask: size - 1 }
}

/** The slot of (lo, hi) in the table, put there if it was not: its index, negative (-1 - index) if it was new. */
function put({ keys, used, mask }: VidTable, lo: number, hi: number): number {
  let at = lo & mask
  while (used[at] && (keys[2 * at] !== lo || keys[2 * at + 1] !== hi)) at = (at + 1) & mask
  if (used[at]) return at
  used[at] = 1
  keys[2 * at] = lo
  keys[2 * at + 1] = hi
  return -1 - at
}

function distinct(parts: BigInt64Array[]): number {
  const table = vidTable(parts.reduce((n, p) => n + p.length, 0))
  let n = 0
  for (const part of parts) {
    const words = wordsOf(part)
    for (let i = 0; i < part.length; i++) if (put(table, words[2 * i]!, words[2 * i + 1]!) < 0) n++
  }
  return n
}

function withoutRepeats(sorted: BigInt64Array): BigInt64Array {
  const words = wordsOf(sorted)
  let n = 0
  for (let i = 0; i < sorted.length; i++) {
    if (n > 0 && words[2 * i] === words[2 * n - 2] && words[2 * i + 1] === words[2 * n - 1]) continue
    words[2 * n] = words[2 * i]!
    words[2 * n + 1] = words[2 * i + 1]!
    n++
  }
  return sorted.subarray(0, n)
}

function addAll(registers: Uint8Array, vids: BigInt64Array) {
  const words = wordsOf(vids)
  for (let i = 0; i < vids.length; i++) addToRegisters(registers, words[2 * i + 1]!, words[2 * i]!)
}

export function hourMasks(sketch: Uint8Array): { vids: BigInt64Array; masks: Uint32Array } | null {
  if (sketch[0] !== 2) return null
  const n = (sketch.length - 1) / 12
  const bytes = new Uint8Array(sketch.subarray(1))
  return { vids: new BigInt64Array(bytes.buffer, 0, n), masks: new Uint32Array(bytes.buffer, 8 * n, n) }
}

export function vidsIn(masked: { vids: BigInt64Array; masks: Uint32Array }, hours: number): BigInt64Array {
  const out = new BigInt64Array(masked.vids.length)
  let n = 0
  for (let i = 0; i < masked.vids.length; i++) if (masked.masks[i]! & hours) out[n++] = masked.vids[i]!
  return out.subarray(0, n)
}

/** T43: vids (32-bit words, low then high) each with the hour of its click, as a kind-2 sketch; null past EXACT_LIMIT. */
export function encodeWithHours(words: number[], hours: number[]): Uint8Array | null {
  const table = vidTable(hours.length)
  const masks = new Uint32Array(table.used.length)
  let m = 0
  for (let i = 0; i < hours.length; i++) {
    let at = put(table, words[2 * i]!, words[2 * i + 1]!)
    if (at < 0) {
      at = -1 - at
      m++
    }
    masks[at]! |= 1 << hours[i]!
  }
  if (m > EXACT_LIMIT) return null
  const vids = new BigInt64Array(m)
  const vidWords = wordsOf(vids)
  for (let at = 0, j = 0; at < table.used.length; at++) {
    if (!table.used[at]) continue
    vidWords[2 * j] = table.keys[2 * at]!
    vidWords[2 * j++ + 1] = table.keys[2 * at + 1]!
  }
  vids.sort()
  const outMasks = new Uint32Array(m)
  for (let j = 0; j < m; j++) outMasks[j] = masks[put(table, vidWords[2 * j]!, vidWords[2 * j + 1]!)]!
  const out = new Uint8Array(1 + 12 * m)
  out[0] = 2
  out.set(new Uint8Array(vids.buffer), 1)
  out.set(new Uint8Array(outMasks.buffer), 1 + 8 * m)
  return out
}
