import { HEX_COLOR } from '@contract/fields'
import { DEFAULT_DIRECTORY_COLOR } from '@contract/directories'

/** The native colour picker takes only `#rrggbb`: expand `#rgb`, lower-case; null when not a HEX colour. */
export function toPickerValue(value: string): string | null {
  const v = value.trim()
  if (!HEX_COLOR.test(v)) return null
  const hex = v.length === 4 ? `#${[...v.slice(1)].map((c) => c + c).join('')}` : v
  return hex.toLowerCase()
}

/** A colour from the API, safe to paint with: anything but a HEX colour becomes the default. */
export function safeColor(value: string): string {
  return HEX_COLOR.test(value.trim()) ? value.trim() : DEFAULT_DIRECTORY_COLOR
}
