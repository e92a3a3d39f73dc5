import QRCode from 'qrcode'
import { PNG } from 'pngjs'
import { parseRgb } from '../../contract/fields.ts'
import { errorCorrectionFor } from './error-correction.ts'
import { drawOver, fillRect, resize, type Raster } from './logo-raster.ts'

const WHITE = [255, 255, 255]
const BLACK = [0, 0, 0]
const rgbOf = (rgb: string, fallback: number[]) => parseRgb(rgb) ?? fallback
const hex = (parts: readonly number[]) => `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`

interface Look {
  background: string
  foreground: string
}

/** The stored logo (D27e), a PNG; without one no logo is drawn. */
export type LogoPng = Uint8Array | null | undefined

type Level = 'H' | 'Q' | 'M' | 'L'
/**
 * The logo's share of the image's width by error-correction level (D27a): H (30 % of the symbol may be
 * lost) and Q (25 %) take 22 %, M (15 %) a smaller one, and L (7 %) none, so the code still scans.
 */
const LOGO_SHARE: Record<Level, number> = { H: 0.22, Q: 0.22, M: 0.15, L: 0 }
const PLATE_PAD = 0.02

const options = (level: Level, look: Look) => ({
  errorCorrectionLevel: level,
  margin: 2,
  color: { dark: `${hex(rgbOf(look.foreground, BLACK))}ff`, light: `${hex(rgbOf(look.background, WHITE))}ff` },
})

/** Where the plate and the logo go in an image `size` wide (pixels or SVG units). */
function layout(size: number, level: Level, logo: { width: number; height: number }) {
  const scale = (size * LOGO_SHARE[level]) / Math.max(logo.width, logo.height)
  const shape = { width: logo.width * scale, height: logo.height * scale }
  const pad = size * PLATE_PAD
  const plate = { w: shape.width + 2 * pad, h: shape.height + 2 * pad }
  return { shape, pad, plate: { ...plate, x: (size - plate.w) / 2, y: (size - plate.h) / 2 } }
}

const pngSize = (png: Uint8Array) => ({ width: Buffer.from(png).readUInt32BE(16), height: Buffer.from(png).readUInt32BE(20) })

export async function qrPng(text: string, look: Look, size = 512, logo?: LogoPng): Promise<Buffer> {
  const level = errorCorrectionFor(text) ?? 'L'
  const width = Math.min(Math.max(size, 64), 2048)
  const code = await QRCode.toBuffer(text, { ...options(level, look), type: 'png', width })
  if (!logo || !LOGO_SHARE[level]) return code
  const image = PNG.sync.read(code)
  const onto: Raster = { width: image.width, height: image.height, data: image.data }
  const source = PNG.sync.read(Buffer.from(logo))
  const { shape, pad, plate } = layout(image.width, level, source)
  const px = Math.round(plate.x)
  const py = Math.round(plate.y)
  fillRect(onto, px, py, Math.round(plate.w), Math.round(plate.h), rgbOf(look.background, WHITE))
  const scaled = resize({ width: source.width, height: source.height, data: source.data }, Math.max(1, Math.round(shape.width)), Math.max(1, Math.round(shape.height)))
  drawOver(onto, scaled, px + Math.round(pad), py + Math.round(pad))
  image.data = Buffer.from(onto.data.buffer, onto.data.byteOffset, onto.data.length)
  return PNG.sync.write(image)
}

/** The SVG carries the logo as data (never a link to elsewhere), on a plate in the middle. */
export async function qrSvg(text: string, look: Look, logo?: LogoPng): Promise<string> {
  const level = errorCorrectionFor(text) ?? 'L'
  const svg = await QRCode.toString(text, { ...options(level, look), type: 'svg' })
  if (!logo || !LOGO_SHARE[level]) return svg
  const size = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1] ?? 0)
  if (!size) return svg
  const { shape, pad, plate } = layout(size, level, pngSize(logo))
  const n = (v: number) => Math.round(v * 1000) / 1000
  const rect = `<rect x="${n(plate.x)}" y="${n(plate.y)}" width="${n(plate.w)}" height="${n(plate.h)}" fill="${hex(rgbOf(look.background, WHITE))}"/>`
  const href = `data:image/png;base64,${Buffer.from(logo).toString('base64')}`
  const image = `<image href="${href}" x="${n(plate.x + pad)}" y="${n(plate.y + pad)}" width="${n(shape.width)}" height="${n(shape.height)}"/>`
  return svg.replace('</svg>', `${rect}${image}</svg>`)
}
