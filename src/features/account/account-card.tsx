import type { AccountView } from '@contract/account'
import type { ReactNode } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { formatTimestamp } from '@/lib/format'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-right text-sm font-medium break-all">{children}</dd>
    </div>
  )
}

export function AccountCard({ account }: { account: AccountView }) {
  return (
    <div className="p-6">
      <div className="flex items-center gap-4">
        <Avatar src={account.avatar} name={account.username || account.email} className="size-16 text-2xl" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">{account.username || '—'}</p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-300">{account.email}</p>
        </div>
      </div>
      <dl className="mt-6 divide-y divide-slate-200 dark:divide-slate-700">
        <Row label="Username">{account.username || '—'}</Row>
        <Row label="Email">{account.email}</Row>
        <Row label="Plan">
          <Badge tone={account.status === 'pro' ? 'violet' : 'slate'}>{account.status || 'unknown'}</Badge>
        </Row>
        <Row label="Registered">{formatTimestamp(account.registered)}</Row>
        <Row label="Expires">{account.expires ? formatTimestamp(account.expires) : 'never'}</Row>
      </dl>
    </div>
  )
}
