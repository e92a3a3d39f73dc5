import { Link } from '@tanstack/react-router'
import type { DomainView } from '@contract/domains'
import { isHttpUrl } from '@contract/fields'
import type { ItemTableProps } from '@/components/resource/resource-page'
import { RowActionsHead } from '@/components/resource/row-actions'
import { Table, Td, Th } from '@/components/ui/table'
import { displayDomain } from './display-domain'
import { DomainStatus, DomainVerification } from './domain-verification'

function Url({ value, empty, text = value }: { value: string; empty: string; text?: string }) {
  if (!value) return <span className="text-slate-500 dark:text-slate-400">{empty}</span>
  if (!isHttpUrl(value)) return <span className="break-all">{text}</span>
  return (
    <a
      href={value}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-brand-700 underline-offset-2 hover:underline dark:text-blue-300"
    >
      {text}
    </a>
  )
}

export function DomainTable({ rows, actions }: ItemTableProps<DomainView>) {
  return (
    <Table
      caption="Branded domains"
      head={
        <>
          <Th>Domain</Th>
          <Th className="hidden md:table-cell">Root redirect</Th>
          <Th className="hidden md:table-cell">404 redirect</Th>
          <RowActionsHead />
        </>
      }
    >
      {rows.map((d) => (
        <tr key={d.id}>
          <Td className="font-medium">
            <span className="flex flex-wrap items-center gap-2">
              <Url value={d.domain} text={displayDomain(d.domain)} empty="—" />
              <DomainStatus domain={d} />
            </span>
            <DomainVerification domain={d} />
            <Link to="/domains/$id" params={{ id: d.id }} className="mt-1 inline-block text-xs font-normal text-brand-700 hover:underline dark:text-blue-300">
              Statistics<span className="sr-only"> of {displayDomain(d.domain)}</span>
            </Link>
            <dl className="mt-1 space-y-0.5 text-xs font-normal text-slate-600 md:hidden dark:text-slate-300">
              <div>
                <dt className="inline">Root: </dt>
                <dd className="inline">
                  <Url value={d.redirectroot} empty="none" />
                </dd>
              </div>
              <div>
                <dt className="inline">404: </dt>
                <dd className="inline">
                  <Url value={d.redirect404} empty="none" />
                </dd>
              </div>
            </dl>
          </Td>
          <Td className="hidden md:table-cell">
            <Url value={d.redirectroot} empty="none" />
          </Td>
          <Td className="hidden md:table-cell">
            <Url value={d.redirect404} empty="none" />
          </Td>
          {actions(d)}
        </tr>
      ))}
    </Table>
  )
}
