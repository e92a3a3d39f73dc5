import { createFileRoute } from '@tanstack/react-router'
import { ResourcePage } from '@/components/resource/resource-page'
import { domainQueries, useDeleteDomain } from '@/features/domains/api'
import { DomainForm } from '@/features/domains/domain-form'
import { DomainTable } from '@/features/domains/domain-table'
import { pageSearchRoute } from '@/lib/paging'
import { ExportButton } from '@/features/bulk/export-button'

export const Route = createFileRoute('/_authed/domains')({ ...pageSearchRoute, component: DomainsPage })

function DomainsPage() {
  return (
    <ResourcePage
      title="Domains"
      description="Branded domains for your short links, with where their root and unknown paths go."
      search={Route.useSearch()}
      list={domainQueries.list}
      noun="domain"
      name={(d) => d.domain}
      filterFields={(d) => [d.domain, d.redirectroot, d.redirect404]}
      addLabel="Add a domain"
      moreActions={<ExportButton resource="domains" />}
      empty={{ title: 'No domains yet', text: 'Add a domain you own, like https://go.example.com, to brand your short links.' }}
      Form={DomainForm}
      Table={DomainTable}
      remove={{
        useDelete: useDeleteDomain,
        warning: (name) => <>{name} will be removed from your account and its redirects will stop. This cannot be undone.</>,
      }}
    />
  )
}
