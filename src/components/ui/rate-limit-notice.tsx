import { useEffect, useRef, useState } from 'react'
import { usePauseSeconds, whenAllowed } from '@/lib/rate-limit'
import { Button } from './button'
import { Icon } from './icon'

interface RateLimitNoticeProps {
  /** Sends the refused write again; called once the pause is over, if the user asked for it. */
  onSend: () => void
  /** The pause is over and nothing was asked: the notice is stale, so its owner drops it. */
  onExpire: () => void
  sendLabel?: string
}

export function RateLimitNotice({ onSend, onExpire, sendLabel = 'Send when the limit allows' }: RateLimitNoticeProps) {
  const seconds = usePauseSeconds()
  const [armed, setArmed] = useState(false)
  const latest = useRef({ onSend, onExpire })
  useEffect(() => {
    latest.current = { onSend, onExpire }
  })
  useEffect(() => {
    const controller = new AbortController()
    whenAllowed(controller.signal).then(
      () => (armed ? latest.current.onSend() : latest.current.onExpire()),
      () => undefined,
    )
    return () => controller.abort()
  }, [armed])

  return (
    <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-50">
      <Icon name="clock" className="size-4 shrink-0" />
      {/* At least 12rem of text: on a phone the button goes under it rather than squeezing it to a word a line. */}
      <p className="min-w-48 flex-1">
        {armed ? 'Waiting for the rate limit: this will be sent by itself' : 'Not sent: the API’s rate limit is reached. Saving is paused'}
        <span aria-live="off" className="tabular-nums">
          {seconds > 0 ? ` ${armed ? 'in' : 'for'} ${seconds} ${armed ? '' : 'more '}${seconds === 1 ? 'second' : 'seconds'}.` : '.'}
        </span>
      </p>
      <Button variant="secondary" aria-pressed={armed} onClick={() => setArmed((a) => !a)}>
        {armed ? 'Don’t send' : sendLabel}
      </Button>
    </div>
  )
}
