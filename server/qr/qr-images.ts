import QRCode from 'qrcode'
import { isHttpUrl, parseRgb } from '../../contract/fields.ts'
import { esc } from '../public/html.ts'
import { errorCorrectionFor } from './error-correction.ts'

const hex = (rgb: string, fallback: string) => {
  const parts = parseRgb(rgb)
  return parts ? `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}ff` : fallback
}

interface Look {
  background: string
  foreground: string
  logo: string
}

// Level H keeps the code readable with up to ~30 % of it covered, room for a logo (D27);
// content too long for H uses the highest level it fits.
const options = (text: string, look: Look) => ({
  errorCorrectionLevel: errorCorrectionFor(text) ?? 'L',
  margin: 2,
  color: { dark: hex(look.foreground, '#000000ff'), light: hex(look.background, '#ffffffff') },
})

export function qrPng(text: string, look: Look, size = 512): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...options(text, look), type: 'png', width: Math.min(Math.max(size, 64), 2048) })
}

/** The SVG draws the logo (when it is an http(s) URL) on a plate in the middle. */
export async function qrSvg(text: string, look: Look): Promise<string> {
  const svg = await QRCode.toString(text, { ...options(text, look), type: 'svg' })
  if (!look.logo || !isHttpUrl(look.logo)) return svg
  const size = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1] ?? 0)
  if (!size) return svg
  const box = size * 0.22
  const at = (size - box) / 2
  const plate = `<rect x="${at - 0.5}" y="${at - 0.5}" width="${box + 1}" height="${box + 1}" fill="${hex(look.background, '#ffffffff').slice(0, 7)}"/>`
  const image = `<image href="${esc(look.logo)}" x="${at}" y="${at}" width="${box}" height="${box}" preserveAspectRatio="xMidYMid meet"/>`
  return svg.replace('</svg>', `${plate}${image}</svg>`)
}
