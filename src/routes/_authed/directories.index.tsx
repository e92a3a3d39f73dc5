import { createFileRoute } from '@tanstack/react-router'
import { ResourcePage } from '@/components/resource/resource-page'
import { directoryQueries, useDeleteDirectory } from '@/features/directories/api'
import { DirectoryForm } from '@/features/directories/directory-form'
import { DirectoryTable } from '@/features/directories/directory-table'
import { pageSearchRoute } from '@/lib/paging'
import { ExportButton } from '@/features/bulk/export-button'

export const Route = createFileRoute('/_authed/directories/')({ ...pageSearchRoute, component: DirectoriesPage })

function DirectoriesPage() {
  return (
    <ResourcePage
      title="Directories"
      description="Folders for your short links, bio pages and QR codes. Star the ones you use most."
      search={Route.useSearch()}
      list={directoryQueries.list}
      noun="directory"
      name={(d) => d.name}
      filterFields={(d) => [d.name, d.description]}
      addLabel="New directory"
      moreActions={<ExportButton resource="directories" />}
      empty={{ title: 'No directories yet', text: 'Create a directory to keep related links, bio pages and QR codes together. A directory is a folder only you see; to send visitors to several links through one address, use a campaign.' }}
      Form={DirectoryForm}
      Table={DirectoryTable}
      remove={{
        useDelete: useDeleteDirectory,
        warning: (name) => (
          <>{name} will be deleted. The links, bio pages and QR codes in it stay, outside this directory. This cannot be undone.</>
        ),
      }}
    />
  )
}
