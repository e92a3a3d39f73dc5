import { type IncomingHttpHeaders, request } from 'node:http'

export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** fetch always sends the URL's own host; this sends a chosen one and never follows redirects. */
export function hostRequest(
  baseUrl: string,
  path: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const u = new URL(path, baseUrl)
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: u.hostname, port: u.port, path: u.pathname + u.search, method: init.method ?? 'GET', headers: { ...init.headers, Host: host } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(init.body)
  })
}
