import { useSession } from '@/lib/auth'

const isIpAddress = (host: string) => /^[\d.]+$/.test(host) || host.startsWith('[')

/** Issue 40.23: what to set at the DNS provider, before the domain is added. */
export function DomainInstructions() {
  const session = useSession()
  const service = URL.parse(session?.baseUrl ?? '')?.hostname ?? ''
  const code = <code className="break-all">{service || 'this service’s host'}</code>
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
      <p className="font-medium">Point your domain here</p>
      {isIpAddress(service) ? (
        <p className="mt-1">
          At your DNS provider, point your domain (e.g. <code>go.example.com</code>) at {code} with an <strong>A</strong> or{' '}
          <strong>AAAA</strong> record, and prove it is yours with the <strong>TXT</strong> record shown in the list once you add it.
        </p>
      ) : (
        <p className="mt-1">
          At your DNS provider, add a <strong>CNAME</strong> record from your domain (e.g. <code>go.example.com</code>) to {code}. A
          domain whose name must stay elsewhere can prove itself with a <strong>TXT</strong> record instead: its exact name and value
          appear in the list once you add it.
        </p>
      )}
      <p className="mt-1">Until the record is seen, the domain is Pending and serves nothing; “Check now” looks again at once.</p>
    </div>
  )
}
