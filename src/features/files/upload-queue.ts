import { ApiError, describeError } from '@/lib/api-client'
import { EMPTY_OPTIONS, OPTION_FIELDS, checkUpload, sizeError, type FieldErrors, type OptionField, type OptionValues, type UploadPlan } from './upload-options-form-schema'

export type UploadStatus = 'ready' | 'queued' | 'uploading' | 'done' | 'failed' | 'canceled' | 'refused'

export interface UploadItem {
  readonly key: number
  readonly file: File
  readonly values: OptionValues
  readonly fieldErrors: FieldErrors
  readonly error: string | null
  readonly status: UploadStatus
  readonly loaded: number
  readonly shorturl: string | null
  readonly plan: UploadPlan | null
  /** Queued and next, but held back by the rate limit until then (ms since the epoch); null when not held. */
  readonly waitingUntil: number | null
}

export type SendUpload = (plan: UploadPlan, file: File, onProgress: (loaded: number) => void, signal: AbortSignal) => Promise<{ shorturl: string }>

export interface UploadQueueDeps {
  send: SendUpload
  maxBytes: () => number | null
  /** Resolves when the next upload may start (the rate limit); calls `onWait` with the wait's end if it has to wait; rejects when aborted. */
  beforeEach?: (signal: AbortSignal, onWait: (until: number) => void) => Promise<void>
  onSettled?: (summary: { done: number; failed: number }) => void
}

const EDITABLE: readonly UploadStatus[] = ['ready', 'failed', 'canceled']
export const isEditable = (item: UploadItem) => EDITABLE.includes(item.status)
export const isPending = (item: UploadItem) => item.status === 'queued' || item.status === 'uploading'

/** A 429 starts a pause that the next try waits out; after this many refusals in a row the file fails. */
export const RATE_LIMITED_TRIES = 3
export const RATE_LIMITED_FAILURE = 'Not uploaded: the API’s rate limit refused it 3 times in a row. Retry it later.'

const isAbort = (error: unknown) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'

/** Uploads run one after another, so a batch never spends the rate limit in a burst. */
export function createUploadQueue(deps: UploadQueueDeps) {
  let items: readonly UploadItem[] = []
  let nextKey = 1
  let running = false
  let current: { key: number; controller: AbortController } | null = null
  const listeners = new Set<() => void>()

  const emit = () => listeners.forEach((listener) => listener())
  const patch = (key: number, change: Partial<UploadItem>) => {
    if (!items.some((i) => i.key === key)) return
    items = items.map((i) => (i.key === key ? { ...i, ...change } : i))
    emit()
  }
  const find = (key: number) => items.find((i) => i.key === key)

  function enqueue(item: UploadItem): boolean {
    const check = checkUpload(item.file, item.values, deps.maxBytes())
    if (!check.ok) {
      patch(item.key, { fieldErrors: check.fieldErrors, error: check.error })
      return false
    }
    patch(item.key, { status: 'queued', plan: check.plan, fieldErrors: {}, error: null, loaded: 0, shorturl: null })
    return true
  }

  /** Waits for the rate limit before each try; a 429 puts the file back in line behind the pause it started. */
  async function sendWhenAllowed(item: UploadItem, signal: AbortSignal) {
    for (let tries = 1; ; tries++) {
      await deps.beforeEach?.(signal, (until) => patch(item.key, { waitingUntil: until }))
      patch(item.key, { status: 'uploading', waitingUntil: null })
      try {
        return await deps.send(item.plan!, item.file, (loaded) => patch(item.key, { loaded }), signal)
      } catch (error) {
        if (!(error instanceof ApiError && error.isRateLimit) || tries >= RATE_LIMITED_TRIES) throw error
        patch(item.key, { status: 'queued', loaded: 0 })
      }
    }
  }

  async function runOne(item: UploadItem, controller: AbortController): Promise<boolean> {
    try {
      const { shorturl } = await sendWhenAllowed(item, controller.signal)
      patch(item.key, { status: 'done', loaded: item.file.size, shorturl })
      return true
    } catch (error) {
      if (isAbort(error)) {
        patch(item.key, { status: 'canceled', loaded: 0, waitingUntil: null })
        return false
      }
      const rateLimited = error instanceof ApiError && error.isRateLimit
      const field = error instanceof ApiError && !rateLimited ? error.fieldOf(OPTION_FIELDS) : undefined
      // A 429's "Try again in 35 seconds" would be stale on a list that stays: the failure says what happened.
      const message = rateLimited ? RATE_LIMITED_FAILURE : describeError(error)
      patch(item.key, { status: 'failed', waitingUntil: null, error: message, fieldErrors: field ? { [field]: message } : {} })
      return false
    }
  }

  async function pump() {
    if (running) return
    running = true
    let done = 0
    let failed = 0
    try {
      for (let next = items.find((i) => i.status === 'queued'); next; next = items.find((i) => i.status === 'queued')) {
        current = { key: next.key, controller: new AbortController() }
        const ok = await runOne(next, current.controller)
        if (ok) done++
        else if (find(next.key)?.status === 'failed') failed++
        current = null
      }
    } finally {
      running = false
      if (done + failed > 0) deps.onSettled?.({ done, failed })
    }
  }

  function cancel(key: number) {
    if (current?.key === key) current.controller.abort()
    else if (find(key)?.status === 'queued') patch(key, { status: 'canceled' })
  }

  return {
    getItems: () => items,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    add(files: readonly File[]) {
      const added = files.map((file): UploadItem => {
        const tooLarge = sizeError(file.size, deps.maxBytes())
        return {
          key: nextKey++,
          file,
          values: EMPTY_OPTIONS,
          fieldErrors: {},
          error: tooLarge,
          status: tooLarge ? 'refused' : 'ready',
          loaded: 0,
          shorturl: null,
          plan: null,
          waitingUntil: null,
        }
      })
      items = [...items, ...added]
      emit()
    },
    edit(key: number, field: OptionField, value: string) {
      const item = find(key)
      if (!item || !isEditable(item)) return
      const { [field]: fixed, ...fieldErrors } = item.fieldErrors
      // A server refusal about this option goes with its field error.
      const error = fixed !== undefined && item.error === fixed ? null : item.error
      patch(key, { values: { ...item.values, [field]: value }, fieldErrors, error })
    },
    startAll(): number {
      const queued = items.filter((i) => i.status === 'ready').filter(enqueue).length
      void pump()
      return queued
    },
    retry(key: number) {
      const item = find(key)
      if (item && isEditable(item) && enqueue(item)) void pump()
    },
    cancel,
    remove(key: number) {
      cancel(key)
      items = items.filter((i) => i.key !== key)
      emit()
    },
    clearFinished() {
      items = items.filter((i) => i.status !== 'done' && i.status !== 'refused')
      emit()
    },
    stopAll() {
      for (const item of items) if (isPending(item)) cancel(item.key)
    },
  }
}
export type UploadQueue = ReturnType<typeof createUploadQueue>
