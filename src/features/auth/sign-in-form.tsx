import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { AccountView } from '@contract/account'
import { isHttpUrl } from '@contract/wire'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, inputClass } from '@/components/ui/field'
import { Icon } from '@/components/ui/icon'
import { ApiError, describeError } from '@/lib/api-client'
import { defaultBaseUrl, isOwnApi, signIn } from '@/lib/auth'
import { usePauseSeconds, whenAllowed } from '@/lib/rate-limit'

// The check and its schema (zod) load when a key is typed, not with the page: the first visit carries no zod.
const loadCheck = () => import('./api')

/** Issue 40 item 14: the server's "A valid API key is required" reads as if no key had been sent. */
export const KEY_REFUSED = 'This API key was not accepted. Check that it was copied whole and that it is a key of this API.'

// A plain form on purpose: react-hook-form and the form resolvers stay out of the first visit's bundle.
interface SignInFormProps {
  onSignedIn: (account: AccountView) => void | Promise<void>
  children?: ReactNode
  submitLabel?: string
}

export function SignInForm({ onSignedIn, children, submitLabel = 'Sign in' }: SignInFormProps) {
  const [baseUrl, setBaseUrl] = useState(defaultBaseUrl)
  // This server's own API needs no address: it stays under "Advanced" unless another one was used.
  const [advanced, setAdvanced] = useState(() => !isOwnApi(baseUrl))
  const [apiKey, setApiKey] = useState('')
  const [remember, setRemember] = useState(false)
  const [reveal, setReveal] = useState(false)
  const [errors, setErrors] = useState<{ baseUrl?: string; apiKey?: string; server?: string }>({})
  const [busy, setBusy] = useState(false)
  const [waiting, setWaiting] = useState(false)
  const pauseSeconds = usePauseSeconds()
  const retry = useRef<() => void>(() => undefined)
  function submit(event: FormEvent) {
    event.preventDefault()
    void check()
  }

  async function check() {
    setWaiting(false)
    const session = { baseUrl: baseUrl.trim().replace(/\/+$/, ''), apiKey: apiKey.trim() }
    const problems = {
      baseUrl: isHttpUrl(session.baseUrl) ? undefined : 'Enter the API base URL, starting with http:// or https://.',
      apiKey: session.apiKey ? undefined : 'Enter your API key.',
    }
    setErrors(problems)
    if (problems.baseUrl) setAdvanced(true)
    if (problems.baseUrl || problems.apiKey) return
    setBusy(true)
    try {
      const { verifyKey } = await loadCheck()
      const account = await verifyKey(session)
      signIn(session, remember, account)
      await onSignedIn(account)
    } catch (error) {
      setBusy(false)
      if (error instanceof ApiError && error.isRateLimit) {
        setErrors({})
        setWaiting(true)
        return
      }
      const refused = error instanceof ApiError && error.isAuth
      // Anything but a refused key may be a wrong address.
      if (!refused) setAdvanced(true)
      setErrors({ server: refused ? KEY_REFUSED : describeError(error) })
    }
  }

  useEffect(() => {
    retry.current = () => void check()
  })

  // Issue 40 item 13: a rate-limited sign-in counts down and tries again by itself, as the app's forms do.
  useEffect(() => {
    if (!waiting) return
    const controller = new AbortController()
    whenAllowed(controller.signal).then(
      () => {
        setWaiting(false)
        retry.current()
      },
      () => undefined,
    )
    return () => controller.abort()
  }, [waiting])

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-describedby={errors.server ? 'signin-error' : undefined}>
      {waiting && (
        <Alert tone="warning">
          The API’s rate limit is reached: signing in again by itself
          <span aria-live="off" className="tabular-nums">
            {pauseSeconds > 0 ? ` in ${pauseSeconds} ${pauseSeconds === 1 ? 'second' : 'seconds'}.` : ' now.'}
          </span>
        </Alert>
      )}
      {errors.server && (
        <div id="signin-error">
          <Alert>{errors.server}</Alert>
        </div>
      )}
      <Field
        label="API key"
        error={errors.apiKey}
        hint={
          <>
            On this server, <code className="font-mono">npm start</code> prints the demo user’s key, and{' '}
            <code className="font-mono">npm run user:create</code> makes a user and prints theirs.
          </>
        }
        addon={
          <Button
            variant="secondary"
            aria-pressed={reveal}
            aria-label={reveal ? 'Hide the API key' : 'Show the API key'}
            onClick={() => setReveal((r) => !r)}
          >
            <Icon name={reveal ? 'eyeOff' : 'eye'} className="size-4" />
          </Button>
        }
      >
        <input
          // The one thing to type on this page.
          autoFocus
          type={reveal ? 'text' : 'password'}
          autoComplete="current-password"
          spellCheck={false}
          required
          value={apiKey}
          onChange={(e) => {
            setApiKey(e.target.value)
            void loadCheck()
          }}
          className={`${inputClass} font-mono`}
        />
      </Field>
      <details open={advanced} onToggle={(e) => setAdvanced(e.currentTarget.open)} className="group rounded-md text-sm">
        <summary className="cursor-pointer font-medium text-slate-700 select-none dark:text-slate-200">
          Advanced{isOwnApi(baseUrl) ? ': this server’s API' : `: ${baseUrl || 'no API address'}`}
        </summary>
        <div className="mt-3">
          <Field label="API base URL" hint="Where the API answers, for example https://short.example.com/api." error={errors.baseUrl}>
            <input
              type="url"
              inputMode="url"
              autoComplete="url"
              required
              value={baseUrl}
              onChange={(e) => setBaseUrl(e.target.value)}
              className={inputClass}
            />
          </Field>
        </div>
      </details>
      {children}
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} className="mt-0.5 size-4 accent-brand-600" />
        <span>
          Remember me on this device
          <span className="block text-xs text-slate-500 dark:text-slate-400">Otherwise the key is forgotten when you close this tab.</span>
        </span>
      </label>
      <Button type="submit" disabled={busy || waiting} className="w-full">
        {busy ? 'Checking the key…' : submitLabel}
      </Button>
    </form>
  )
}
