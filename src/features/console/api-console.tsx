import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { EmptyState } from '@/components/ui/list-states'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { Table, Td, Th } from '@/components/ui/table'
import { clearRequestLog, useRequestLog, type LoggedRequest } from '@/lib/api-log'
import { curlOf } from '@/lib/curl'

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' })

function statusText({ status }: LoggedRequest) {
  if (status === null) return 'Not sent (rate limit)'
  if (status === 0) return 'Unreachable'
  return String(status)
}

function costText({ status, remaining, limit }: LoggedRequest) {
  if (status === null || status === 0) return 'Nothing'
  if (remaining === null || limit === null) return '1 request'
  return `1 request · ${remaining} of ${limit} left`
}

const tone = (status: number | null) =>
  status !== null && status >= 200 && status < 300 ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'

export function ApiConsole() {
  const log = useRequestLog()
  return (
    <>
      <PageHeader
        title="API console"
        description={
          <>
            Every request this tab sent to the API, and what it cost against your rate limit. “Copy as curl” gives the command with your key as{' '}
            <code>$API_KEY</code>: set it with <code>export API_KEY=…</code> first. Nothing here is kept after the tab closes.
          </>
        }
        actions={
          log.length > 0 && (
            <Button variant="secondary" onClick={clearRequestLog}>
              Clear
            </Button>
          )
        }
      />
      <Panel>
        {log.length === 0 ? (
          <EmptyState title="No requests yet">Open a page or save something: its requests appear here.</EmptyState>
        ) : (
          <Table
            caption="API requests of this tab"
            head={
              <>
                <Th>Request</Th>
                <Th className="text-right">Status</Th>
                <Th className="hidden text-right sm:table-cell">Time</Th>
                <Th className="hidden md:table-cell">Cost</Th>
                <Th className="w-px">
                  <span className="sr-only">Copy</span>
                </Th>
              </>
            }
          >
            {log.map((entry) => (
              <tr key={entry.id}>
                <Td className="max-w-md">
                  <span className="font-mono text-xs font-semibold">{entry.method}</span>{' '}
                  <span className="font-mono text-xs break-all">{entry.path}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-300">
                    {time.format(entry.at)}
                    <span className="md:hidden"> · {costText(entry)}</span>
                  </span>
                </Td>
                <Td className={`text-right font-medium tabular-nums ${tone(entry.status)}`}>{statusText(entry)}</Td>
                <Td className="hidden text-right tabular-nums sm:table-cell">{Math.round(entry.ms)} ms</Td>
                <Td className="hidden text-sm md:table-cell">{costText(entry)}</Td>
                <Td>
                  <CopyButton
                    value={curlOf(entry)}
                    text="Copy as curl"
                    label={`Copy as curl: ${entry.method} ${entry.path}`}
                    className="whitespace-nowrap"
                  />
                </Td>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
    </>
  )
}
