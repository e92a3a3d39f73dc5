import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ImportPage } from '@/features/bulk/import-page'

export const Route = createFileRoute('/_authed/links/import')({
  validateSearch: z.object({
    job: z.string().max(64).optional().catch(undefined),
  }),
  component: ImportLinksPage,
})

function ImportLinksPage() {
  return <ImportPage jobId={Route.useSearch().job} />
}
