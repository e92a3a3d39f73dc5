import { parseRgb } from '@contract/fields'

export type Rgb = readonly [number, number, number]

/** Below this ratio between the two colours, phone cameras start to miss codes. */
export const MIN_SCAN_CONTRAST = 4

export function rgbToHex(value: string): string | null {
  const rgb = parseRgb(value)
  return rgb ? `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}` : null
}

/** `#1d4ed8` or `#19f` → `rgb(29,78,216)`, the form the API takes; null for anything else. */
export function hexToRgb(hex: string): string | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m) return null
  const digits = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d).join('') : m[1]!
  const parts = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16))
  return `rgb(${parts.join(',')})`
}

/** `rgb(r,g,b)` for a colour typed as rgb() or hex; anything else as typed, for the contract to refuse. */
export function toApiColour(value: string): string {
  const v = value.trim()
  const hex = hexToRgb(/^[0-9a-f]{6}$/i.test(v) ? `#${v}` : v)
  if (hex) return hex
  const rgb = parseRgb(v)
  return rgb ? `rgb(${rgb.join(',')})` : value
}

export const colourToHex = (value: string): string | null => rgbToHex(toApiColour(value))

export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

export type ScanWarning = { kind: 'low-contrast' | 'inverted'; ratio: number }

export function scanWarning(foreground: string, background: string): ScanWarning | null {
  const fg = parseRgb(toApiColour(foreground))
  const bg = parseRgb(toApiColour(background))
  if (!fg || !bg) return null
  const ratio = contrastRatio(fg, bg)
  if (ratio < MIN_SCAN_CONTRAST) return { kind: 'low-contrast', ratio }
  if (relativeLuminance(fg) > relativeLuminance(bg)) return { kind: 'inverted', ratio }
  return null
}
