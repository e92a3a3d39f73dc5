import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ListSkeleton, ErrorState } from '@/components/ui/list-states'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { AccountCard } from '@/features/account/account-card'
import { AccountForm } from '@/features/account/account-form'
import { ApiKeyPanel } from '@/features/account/api-key-panel'
import { accountQueries } from '@/features/account/api'

export const Route = createFileRoute('/_authed/account')({ component: AccountPage })

function AccountPage() {
  const account = useQuery(accountQueries.detail())
  return (
    <>
      <PageHeader title="Account" description="Your profile, plan and sign-in details." />
      {account.isPending ? (
        <Panel>
          <ListSkeleton rows={4} columns={2} />
        </Panel>
      ) : account.isError ? (
        <Panel>
          <ErrorState title="Your account could not be loaded" error={account.error} onRetry={() => void account.refetch()} />
        </Panel>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <Panel className="lg:col-span-2">
            <h2 className="sr-only">Profile</h2>
            <AccountCard account={account.data} />
          </Panel>
          <div className="space-y-6 lg:col-span-3">
            <Panel className="p-6">
              <h2 className="mb-2 text-lg font-semibold">API key</h2>
              <ApiKeyPanel />
            </Panel>
            <Panel className="p-6">
              <h2 className="text-lg font-semibold">Change email or password</h2>
              <p className="mb-5 mt-1 text-sm text-slate-600 dark:text-slate-300">
                This dashboard signs you in with your API key, not a password. The password is for signing in to the service&apos;s own
                website; once it is set, it is asked before the email or the password changes. Your API key stays the same.
              </p>
              <AccountForm key={account.data.email} account={account.data} />
            </Panel>
          </div>
        </div>
      )}
    </>
  )
}
