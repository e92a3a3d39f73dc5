import { describe, expect, it } from 'vitest'
import { contrastProblems, contrastRatio, luminance } from './contrast'

describe('contrast', () => {
  it('measures the WCAG ratio of black on white and of equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
    expect(luminance('#FFFFFF')).toBe(1)
  })

  it('matches known ratios around the AA line', () => {
    // #767676 on white is the classic lightest grey that passes (4.54:1); #777777 fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })

  it('names each failing pair and leaves passing or unreadable ones alone', () => {
    const ok = { background: '#ffffff', text: '#1f2937', button: '#1e40af', buttonText: '#ffffff' }
    expect(contrastProblems(ok)).toEqual([])
    const bad = contrastProblems({ background: '#ffffff', text: '#777777', button: '#ffff00', buttonText: '#ffffff' })
    expect(bad.map((p) => p.pair)).toEqual(['text', 'button'])
    expect(bad[0]!.message).toBe('Text on the background has a contrast of 4.47:1; WCAG AA asks for at least 4.5:1.')
    expect(contrastProblems({ ...ok, text: '#12' })).toEqual([])
    expect(luminance('red')).toBeNull()
  })
})
