import { useQuery } from '@tanstack/react-query'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { z } from 'zod'
import { ListView } from '@/components/ui/list-view'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { fileQueries } from '@/features/files/api'
import { FileSearch } from '@/features/files/file-search'
import { FileTable } from '@/features/files/file-table'
import { UploadPanel } from '@/features/files/upload-panel'
import { PAGE_SEARCH_DEFAULTS, pageSearchSchema } from '@/lib/paging'

const filesSearchSchema = pageSearchSchema.extend({
  name: z.string().trim().max(255).optional().catch(undefined),
})
type FilesSearch = z.output<typeof filesSearchSchema>

export const Route = createFileRoute('/_authed/files')({
  validateSearch: filesSearchSchema,
  search: { middlewares: [stripSearchParams<FilesSearch>({ ...PAGE_SEARCH_DEFAULTS, name: '' })] },
  component: FilesPage,
})

function FilesPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const name = search.name ?? ''
  const query = useQuery(fileQueries.list({ page: search.page, limit: search.limit, name: name || undefined }))
  const onSearch = useCallback(
    (next: string) => void navigate({ search: (prev) => ({ ...prev, name: next || undefined, page: 1 }), replace: true }),
    [navigate],
  )
  return (
    <>
      <PageHeader title="Files" description="Upload files and share them with a short URL." />
      <UploadPanel />
      <Panel className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6 dark:border-slate-700">
          <h2 className="text-base font-semibold">Your files</h2>
          <FileSearch value={name} onSearch={onSearch} />
        </div>
        <ListView
          query={query}
          limit={search.limit}
          columns={4}
          empty={
            name
              ? { title: `No file name contains “${name}”`, text: 'Try a shorter or different part of the name.' }
              : { title: 'No files yet', text: 'Upload a file above to get a short URL for it.' }
          }
        >
          {(page) => <FileTable files={page.items} />}
        </ListView>
      </Panel>
    </>
  )
}
