import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { z } from 'zod'
import { ListPage } from '@/components/resource/list-page'
import { domainQueries } from '@/features/domains/api'
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
  const onSearch = useCallback(
    (next: string) => void navigate({ search: (prev) => ({ ...prev, name: next || undefined, page: 1 }), replace: true }),
    [navigate],
  )
  return (
    <ListPage
      title="Files"
      description="Upload files and share them with a short URL."
      search={{ ...search, name: name || undefined }}
      list={fileQueries.list}
      columns={4}
      // Features never import each other: the page hands the domains feature's query to the upload panel.
      above={<UploadPanel domainChoices={domainQueries.choices()} />}
      toolbar={
        <>
          <h2 className="text-base font-semibold">Your files</h2>
          <FileSearch value={name} onSearch={onSearch} />
        </>
      }
      empty={
        name
          ? { title: `No file name contains “${name}”`, text: 'Try a shorter or different part of the name.' }
          : { title: 'No files yet', text: 'Upload a file above to get a short URL for it.' }
      }
    >
      {(rows) => <FileTable rows={rows} />}
    </ListPage>
  )
}
