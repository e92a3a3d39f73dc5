import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { CopyButton } from '@/components/ui/copy-button'
import { describeError } from '@/lib/api-client'
import { useSession } from '@/lib/auth'
import { toast } from '@/lib/toast'
import { useReplaceApiKey } from './api'

const masked = (key: string) => `${'•'.repeat(12)}${key.slice(-4)}`

export function ApiKeyPanel() {
  const session = useSession()
  const [shown, setShown] = useState(false)
  const [asking, setAsking] = useState(false)
  const replace = useReplaceApiKey()
  if (!session) return null
  const close = () => {
    replace.reset()
    setAsking(false)
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Scripts and apps use this key to act as you. Keep it secret: anyone who has it can change your links and files.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          aria-label={shown ? 'Your API key' : 'Your API key, hidden'}
          className="min-w-0 flex-1 truncate rounded-md bg-slate-100 px-3 py-2 font-mono text-sm dark:bg-slate-800"
        >
          {shown ? session.apiKey : masked(session.apiKey)}
        </code>
        <Button variant="secondary" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? 'Hide' : 'Show'}
        </Button>
        <CopyButton value={session.apiKey} label="Copy your API key" className="px-3 py-2 text-sm" />
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Create a new key
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Replace your API key?"
        confirmLabel="Replace the key"
        busy={replace.isPending}
        error={replace.error ? describeError(replace.error) : null}
        onCancel={close}
        onConfirm={() =>
          replace.mutate(undefined, {
            onSuccess: () => {
              toast.success('A new API key has been created. The old one no longer works.')
              setShown(true)
              close()
            },
          })
        }
      >
        The current key stops working at once, in every script, app and browser that uses it. This browser switches to the new key;
        everywhere else needs the new one.
      </ConfirmDialog>
    </div>
  )
}
