/** The origin of the API base URL, where the public side (/r/…, /qr/…) is served too (D32); null unless http(s). */
export function publicOrigin(baseUrl: string): string | null {
  try {
    const { origin, protocol } = new URL(baseUrl)
    return protocol === 'http:' || protocol === 'https:' ? origin : null
  } catch {
    return null
  }
}
