import { decodeImage, encodePng, fit, resize } from './logo-raster.ts'
import { STORED_LOGO_BYTES, STORED_LOGO_SIZE } from './logo-sizes.ts'
import { qrPng, qrSvg, type Look } from './qr-images.ts'

/** Work that may hold a thread for up to a second: done in the QR render pool's threads (Q2). */
export type RenderJob =
  | { op: 'png'; text: string; look: Look; size: number; logo?: Uint8Array | null }
  | { op: 'svg'; text: string; look: Look; logo?: Uint8Array | null }
  | { op: 'logo'; bytes: Uint8Array }

function storedLogo(bytes: Uint8Array): Buffer {
  const image = decodeImage(bytes)
  const at = (max: number) => {
    const size = fit(image, max, max)
    return encodePng(size.width === image.width && size.height === image.height ? image : resize(image, size.width, size.height))
  }
  const stored = at(STORED_LOGO_SIZE)
  return stored.length > STORED_LOGO_BYTES ? at(STORED_LOGO_SIZE / 2) : stored
}

export async function runJob(job: RenderJob): Promise<Uint8Array | string> {
  if (job.op === 'png') return new Uint8Array(await qrPng(job.text, job.look, job.size, job.logo))
  if (job.op === 'svg') return qrSvg(job.text, job.look, job.logo)
  return new Uint8Array(storedLogo(job.bytes))
}
