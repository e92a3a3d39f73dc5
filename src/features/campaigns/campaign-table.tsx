import type { CampaignView } from '@contract/campaigns'
import { isHttpUrl } from '@contract/fields'
import { Badge } from '@/components/ui/badge'
import { CopyButton } from '@/components/ui/copy-button'
import { Table, Td, Th } from '@/components/ui/table'

// Wrapped anywhere on a phone, cut short with an ellipsis in the wide column.
const URL_TEXT = 'min-w-0 break-all md:truncate md:break-normal'
const ACTION = 'rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800'

/** A URL from the API with a copy button: a link only when it is http(s). */
function UrlLine({ label, value, copyLabel }: { label: string; value: string | false; copyLabel: string }) {
  return (
    <div className="flex items-start gap-2 py-0.5">
      <dt className="w-14 shrink-0 pt-1 text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        {!value ? (
          <span className="pt-1 text-slate-500 dark:text-slate-400">none</span>
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

/** The rotator and list URLs, each with a copy button. */
function Addresses({ campaign: c }: { campaign: CampaignView }) {
  return (
    <dl>
      <UrlLine label="Rotator" value={c.rotator} copyLabel={`Copy the rotator URL of ${c.name}`} />
      <UrlLine label="List page" value={c.list} copyLabel={`Copy the list URL of ${c.name}`} />
    </dl>
  )
}

interface CampaignTableProps {
  campaigns: CampaignView[]
  onAddLink: (campaign: CampaignView) => void
  onEdit: (campaign: CampaignView) => void
  onDelete: (campaign: CampaignView) => void
}

export function CampaignTable({ campaigns, onAddLink, onEdit, onDelete }: CampaignTableProps) {
  return (
    <Table
      caption="Campaigns"
      head={
        <>
          <Th>Name</Th>
          <Th className="hidden md:table-cell">Addresses</Th>
          <Th className="text-right">
            <span className="sr-only">Actions</span>
          </Th>
        </>
      }
    >
      {campaigns.map((c) => (
        <tr key={c.id}>
          <Td className="font-medium">
            <span className="mr-2">{c.name || `Campaign ${c.id}`}</span>
            <Badge tone={c.public ? 'green' : 'slate'}>{c.public ? 'public' : 'private'}</Badge>
            <div className="mt-2 text-xs font-normal md:hidden">
              <Addresses campaign={c} />
            </div>
          </Td>
          <Td className="hidden max-w-md text-xs md:table-cell">
            <Addresses campaign={c} />
          </Td>
          <Td className="whitespace-nowrap text-right">
            <div className="flex flex-col items-end sm:flex-row sm:justify-end">
              <button type="button" className={`${ACTION} text-slate-700 dark:text-slate-200`} onClick={() => onAddLink(c)}>
                Add a link<span className="sr-only"> to {c.name}</span>
              </button>
              <button type="button" className={`${ACTION} text-slate-700 dark:text-slate-200`} onClick={() => onEdit(c)}>
                Edit<span className="sr-only"> {c.name}</span>
              </button>
              <button type="button" className={`${ACTION} text-red-700 dark:text-red-300`} onClick={() => onDelete(c)}>
                Delete<span className="sr-only"> {c.name}</span>
              </button>
            </div>
          </Td>
        </tr>
      ))}
    </Table>
  )
}
