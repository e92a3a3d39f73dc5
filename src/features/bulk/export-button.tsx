import { Suspense, lazy, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { Exportable } from './job-kinds'

const ExportDialog = lazy(() => import('./export-dialog').then((m) => ({ default: m.ExportDialog })))

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
