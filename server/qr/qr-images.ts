import QRCode from 'qrcode'
import { PNG } from 'pngjs'
import { parseRgb } from '../../contract/fields.ts'
import { errorCorrectionFor } from './error-correction.ts'
import { drawOver, encodePngAsync, fillRect, resize, type Raster } from './logo-raster.ts'

const WHITE = [255, 255, 255]
const BLACK = [0, 0, 0]
const rgbOf = (rgb: string, fallback: number[]) => parseRgb(rgb) ?? fallback
const hex = (parts: readonly number[]) => `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`

export interface Look {
  background: string
  foreground: string
}

export type LogoPng = Uint8Array | null | undefined

type Level = 'H' | 'Q' | 'M' | 'L'
// D27e: H and Q repair up to 30 and 25 % of the symbol, M 15 %, L 7 %: the logo shrinks so the code still scans.
const LOGO_SHARE: Record<Level, number> = { H: 0.22, Q: 0.22, M: 0.15, L: 0 }
const PLATE_PAD = 0.02

const options = (level: Level, look: Look) => ({
  errorCorrectionLevel: level,
  margin: 2,
  color: { dark: `${hex(rgbOf(look.foreground, BLACK))}ff`, light: `${hex(rgbOf(look.background, WHITE))}ff` },
})

// D27e: the plate covers whole modules, so no sliver of one shows at its edge.
function layout(size: number, unit: number, level: Level, logo: { width: number; height: number }) {
  const scale = (size * LOGO_SHARE[level]) / Math.max(logo.width, logo.height)
  const w = logo.width * scale
  const h = logo.height * scale
  const pad = size * PLATE_PAD
  const from = (extent: number) => Math.floor((size - extent) / 2 / unit) * unit
  const to = (extent: number) => Math.ceil((size + extent) / 2 / unit) * unit
  const plate = { x: from(w + 2 * pad), y: from(h + 2 * pad), w: to(w + 2 * pad) - from(w + 2 * pad), h: to(h + 2 * pad) - from(h + 2 * pad) }
  return { plate, logo: { x: (size - w) / 2, y: (size - h) / 2, w, h } }
}

const pngSize = (png: Uint8Array) => ({ width: Buffer.from(png).readUInt32BE(16), height: Buffer.from(png).readUInt32BE(20) })

const MARGIN = 2

function drawCode(text: string, level: Level, width: number, dark: readonly number[], light: readonly number[]): Raster & { unit: number } {
  const { size: n, data: modules } = QRCode.create(text, { errorCorrectionLevel: level }).modules
  const scale = width / (n + MARGIN * 2)
  const side = Math.floor((n + MARGIN * 2) * scale)
  const margin = MARGIN * scale
  const inside = (p: number) => p >= margin && p < side - margin
  const data = new Uint8Array(side * side * 4)
  const row = new Uint8Array(side * 4)
  let rowOf = NaN
  for (let y = 0; y < side; y++) {
    const my = inside(y) ? Math.floor((y - margin) / scale) : -1
    if (my !== rowOf) {
      rowOf = my
      for (let x = 0; x < side; x++) {
        const on = my >= 0 && inside(x) && modules[my * n + Math.floor((x - margin) / scale)]
        row.set(on ? dark : light, x * 4)
      }
    }
    data.set(row, y * side * 4)
  }
  return { width: side, height: side, data, unit: scale }
}

export function qrPng(text: string, look: Look, size = 512, logo?: LogoPng): Promise<Buffer> {
  const level = errorCorrectionFor(text) ?? 'L'
  const background = rgbOf(look.background, WHITE)
  const image = drawCode(text, level, Math.min(Math.max(size, 64), 2048), [...rgbOf(look.foreground, BLACK), 255], [...background, 255])
  if (logo && LOGO_SHARE[level]) {
    const source = PNG.sync.read(Buffer.from(logo))
    const { plate, logo: at } = layout(image.width, image.unit, level, source)
    const px = (v: number) => Math.round(v)
    const edge = (v: number) => Math.ceil(v - 1e-9)
    fillRect(image, edge(plate.x), edge(plate.y), edge(plate.x + plate.w) - edge(plate.x), edge(plate.y + plate.h) - edge(plate.y), background)
    const scaled = resize({ width: source.width, height: source.height, data: source.data }, Math.max(1, px(at.w)), Math.max(1, px(at.h)))
    drawOver(image, scaled, px(at.x), px(at.y))
  }
  return encodePngAsync(image)
}

export async function qrSvg(text: string, look: Look, logo?: LogoPng): Promise<string> {
  const level = errorCorrectionFor(text) ?? 'L'
  const svg = await QRCode.toString(text, { ...options(level, look), type: 'svg' })
  if (!logo || !LOGO_SHARE[level]) return svg
  const size = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1] ?? 0)
  if (!size) return svg
  const { plate, logo: at } = layout(size, 1, level, pngSize(logo))
  const n = (v: number) => Math.round(v * 1000) / 1000
  const rect = `<rect x="${plate.x}" y="${plate.y}" width="${plate.w}" height="${plate.h}" fill="${hex(rgbOf(look.background, WHITE))}"/>`
  const href = `data:image/png;base64,${Buffer.from(logo).toString('base64')}`
  const image = `<image href="${href}" x="${n(at.x)}" y="${n(at.y)}" width="${n(at.w)}" height="${n(at.h)}"/>`
  return svg.replace('</svg>', `${rect}${image}</svg>`)
}
