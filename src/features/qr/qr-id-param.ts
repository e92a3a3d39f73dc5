/** A QR code id in the address; 0 when it cannot be one, which the routes answer with their 404. */
export function parseQrId(value: string): number {
  const n = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0
  return n <= 2 ** 31 - 1 ? n : 0
}

export const qrIdParams = {
  parse: ({ id }: { id: string }) => ({ id: parseQrId(id) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}
