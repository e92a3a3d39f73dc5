import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { LogoImageError } from './logo-raster.ts'
import { PoolBusy, RenderPool } from './render-pool.ts'

const look = { background: 'rgb(255,255,255)', foreground: 'rgb(0,0,0)' }
const png = (text: string, size: number) => ({ op: 'png' as const, text, look, size })

// Q2, Q3: the pool draws in its own threads and refuses at once beyond its queue.
describe('the QR render pool', { timeout: 60_000 }, () => {
  it('draws a code in a thread and hands back its PNG', async () => {
    const image = await new RenderPool(1, 4).run(png('https://linkdash.example/abc', 256))
    expect(typeof image).not.toBe('string')
    expect(PNG.sync.read(Buffer.from(image as Uint8Array)).width).toBe(256)
  })

  it('refuses a job beyond the queue at once, and finishes the ones it took', async () => {
    const pool = new RenderPool(1, 1)
    const first = pool.run(png('https://linkdash.example/one', 512))
    const second = pool.run(png('https://linkdash.example/two', 128))
    await expect(pool.run(png('https://linkdash.example/three', 128))).rejects.toBeInstanceOf(PoolBusy)
    await expect(Promise.all([first, second])).resolves.toHaveLength(2)
    expect(pool.waiting).toBe(0)
  })

  it('tells a logo that is no image from a failure of its own', async () => {
    const failed = await new RenderPool(1, 4).run({ op: 'logo', bytes: new TextEncoder().encode('GIF89a no PNG') }).catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(LogoImageError)
    expect((failed as Error).message).toBe('not-an-image')
  })
})
