import { createFileRoute } from '@tanstack/react-router'
import { ImportPage } from '@/features/bulk/import-page'
import { stringParam } from '@/lib/paging'

export const Route = createFileRoute('/_authed/links/import')({
  validateSearch: (search: Record<string, unknown>): { job?: string } => ({ job: stringParam(search.job, 64) }),
  component: ImportLinksPage,
})

function ImportLinksPage() {
  return <ImportPage jobId={Route.useSearch().job} />
}
