import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { inputClass } from '@/components/ui/field'
import { accountName, renameAccount } from '@/lib/accounts'
import type { Account } from '@/lib/auth'

const MAX_NAME = 60

/** In place of the account's row: Enter saves, Escape leaves the name as it was. */
export function RenameAccountForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const [name, setName] = useState(account.name)
  const fallback = accountName({ ...account, name: '' })
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault()
        renameAccount(account.id, name)
        onDone()
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.stopPropagation()
        onDone()
      }}
    >
      <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        Name of “{accountName(account)}”
        <input
          // The one thing to type here.
          autoFocus
          value={name}
          maxLength={MAX_NAME}
          placeholder={fallback}
          onChange={(e) => setName(e.target.value)}
          className={`${inputClass} mt-1`}
        />
      </label>
      <p className="text-xs text-slate-500 dark:text-slate-400">Left empty, it is {fallback}.</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" className="py-1.5" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" className="py-1.5">
          Save name
        </Button>
      </div>
    </form>
  )
}
