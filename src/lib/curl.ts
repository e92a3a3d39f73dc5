import type { LoggedRequest } from '@/lib/api-log'

/** A POSIX shell word: single quotes, with each ' closed, escaped and reopened. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

/** The same request from a terminal; the key is `$API_KEY`, so a copied command never holds it. */
export function curlOf({ method, baseUrl, path, body, binary }: Pick<LoggedRequest, 'method' | 'baseUrl' | 'path' | 'body' | 'binary'>): string {
  const url = baseUrl.replace(/\/+$/, '') + path
  const parts = ['curl']
  if (method !== 'GET') parts.push('-X', method)
  parts.push(shellQuote(url), '-H', '"Authorization: Bearer $API_KEY"', '-H', shellQuote('Accept: application/json'))
  if (body !== undefined) parts.push('-H', shellQuote('Content-Type: application/json'), '--data-raw', shellQuote(JSON.stringify(body)))
  if (binary)
    parts.push('-H', shellQuote(`Content-Type: ${binary.type || 'application/octet-stream'}`), '--data-binary', shellQuote(`@${binary.name}`))
  return parts.join(' ')
}
