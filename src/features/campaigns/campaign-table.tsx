import { Link } from '@tanstack/react-router'
import type { CampaignView } from '@contract/campaigns'
import { isHttpUrl } from '@contract/fields'
import { Badge } from '@/components/ui/badge'
import type { ItemTableProps } from '@/components/resource/resource-page'
import { RowActionsHead } from '@/components/resource/row-actions'
import { CopyButton } from '@/components/ui/copy-button'
import { Icon } from '@/components/ui/icon'
import { Table, Td, Th } from '@/components/ui/table'

const count = new Intl.NumberFormat()

// Wrapped anywhere on a phone, cut short with an ellipsis in the wide column.
const URL_TEXT = 'min-w-0 break-all md:truncate md:break-normal'

function UrlLine({ label, value, copyLabel, none = 'none' }: { label: string; value: string | false; copyLabel: string; none?: string }) {
  return (
    <div className="flex items-start gap-2 py-0.5">
      <dt className="w-14 shrink-0 pt-1 text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        {!value ? (
          <span className="pt-1 text-slate-600 dark:text-slate-300">{none}</span>
        ) : (
          <>
            {isHttpUrl(value) ? (
              <a
                href={value}
                target="_blank"
                rel="noopener noreferrer"
                title={value}
                className={`${URL_TEXT} text-brand-700 underline-offset-2 hover:underline dark:text-blue-300`}
              >
                {value}
              </a>
            ) : (
              <span title={value} className={URL_TEXT}>
                {value}
              </span>
            )}
            <CopyButton value={value} label={copyLabel} className="shrink-0" />
          </>
        )}
      </dd>
    </div>
  )
}

/** The public rotator answers 404 without a live link (campaigns-public.ts); livelinks null (the live service): not known, no warning. */
const rotatesNothing = (c: Pick<CampaignView, 'rotator' | 'livelinks'>) => c.rotator !== false && c.livelinks === 0

export function CampaignAddresses({ campaign: c }: { campaign: CampaignView }) {
  return (
    <dl>
      <UrlLine label="Rotator" value={c.rotator} copyLabel={`Copy the rotator URL of ${c.name}`} />
      {rotatesNothing(c) && (
        <p className="my-1 flex gap-1.5 font-medium text-amber-800 md:ml-16 dark:text-amber-200">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0">No links to rotate: visitors of this rotator get “not found”. Add a link that has not expired.</span>
        </p>
      )}
      {/* A private campaign's list page answers 404: its address is not offered. */}
      <UrlLine
        label="List page"
        value={c.public && c.list}
        copyLabel={`Copy the list URL of ${c.name}`}
        none={c.public ? 'none' : 'off while the campaign is private. Edit it and make it public to share one.'}
      />
    </dl>
  )
}

export function CampaignTable({ rows, actions }: ItemTableProps<CampaignView>) {
  // X2: our server counts each campaign's links and clicks; the live service does not.
  const counted = rows.some((c) => c.links !== undefined)
  return (
    <Table
      caption="Campaigns"
      head={
        <>
          <Th>Name</Th>
          {counted && <Th className="hidden text-right sm:table-cell">Links</Th>}
          {counted && <Th className="hidden text-right sm:table-cell">Clicks</Th>}
          <Th className="hidden md:table-cell">Addresses</Th>
          <RowActionsHead />
        </>
      }
    >
      {rows.map((c) => (
        <tr key={c.id}>
          <Td className="font-medium">
            <Link to="/campaigns/$id" params={{ id: c.id }} search={{ page: 1, limit: 15 }} className="mr-2 hover:underline">
              {c.name || `Campaign ${c.id}`}
            </Link>
            <Badge tone={c.public ? 'green' : 'slate'}>{c.public ? 'public' : 'private'}</Badge>
            {counted && (
              <span className="mt-1 block text-xs font-normal text-slate-600 sm:hidden dark:text-slate-300">
                {count.format(c.links ?? 0)} links · {count.format(c.clicks ?? 0)} clicks
              </span>
            )}
            <div className="mt-2 text-xs font-normal md:hidden">
              <CampaignAddresses campaign={c} />
            </div>
          </Td>
          {counted && <Td className="hidden text-right tabular-nums sm:table-cell">{count.format(c.links ?? 0)}</Td>}
          {counted && <Td className="hidden text-right tabular-nums sm:table-cell">{count.format(c.clicks ?? 0)}</Td>}
          <Td className="hidden max-w-md text-xs md:table-cell">
            <CampaignAddresses campaign={c} />
          </Td>
          {actions(c)}
        </tr>
      ))}
    </Table>
  )
}
