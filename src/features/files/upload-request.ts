import { fileUploadedTolerant } from '@contract/files'
import { ApiError, hide, readAnswer, refuseDuringPause } from '@/lib/api-client'
import { getSession } from '@/lib/auth'
import type { UploadPlan } from './upload-options-form-schema'
import { logRequest } from '@/lib/api-log'
import { getRateLimit, recordRateHeaders } from '@/lib/rate-limit'

export interface Uploaded {
  id: number
  shorturl: string
}

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

/** XMLHttpRequest because fetch cannot report upload progress; otherwise it behaves like `request`. */
export function uploadFile(plan: UploadPlan, file: Blob, onProgress: (loaded: number) => void, signal?: AbortSignal): Promise<Uploaded> {
  const session = getSession()
  if (!session) return Promise.reject(new ApiError(401, 'You are signed out. Sign in to continue.'))
  try {
    refuseDuringPause()
  } catch (error) {
    return Promise.reject(error)
  }
  if (signal?.aborted) return Promise.reject(signal.reason)
  const path = `/files/upload/${encodeURIComponent(plan.filename)}`

  const url = new URL(`${session.baseUrl.replace(/\/+$/, '')}${path}`)
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
    const started = performance.now()
    const logged = {
      at: Date.now(),
      method: 'POST',
      path: url.pathname.slice(new URL(session.baseUrl).pathname.replace(/\/+$/, '').length) + url.search,
      baseUrl: session.baseUrl,
    }
    const binary = { name: plan.filename, type: 'application/octet-stream' }
    xhr.onload = () =>
      settle(() => {
        const answer = { status: xhr.status, headers: responseHeaders(xhr), text: xhr.responseText }
        recordRateHeaders(answer.headers)
        const { remaining, limit } = getRateLimit()
        logRequest({ ...logged, binary, status: xhr.status, ms: performance.now() - started, remaining, limit })
        const { id, shorturl } = readAnswer(answer, fileUploadedTolerant, path, session, {
          tooLarge: 'The file is too large for the server (HTTP 413).',
        })
        return { id, shorturl }
      })
    xhr.onerror = () =>
      settle(() => {
        logRequest({ ...logged, binary, status: 0, ms: performance.now() - started, remaining: null, limit: null })
        throw new ApiError(
          0,
          hide(
            `The upload stopped: the connection to ${session.baseUrl} closed before it answered. Check your connection and try again.`,
            session.apiKey,
          ),
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
