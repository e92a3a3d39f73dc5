import { parseAccept } from 'hono/utils/accept'

export type Encoding = 'br' | 'gzip'

/** The best of `offered` that Accept-Encoding allows (q > 0), in the order offered; none when it allows none. */
export function chooseEncoding(header: string | undefined, offered: readonly Encoding[]): Encoding | undefined {
  if (!header) return undefined
  const accepts = parseAccept(header)
  const star = accepts.find((a) => a.type === '*')?.q
  return offered.find((e) => (accepts.find((a) => a.type.toLowerCase() === e)?.q ?? star ?? 0) > 0)
}
