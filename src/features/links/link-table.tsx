import { Link } from '@tanstack/react-router'
import { isHttpUrl } from '@contract/fields'
import type { LinkView } from '@contract/links'
import type { ItemTableProps } from '@/components/resource/resource-page'
import { RowActionsHead } from '@/components/resource/row-actions'
import { CopyButton } from '@/components/ui/copy-button'
import { Table, Td, Th } from '@/components/ui/table'
import { SelectAllHead, SelectCell } from '@/features/bulk/selection'
import { formatTimestamp } from '@/lib/format'
import { todayUtc } from '@contract/fields'
import { LinkBadges } from './link-badges'
import { linkName } from './link-text'

const count = new Intl.NumberFormat()
const MUTED = 'text-slate-600 dark:text-slate-300'

function UrlText({ url, className, wrap = 'all' }: { url: string; className: string; wrap?: 'all' | 'anywhere' }) {
  // A short URL breaks only when it must (issue 40 item 17), not mid-host on every line.
  const breaks = wrap === 'all' ? 'break-all' : 'wrap-anywhere'
  if (!isHttpUrl(url)) return <span className={`${className} ${breaks}`}>{url}</span>
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={`${className} ${breaks} underline-offset-2 hover:underline`}>
      {url}
    </a>
  )
}

interface LinkTableProps extends ItemTableProps<LinkView> {
  campaignName: (link: LinkView) => string | undefined
}

export function LinkTable({ rows, actions, campaignName }: LinkTableProps) {
  const today = todayUtc()
  return (
    <Table
      caption="Short links"
      cards
      head={
        <>
          <SelectAllHead rows={rows.map((l) => ({ id: l.id, name: linkName(l) }))} />
          <Th className="max-sm:flex-1">Link</Th>
          <Th className="text-right">Clicks</Th>
          <Th className="hidden text-right md:table-cell">Unique</Th>
          <Th className="hidden lg:table-cell">Campaign</Th>
          <Th className="hidden text-right lg:table-cell">Created</Th>
          <RowActionsHead />
        </>
      }
    >
      {rows.map((l) => {
        const name = linkName(l)
        const campaign = campaignName(l)
        return (
          <tr key={l.id}>
            <SelectCell item={{ id: l.id, name }} />
            <Td className="max-w-md max-sm:min-w-0 max-sm:flex-1">
              <Link to="/links/$id" params={{ id: l.id }} className="block font-semibold break-words hover:underline">
                {name}
              </Link>
              <LinkBadges link={l} today={today} />
              {l.shorturl && (
                <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
                  <UrlText url={l.shorturl} wrap="anywhere" className="min-w-0 basis-full font-medium text-brand-700 sm:basis-auto dark:text-blue-300" />
                  <CopyButton value={l.shorturl} label={`Copy the short URL of ${name}`} className="shrink-0" />
                </span>
              )}
              <UrlText url={l.longurl} className={`mt-1 block text-xs ${MUTED}`} />
              <span className={`mt-1 block text-xs lg:hidden ${MUTED}`}>
                {campaign && <>Campaign {campaign} · </>}
                {formatTimestamp(l.date)}
              </span>
            </Td>
            <Td className="text-right tabular-nums">
              {count.format(l.clicks)}
              <span className={`block text-xs md:hidden ${MUTED}`}>{count.format(l.uniqueclicks)} unique</span>
            </Td>
            <Td className="hidden text-right tabular-nums md:table-cell">{count.format(l.uniqueclicks)}</Td>
            <Td className={`hidden lg:table-cell ${MUTED}`}>{campaign ?? ''}</Td>
            <Td className={`hidden whitespace-nowrap text-right lg:table-cell ${MUTED}`}>{formatTimestamp(l.date)}</Td>
            {actions(l)}
          </tr>
        )
      })}
    </Table>
  )
}
