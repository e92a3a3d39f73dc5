import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback, useRef, useState } from 'react'
import type { FileView } from '@contract/files'
import { DeleteDialog } from '@/components/resource/delete-dialog'
import { ListPage } from '@/components/resource/list-page'
import { FormPanel } from '@/components/ui/page-header'
import { domainQueries } from '@/features/domains/api'
import { fileQueries, useDeleteFile } from '@/features/files/api'
import { fileChanges } from '@/features/files/file-changes-support'
import { FileEditForm } from '@/features/files/file-edit-form'
import { FileQuota } from '@/features/files/file-quota'
import { FileSearch } from '@/features/files/file-search'
import { FileTable } from '@/features/files/file-table'
import { UploadPanel } from '@/features/files/upload-panel'
import { PAGE_SEARCH_DEFAULTS, pageSearch, textParam, type PageSearch } from '@/lib/paging'
import { doneMessage } from '@/lib/toast'
import { returnFocus } from '@/lib/use-editor'
import { ExportButton } from '@/features/bulk/export-button'

type FilesSearch = PageSearch & { name?: string }
const filesSearch = (search: Record<string, unknown>): FilesSearch => ({ ...pageSearch(search), name: textParam(search.name, 255) })

export const Route = createFileRoute('/_authed/files')({
  validateSearch: filesSearch,
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
  const supported = fileChanges.useSupported()
  const [editing, setEditing] = useState<FileView | null>(null)
  const [deleting, setDeleting] = useState<FileView | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const open = (set: (f: FileView) => void) => (f: FileView) => {
    opener.current = document.activeElement as HTMLElement | null
    set(f)
  }
  const closeEdit = () => {
    setEditing(null)
    returnFocus(opener.current, opener.current?.tagName === 'BUTTON' ? (opener.current.textContent ?? '') : '')
  }
  // A service without these routes (D26d): the buttons, the form and the dialog go, and the page says why.
  const edited = supported ? editing : null
  const deleted = supported ? deleting : null

  return (
    <>
      <ListPage
        title="Files"
        description="Upload files and share them with a short URL."
        search={{ ...search, name: name || undefined }}
        list={fileQueries.list}
        columns={supported ? 5 : 4}
        action={<ExportButton resource="files" />}
        // Features never import each other: the page hands the domains feature's query to the upload panel.
        above={
          <>
            <UploadPanel domainChoices={domainQueries.choices()} />
            {edited && (
              <FormPanel title={`Edit ${edited.name || 'this file'}`}>
                <FileEditForm key={edited.id} file={edited} onDone={closeEdit} onCancel={closeEdit} />
              </FormPanel>
            )}
          </>
        }
        toolbar={
          <>
            <h2 className="text-base font-semibold">Your files</h2>
            <FileQuota search={{ ...search, name: name || undefined }} />
            <FileSearch value={name} onSearch={onSearch} />
            {!supported && (
              <p role="status" className="w-full text-sm text-slate-600 dark:text-slate-300">
                This service does not let files be changed or deleted through its API, so those buttons are gone. Use the service&apos;s own site for
                that.
              </p>
            )}
          </>
        }
        empty={
          name
            ? { title: `No file name contains “${name}”`, text: 'Try a shorter or different part of the name.' }
            : { title: 'No files yet', text: 'Upload a file above to get a short URL for it.' }
        }
      >
        {(rows) => (
          <FileTable
            rows={rows}
            actions={
              supported
                ? (f) => [
                    { label: 'Edit', target: f.name || 'this file', onClick: () => open(setEditing)(f) },
                    { label: 'Delete', target: f.name || 'this file', danger: true, onClick: () => open(setDeleting)(f) },
                  ]
                : undefined
            }
          />
        )}
      </ListPage>
      <DeleteDialog
        item={deleted}
        title="Delete this file?"
        useDelete={useDeleteFile}
        deleted={doneMessage('File', deleted?.name, 'deleted')}
        onClose={() => {
          setDeleting(null)
          opener.current?.focus()
        }}
        onDeleted={(id) => {
          if (editing?.id === id) setEditing(null)
          opener.current = document.querySelector('h2') as HTMLElement | null
        }}
      >
        <strong className="break-words">{deleted?.name || 'This file'}</strong> will be deleted, and its short URL will stop working for everyone who
        has it.
      </DeleteDialog>
    </>
  )
}
