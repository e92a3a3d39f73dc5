import { Suspense, lazy, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { Exportable } from './job-kinds'

// The dialog and the job kinds come in their own chunk, on the first click.
const ExportDialog = lazy(() => import('./export-dialog').then((m) => ({ default: m.ExportDialog })))

/** "Export CSV" on a list page: every page of the list, paced, after a cost preview. */
export function ExportButton({ resource }: { resource: Exportable }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Export CSV
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog resource={resource} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
