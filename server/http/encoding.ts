import { parseAccept } from 'hono/utils/accept'

export type Encoding = 'br' | 'gzip'

export function chooseEncoding(header: string | undefined, offered: readonly Encoding[]): Encoding | undefined {
  if (!header) return undefined
  const accepts = parseAccept(header)
  const star = accepts.find((a) => a.type === '*')?.q
  return offered.find((e) => (accepts.find((a) => a.type.toLowerCase() === e)?.q ?? star ?? 0) > 0)
}
