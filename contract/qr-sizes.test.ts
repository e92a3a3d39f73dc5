import { describe, expect, it } from 'vitest'
import { nearestQrSize } from './qr-sizes.ts'

describe('nearestQrSize (Q1)', () => {
  it.each([
    [128, 128], [1, 128], [-5, 128], [191, 128], [192, 256], [600, 512], [768, 1024], [1985, 2048], [99999, 2048],
    ['300', 256], ['', 512], [null, 512], [undefined, 512], ['%ZZ', 512], [Number.NaN, 512], [Infinity, 512],
  ] as const)('rounds %s to %s', (size, expected) => {
    expect(nearestQrSize(size)).toBe(expected)
  })
})
