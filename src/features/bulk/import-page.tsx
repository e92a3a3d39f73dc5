import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { PageHeader } from '@/components/ui/page-header'
import type { Job } from '@/lib/work-queue'
import { ImportCheckStep } from './import-check-step'
import { count, planImport, readDraft, type Draft } from './import-draft'
import { ImportResults } from './import-results'
import { ImportSourceStep } from './import-source-step'
import { startJob, useJob } from './job-manager'
import type { ImportInput, ImportResult } from './job-kinds'
import './job-kinds'

export function ImportPage({ jobId }: { jobId: string | undefined }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const job = useJob(jobId) as Job<ImportInput, ImportResult> | undefined
  const [draft, setDraft] = useState<Draft | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const read = async (source: File | string, fileName: string) => {
    setBusy(true)
    setError('')
    try {
      const result = await readDraft(queryClient, source, fileName)
      if (typeof result === 'string') setError(result)
      else setDraft(result)
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The file could not be read.')
    } finally {
      setBusy(false)
    }
  }

  const start = (ready: number[]) => {
    if (!draft) return
    const { inputs, skipped } = planImport(draft, ready)
    const id = startJob('links.import', `Import ${count.format(inputs.length)} ${inputs.length === 1 ? 'link' : 'links'}`, inputs, { skipped })
    setDraft(null)
    void navigate({ to: '/links/import', search: { job: id } })
  }

  return (
    <>
      <PageHeader
        title="Import links"
        section="Links"
        description="Create many short links from a spreadsheet. Every row is checked before anything is sent, and the import paces itself to your rate limit."
      />
      {error && (
        <div className="mb-4">
          <Alert>{error}</Alert>
        </div>
      )}
      {jobId && !job ? (
        <Alert tone="warning">This import is no longer kept in this browser. Its links, if created, are in your list.</Alert>
      ) : job ? (
        <ImportResults job={job} />
      ) : draft ? (
        <ImportCheckStep draft={draft} setDraft={setDraft} onStart={start} onReset={() => setDraft(null)} />
      ) : (
        <ImportSourceStep onRead={(s, n) => void read(s, n)} busy={busy} />
      )}
    </>
  )
}
