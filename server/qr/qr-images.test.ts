import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { errorCorrectionFor } from './error-correction.ts'
import { qrPng, qrSvg } from './qr-images.ts'

const RED = [230, 0, 0]
const look = { background: 'rgb(255,255,255)', foreground: 'rgb(0,0,0)' }
function redLogo(size: number): Buffer {
  const png = new PNG({ width: size, height: size })
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...RED, 255], i)
  return PNG.sync.write(png)
}
const decode = (png: Buffer) => PNG.sync.read(png)
/** How wide the run of logo-coloured pixels across the middle row is, as a share of the image. */
function logoShare(img: PNG): number {
  const y = Math.floor(img.height / 2)
  let n = 0
  for (let x = 0; x < img.width; x++) {
    const i = (y * img.width + x) * 4
    if (img.data[i] === RED[0] && img.data[i + 1] === RED[1]) n++
  }
  return n / img.width
}
const scan = (img: PNG) => jsQR(new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length), img.width, img.height)?.data

// D27e: the logo takes less of the code as its error correction can repair less.
describe('the logo by error-correction level', { timeout: 60_000 }, () => {
  it.each([
    ['H', 'a tracking URL', 0.22, 'https://linkdash.example/s/AbCdEf1234'],
    ['Q', '1400 characters', 0.22, 'q'.repeat(1400)],
    ['M', '2000 characters', 0.15, 'm'.repeat(2000)],
  ] as const)('at %s (%s) it takes %s of the width and the code still scans', async (level, _what, share, text) => {
    expect(errorCorrectionFor(text)).toBe(level)
    const img = decode(await qrPng(text, look, 2048, redLogo(64)))
    expect(logoShare(img)).toBeCloseTo(share, 2)
    expect(scan(img)).toBe(text)
    expect(await qrSvg(text, look, redLogo(64))).toContain('<image href="data:image/png;base64,')
  })

  it('at L (7 % may be lost) there is none', async () => {
    const text = 'l'.repeat(2500)
    expect(errorCorrectionFor(text)).toBe('L')
    expect(logoShare(decode(await qrPng(text, look, 2048, redLogo(64))))).toBe(0)
    expect(await qrSvg(text, look, redLogo(64))).not.toContain('<image')
  })

  it('keeps a wide logo’s shape: 22 % across, a quarter of that high', async () => {
    const wide = new PNG({ width: 400, height: 100 })
    for (let i = 0; i < wide.data.length; i += 4) wide.data.set([...RED, 255], i)
    const img = decode(await qrPng('https://linkdash.example/s/wide', look, 1024, PNG.sync.write(wide)))
    expect(logoShare(img)).toBeCloseTo(0.22, 2)
    const x = Math.floor(img.width / 2)
    let tall = 0
    for (let y = 0; y < img.height; y++) if (img.data[(y * img.width + x) * 4 + 1] === RED[1] && img.data[(y * img.width + x) * 4] === RED[0]) tall++
    expect(tall / img.height).toBeCloseTo(0.055, 2)
  })

  it('draws the same code as before when there is no logo: opaque RGB, the size asked for', async () => {
    const img = decode(await qrPng('https://linkdash.example/s/plain', look, 300))
    expect([img.width, img.height]).toEqual([300, 300])
    expect(scan(img)).toBe('https://linkdash.example/s/plain')
    expect(logoShare(img)).toBe(0)
  })
})
