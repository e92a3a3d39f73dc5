import { useId, useState, type FormEvent } from 'react'
import { isHttpUrl } from '@contract/fields'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { inputClass } from '@/components/ui/field'
import { Panel } from '@/components/ui/page-header'
import { RateLimitNotice } from '@/components/ui/rate-limit-notice'
import { ApiError, describeError } from '@/lib/api-client'
import { OFFLINE_REASON, useOffline } from '@/lib/offline'
import { useCreateLink } from './api'

/** One URL in, one short URL out (POST /url/add {url}); it is copied at once when the browser allows. */
export function ShortenBox() {
  const id = useId()
  const create = useCreateLink()
  const offline = useOffline()
  const [url, setUrl] = useState('')
  const [saved, setSaved] = useState<{ shorturl: string; longurl: string } | null>(null)
  const rateLimited = create.error instanceof ApiError && create.error.isRateLimit
  const error = create.error && !rateLimited ? describeError(create.error) : null

  const shorten = (longurl: string) => {
    if (!longurl || create.isPending || offline) return
    create.mutate(
      { url: longurl },
      {
        onSuccess: ({ shorturl }) => {
          setSaved({ shorturl, longurl })
          setUrl('')
          // The copy button stays for browsers that refuse without a click of their own.
          navigator.clipboard?.writeText(shorturl).catch(() => undefined)
        },
      },
    )
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    shorten(url.trim())
  }

  return (
    <Panel className="mb-6 p-4 sm:p-6">
      <form onSubmit={onSubmit} noValidate>
        {rateLimited && (
          <div className="mb-3">
            <RateLimitNotice
              onExpire={() => create.reset()}
              onSend={() => {
                const refused = create.variables?.url ?? ''
                create.reset()
                shorten(refused)
              }}
            />
          </div>
        )}
        <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          Shorten a URL
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/a-long-page"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value)
              if (create.isError) create.reset()
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : offline ? `${id}-offline` : undefined}
            className={`${inputClass} sm:flex-1`}
          />
          <Button type="submit" disabled={create.isPending || !url.trim() || offline} aria-describedby={offline ? `${id}-offline` : undefined}>
            {create.isPending ? 'Shortening…' : 'Shorten'}
          </Button>
        </div>
        {offline && (
          <p id={`${id}-offline`} className="mt-1 text-sm text-slate-700 dark:text-slate-200">
            {OFFLINE_REASON}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </form>
      <div role="status" className="empty:hidden">
        {saved && (
          <div className="mt-3 flex flex-wrap items-center gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">
            <span>Your short URL:</span>
            {isHttpUrl(saved.shorturl) ? (
              <a href={saved.shorturl} target="_blank" rel="noopener noreferrer" className="font-semibold break-all underline-offset-2 hover:underline">
                {saved.shorturl}
              </a>
            ) : (
              <span className="font-semibold break-all">{saved.shorturl}</span>
            )}
            <CopyButton value={saved.shorturl} label="Copy the new short URL" className="bg-white dark:bg-slate-900" />
            <span className="basis-full text-xs break-all text-emerald-800 dark:text-emerald-200">for {saved.longurl}</span>
          </div>
        )}
      </div>
    </Panel>
  )
}
