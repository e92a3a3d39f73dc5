import { expect, it } from 'vitest'
import { safeColor, toPickerValue } from './hex-color'

it('gives the colour picker a #rrggbb value', () => {
  expect(toPickerValue('#0EA5E9')).toBe('#0ea5e9')
  expect(toPickerValue('#1aF')).toBe('#11aaff')
  expect(toPickerValue(' #123456 ')).toBe('#123456')
})

it('leaves the picker alone while the HEX field holds something else', () => {
  for (const v of ['', '#', '#12', '#1234', '0ea5e9', '#ggg', 'red', '#12345678']) expect(toPickerValue(v), v).toBeNull()
})

it('paints only HEX colours from the API', () => {
  expect(safeColor('#22c55e')).toBe('#22c55e')
  expect(safeColor('red; background: url(x)')).toBe('#64748b')
  expect(safeColor('')).toBe('#64748b')
})
