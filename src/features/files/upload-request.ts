import { isSuccessFlag } from '../../../contract/envelope.ts'
import { fileUploadedTolerant } from '../../../contract/files.ts'
import { ApiError, failure } from '../../lib/api-client'
import { expireSession, getSession } from '../../lib/auth'
import { pauseRemaining, recordRateHeaders, recordRateLimited } from '../../lib/rate-limit'
import type { UploadPlan } from './upload-options'

export interface Uploaded {
  id: number
  shorturl: string
}

const hide = (text: string, key: string) => (key ? text.split(key).join('•••') : text)

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers()
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
    } catch {
      // A header name the Headers class refuses is not one we read.
    }
  }
  return headers
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function readAnswer(xhr: XMLHttpRequest, apiKey: string, baseUrl: string): Uploaded {
  const headers = responseHeaders(xhr)
  recordRateHeaders(headers)
  const body = jsonObject(xhr.responseText)
  const httpOk = xhr.status >= 200 && xhr.status < 300
  if (!body) {
    // A proxy in front of the live service answers 413 with its own HTML page.
    if (xhr.status === 413) throw new ApiError(413, 'The file is too large for the server (HTTP 413).')
    throw new ApiError(httpOk ? 502 : xhr.status, hide(`${baseUrl} did not answer like the API (HTTP ${xhr.status}).`, apiKey))
  }
  if (!httpOk || ('error' in body && !isSuccessFlag(body.error))) {
    const status = xhr.status >= 200 && xhr.status <= 599 ? xhr.status : 200
    const error = failure(new Response(null, { status, headers }), body, apiKey)
    if (error.isRateLimit) recordRateLimited(error.retryAfter)
    if (error.isAuth) expireSession(apiKey, error.message)
    throw error
  }
  const parsed = fileUploadedTolerant.safeParse(body)
  if (!parsed.success) {
    console.warn('Unexpected answer from /files/upload:', parsed.error.issues.map((i) => i.path.join('.')).join(', '))
    throw new ApiError(502, 'The server sent an answer the dashboard could not read.')
  }
  return { id: parsed.data.id, shorturl: parsed.data.shorturl }
}

/**
 * POST /files/upload/:filename with the file as the raw body. XMLHttpRequest rather than the fetch
 * wrapper, because fetch cannot report upload progress; otherwise it behaves like `request`:
 * the session's key, the rate-limit meter, ApiError for every failure, sign-out on a refused key.
 */
export function uploadFile(plan: UploadPlan, file: Blob, onProgress: (loaded: number) => void, signal?: AbortSignal): Promise<Uploaded> {
  const session = getSession()
  if (!session) return Promise.reject(new ApiError(401, 'You are signed out. Sign in to continue.'))
  const wait = Math.ceil(pauseRemaining() / 1000)
  if (wait > 0) return Promise.reject(new ApiError(429, `Too many requests. Try again in ${wait} seconds.`, wait))
  if (signal?.aborted) return Promise.reject(signal.reason)

  const url = new URL(`${session.baseUrl.replace(/\/+$/, '')}/files/upload/${encodeURIComponent(plan.filename)}`)
  for (const [name, value] of Object.entries(plan.query)) url.searchParams.set(name, value)

  return new Promise<Uploaded>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const onAbort = () => xhr.abort()
    const settle = (outcome: () => Uploaded) => {
      signal?.removeEventListener('abort', onAbort)
      try {
        resolve(outcome())
      } catch (error) {
        reject(error)
      }
    }
    xhr.open('POST', url.toString())
    xhr.setRequestHeader('Authorization', `Bearer ${session.apiKey}`)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Content-Type', 'application/octet-stream')
    xhr.upload.onprogress = (event) => onProgress(event.loaded)
    xhr.onload = () => settle(() => readAnswer(xhr, session.apiKey, session.baseUrl))
    xhr.onerror = () =>
      settle(() => {
        throw new ApiError(
          0,
          hide(`The upload stopped: the connection to ${session.baseUrl} closed before it answered. Check your connection and try again.`, session.apiKey),
        )
      })
    xhr.onabort = () =>
      settle(() => {
        throw signal?.reason ?? new DOMException('The upload was canceled.', 'AbortError')
      })
    signal?.addEventListener('abort', onAbort, { once: true })
    xhr.send(file)
  })
}
