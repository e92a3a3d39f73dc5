import { useSession } from '@/lib/auth'

/** Issue 40.23: what to set at the DNS provider, before the domain is added. */
export function DomainInstructions() {
  const session = useSession()
  const service = URL.parse(session?.baseUrl ?? '')?.hostname ?? 'this service’s host'
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
      <p className="font-medium">Point your domain here</p>
      <p className="mt-1">
        At your DNS provider, add a <strong>CNAME</strong> record from your domain (e.g. <code>go.example.com</code>) to{' '}
        <code className="break-all">{service}</code>. A domain whose name must stay elsewhere can prove itself with a{' '}
        <strong>TXT</strong> record instead: its exact name and value appear in the list once you add it.
      </p>
      <p className="mt-1">Until the record is seen, the domain is Pending and serves nothing; “Check now” looks again at once.</p>
    </div>
  )
}
