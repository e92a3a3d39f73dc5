import { useId, useRef, useState, type DragEvent } from 'react'
import { Button } from '@/components/ui/button'
import { inputClass } from '@/components/ui/field'
import { Panel } from '@/components/ui/page-header'
import { CSV_NAME, IMPORT_COLUMNS } from './link-csv'

export function ImportSourceStep({ onRead, busy }: { onRead: (source: File | string, name: string) => void; busy: boolean }) {
  const fileRef = useRef<HTMLInputElement>(null)
  const pasteId = useId()
  const [text, setText] = useState('')
  const [over, setOver] = useState(false)
  const drop = (e: DragEvent) => {
    e.preventDefault()
    setOver(false)
    const file = e.dataTransfer.files[0]
    if (file) onRead(file, file.name)
  }
  return (
    <Panel className="p-6">
      <h2 className="text-lg font-semibold">1. Choose a CSV file, or paste URLs</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Columns, matched by their header in any case:{' '}
        {IMPORT_COLUMNS.map((c) => (
          <code key={c} className="mx-0.5">
            {CSV_NAME[c]}
          </code>
        ))}
        , the columns of the export (the old <code>url</code>, <code>custom</code> and <code>campaign</code> too). Only{' '}
        <code>longurl</code> is required; <code>campaignname</code> is a campaign’s name. Without a header, each line is one URL.
      </p>
      <div
        role="group"
        aria-label="CSV drop zone"
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`mt-4 flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center ${over ? 'border-brand-600 bg-brand-50 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-600'}`}
      >
        <p className="text-sm text-slate-700 dark:text-slate-200">Drop a .csv file here, or</p>
        <Button variant="secondary" onClick={() => fileRef.current?.click()} disabled={busy}>
          Choose a CSV file
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="sr-only"
          tabIndex={-1}
          aria-label="CSV file"
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) onRead(file, file.name)
            e.target.value = ''
          }}
        />
      </div>
      <label htmlFor={pasteId} className="mt-4 block text-sm font-medium">
        Or paste lines of URLs, or CSV with a header
      </label>
      <textarea
        id={pasteId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
        className={`${inputClass} mt-1 font-mono text-xs`}
        placeholder={'https://example.com/spring-sale\nhttps://example.com/summer'}
      />
      <div className="mt-3">
        <Button onClick={() => onRead(text, 'pasted lines')} disabled={busy || !text.trim()}>
          {busy ? 'Reading…' : 'Check these lines'}
        </Button>
      </div>
    </Panel>
  )
}
