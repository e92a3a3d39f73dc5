import { PNG } from 'pngjs'
import jpeg from 'jpeg-js'

export interface Raster {
  width: number
  height: number
  data: Uint8Array
}

export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
export const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff])
// Decoded whole: 4 megapixels is 16 MB of RGBA, and a 500 kB file could claim far more.
export const MAX_LOGO_PIXELS = 4_000_000

export type ImageKind = 'png' | 'jpeg'
export const kindOf = (bytes: Uint8Array): ImageKind | null =>
  Buffer.from(bytes.subarray(0, 8)).equals(PNG_MAGIC) ? 'png' : Buffer.from(bytes.subarray(0, 3)).equals(JPEG_MAGIC) ? 'jpeg' : null

export class LogoImageError extends Error {}

function jpegSize(buf: Buffer): { width: number; height: number } | null {
  let i = 2
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null
    const marker = buf[i + 1]!
    if (marker === 0xff) {
      i++
      continue
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) }
    }
    i += 2 + buf.readUInt16BE(i + 2)
  }
  return null
}

export function decodeImage(bytes: Uint8Array): Raster {
  const kind = kindOf(bytes)
  if (kind === 'png') {
    const buf = Buffer.from(bytes)
    if (buf.length < 24 || buf.toString('latin1', 12, 16) !== 'IHDR') throw new LogoImageError('unreadable')
    if (buf.readUInt32BE(16) * buf.readUInt32BE(20) > MAX_LOGO_PIXELS) throw new LogoImageError('too-many-pixels')
    try {
      const png = PNG.sync.read(buf)
      return { width: png.width, height: png.height, data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.length) }
    } catch {
      throw new LogoImageError('unreadable')
    }
  }
  if (kind === 'jpeg') {
    const size = jpegSize(Buffer.from(bytes))
    if (!size) throw new LogoImageError('unreadable')
    if (size.width * size.height > MAX_LOGO_PIXELS) throw new LogoImageError('too-many-pixels')
    try {
      // The decoder's own limits are a second guard, above ours (it counts padded blocks).
      const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: (MAX_LOGO_PIXELS / 1e6) * 1.1, maxMemoryUsageInMB: 128 })
      return { width: img.width, height: img.height, data: img.data }
    } catch (err) {
      throw new LogoImageError(/resolution|memory/i.test(String(err)) ? 'too-many-pixels' : 'unreadable')
    }
  }
  throw new LogoImageError('not-an-image')
}

const opaque = (r: Raster) => {
  for (let i = 3; i < r.data.length; i += 4) if (r.data[i] !== 255) return false
  return true
}
const packing = (r: Raster) => (opaque(r) ? { colorType: 2 as const, inputHasAlpha: true } : {})
const pngOf = (r: Raster) => {
  const png = new PNG({ width: r.width, height: r.height, ...packing(r) })
  png.data = Buffer.from(r.data.buffer, r.data.byteOffset, r.data.length)
  return png
}
export const encodePng = (r: Raster): Buffer => PNG.sync.write(pngOf(r), packing(r))

// Compressed on zlib's thread pool, off the event loop: images are drawn per request.
export const encodePngAsync = (r: Raster): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    pngOf(r)
      .pack()
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject)
  })

export function fit(r: { width: number; height: number }, w: number, h: number) {
  const scale = Math.min(w / r.width, h / r.height, 1)
  return { width: Math.max(1, Math.round(r.width * scale)), height: Math.max(1, Math.round(r.height * scale)) }
}

type Source = (i: number, c: number) => number
const premultiplied = (data: Uint8Array): Source => (i, c) => (c === 3 ? data[i + 3]! : (data[i + c]! * data[i + 3]!) / 255)

function resizeAxis(src: Source, sw: number, sh: number, dw: number, horizontal: boolean): Float32Array {
  const [lines, from, to] = horizontal ? [sh, sw, dw] : [sw, sh, dw]
  const out = new Float32Array((horizontal ? dw * sh : sw * dw) * 4)
  const ratio = from / to
  for (let line = 0; line < lines; line++) {
    for (let d = 0; d < to; d++) {
      const start = d * ratio
      const end = start + ratio
      const o = (horizontal ? line * dw + d : d * sw + line) * 4
      for (let s = Math.floor(start); s < Math.min(Math.ceil(end), from); s++) {
        const weight = (Math.min(end, s + 1) - Math.max(start, s)) / ratio
        const i = (horizontal ? line * sw + s : s * sw + line) * 4
        for (let c = 0; c < 4; c++) out[o + c]! += src(i, c) * weight
      }
    }
  }
  return out
}

export function resize(r: Raster, width: number, height: number): Raster {
  const across = resizeAxis(premultiplied(r.data), r.width, r.height, width, true)
  const done = resizeAxis((i, c) => across[i + c]!, width, r.height, height, false)
  const data = new Uint8Array(width * height * 4)
  for (let i = 0; i < data.length; i += 4) {
    const a = done[i + 3]!
    const k = a > 0 ? 255 / a : 0
    data[i] = Math.round(done[i]! * k)
    data[i + 1] = Math.round(done[i + 1]! * k)
    data[i + 2] = Math.round(done[i + 2]! * k)
    data[i + 3] = Math.round(a)
  }
  return { width, height, data }
}

export function fillRect(onto: Raster, x: number, y: number, w: number, h: number, rgb: readonly number[]) {
  for (let row = Math.max(0, y); row < Math.min(onto.height, y + h); row++) {
    for (let col = Math.max(0, x); col < Math.min(onto.width, x + w); col++) {
      const i = (row * onto.width + col) * 4
      onto.data.set([rgb[0]!, rgb[1]!, rgb[2]!, 255], i)
    }
  }
}

export function drawOver(onto: Raster, top: Raster, x: number, y: number) {
  for (let row = 0; row < top.height; row++) {
    const oy = y + row
    if (oy < 0 || oy >= onto.height) continue
    for (let col = 0; col < top.width; col++) {
      const ox = x + col
      if (ox < 0 || ox >= onto.width) continue
      const t = (row * top.width + col) * 4
      const o = (oy * onto.width + ox) * 4
      const a = top.data[t + 3]! / 255
      for (let c = 0; c < 3; c++) onto.data[o + c] = Math.round(top.data[t + c]! * a + onto.data[o + c]! * (1 - a))
      onto.data[o + 3] = Math.max(onto.data[o + 3]!, top.data[t + 3]!)
    }
  }
}
