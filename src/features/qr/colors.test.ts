import { describe, expect, it } from 'vitest'
import { colourToHex, contrastRatio, hexToRgb, relativeLuminance, rgbToHex, scanWarning, toApiColour } from './colors'

describe('rgb and hex', () => {
  it('turns rgb() into hex and back', () => {
    expect(rgbToHex('rgb(29,78,216)')).toBe('#1d4ed8')
    expect(rgbToHex('rgb( 0 , 0 , 0 )')).toBe('#000000')
    expect(rgbToHex('rgb(255,255,255)')).toBe('#ffffff')
    expect(hexToRgb('#1d4ed8')).toBe('rgb(29,78,216)')
    expect(hexToRgb('#1D4ED8')).toBe('rgb(29,78,216)')
    expect(hexToRgb('#19f')).toBe('rgb(17,153,255)')
  })

  it('round-trips every channel value', () => {
    for (let n = 0; n <= 255; n++) {
      const rgb = `rgb(${n},${255 - n},${(n * 7) % 256})`
      expect(hexToRgb(rgbToHex(rgb)!)).toBe(rgb)
    }
  })

  it('reads a colour typed either way', () => {
    expect(toApiColour('#7c3aed')).toBe('rgb(124,58,237)')
    expect(toApiColour('7C3AED')).toBe('rgb(124,58,237)')
    expect(toApiColour('rgb(1, 2, 3)')).toBe('rgb(1,2,3)')
    expect(toApiColour('purple')).toBe('purple')
    expect(colourToHex('rgb(124,58,237)')).toBe('#7c3aed')
    expect(colourToHex('#7C3AED')).toBe('#7c3aed')
    expect(colourToHex('#7c3ae')).toBeNull()
    expect(scanWarning('#ffffff', '#000000')?.kind).toBe('inverted')
  })

  it('refuses what is not a colour', () => {
    expect(rgbToHex('rgb(256,0,0)')).toBeNull()
    expect(rgbToHex('#ffffff')).toBeNull()
    expect(rgbToHex('rgb(1,2)')).toBeNull()
    expect(hexToRgb('ffffff')).toBeNull()
    expect(hexToRgb('#ffff')).toBeNull()
    expect(hexToRgb('#gggggg')).toBeNull()
  })
})

describe('contrast', () => {
  it('follows the WCAG formula', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0)
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10)
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5)
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2)
    expect(contrastRatio([10, 20, 30], [10, 20, 30])).toBe(1)
  })

  it('accepts dark codes on light backgrounds', () => {
    expect(scanWarning('rgb(0,0,0)', 'rgb(255,255,255)')).toBeNull()
    expect(scanWarning('rgb(29,78,216)', 'rgb(255,255,255)')).toBeNull()
  })

  it('warns about low contrast, below 4:1', () => {
    expect(scanWarning('rgb(150,150,150)', 'rgb(255,255,255)')).toEqual({ kind: 'low-contrast', ratio: expect.closeTo(2.96, 2) })
    expect(scanWarning('rgb(255,255,0)', 'rgb(255,255,255)')?.kind).toBe('low-contrast')
    expect(scanWarning('rgb(0,0,0)', 'rgb(0,0,0)')?.kind).toBe('low-contrast')
  })

  it('warns about a light code on a dark background even with enough contrast', () => {
    expect(scanWarning('rgb(255,255,255)', 'rgb(0,0,0)')).toEqual({ kind: 'inverted', ratio: expect.closeTo(21, 5) })
  })

  it('says nothing while a colour is still being typed', () => {
    expect(scanWarning('rgb(0,0', 'rgb(255,255,255)')).toBeNull()
  })
})
