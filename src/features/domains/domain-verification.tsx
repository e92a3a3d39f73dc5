import type { DomainView } from '@contract/domains'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { describeError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useVerifyDomain } from './api'
import { displayDomain } from './display-domain'

export function DomainStatus({ domain }: { domain: DomainView }) {
  if (domain.status === 'verified') return <Badge tone="green">Verified</Badge>
  if (domain.status === 'pending') return <Badge tone="amber">Pending</Badge>
  return null
}

/** A3: the records that prove a pending domain, each copyable, and "Check now" (one request). */
export function DomainVerification({ domain }: { domain: DomainView }) {
  const verify = useVerifyDomain()
  if (domain.status !== 'pending' || !domain.verification?.length) return null
  const name = displayDomain(domain.domain)
  const check = async () => {
    try {
      const { data } = await verify.mutateAsync(domain.id)
      if (data.status === 'verified') toast.success(`Domain “${name}” is verified and now serves your links.`)
      else toast.info(`No record found yet for “${name}”. DNS changes can take up to a few hours; we also check by ourselves every few minutes.`)
    } catch (error) {
      toast.error(describeError(error))
    }
  }
  return (
    <div className="mt-2 space-y-2 text-xs font-normal text-slate-700 dark:text-slate-200">
      <p>Not serving yet. At your DNS provider, add one of these records:</p>
      <ul className="space-y-1.5">
        {domain.verification.map((r) => (
          <li key={r.type} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Badge>{r.type}</Badge>
            <code className="break-all">{r.name}</code>
            <span aria-hidden="true">→</span>
            <code className="break-all">{r.value}</code>
            <CopyButton value={r.value} label={`Copy the ${r.type} record's value for ${name}`} />
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={check} disabled={verify.isPending} aria-label={`Check now whether ${name} is verified`}>
        {verify.isPending ? 'Checking…' : 'Check now'}
      </Button>
    </div>
  )
}
