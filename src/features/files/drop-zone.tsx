import { useId, useRef, useState, useSyncExternalStore, type DragEvent } from 'react'
import { Button } from '@/components/ui/button'
import { formatBytes } from './upload-limit'

const hasFiles = (e: DragEvent) => e.dataTransfer.types.includes('Files')

// A touch screen cannot drag files in, nor a phone-width window usefully (issue 40 item 20): there the zone only offers to choose them.
const TOUCH_ONLY = '(hover: none) and (pointer: coarse), (max-width: 639px)'
const touchOnly = () => window.matchMedia(TOUCH_ONLY).matches
function useTouchOnly() {
  return useSyncExternalStore((onChange) => {
    const query = window.matchMedia(TOUCH_ONLY)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, touchOnly)
}

/** Dropped files, without folders (a folder arrives as a File that cannot be read). */
function droppedFiles(data: DataTransfer): File[] {
  const entries = [...data.items].map((item) => (item.kind === 'file' ? item.webkitGetAsEntry?.() : null))
  return [...data.files].filter((_, i) => !entries[i]?.isDirectory)
}

interface DropZoneProps {
  onFiles: (files: File[]) => void
  maxBytes: number | null
  compact?: boolean
}

export function DropZone({ onFiles, maxBytes, compact = false }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null)
  const depth = useRef(0)
  const [over, setOver] = useState(false)
  const hintId = useId()
  const pick = () => input.current?.click()
  const touch = useTouchOnly()

  return (
    <>
      <div
        role="group"
        aria-label="File drop zone"
        onDragEnter={(e) => {
          if (!hasFiles(e)) return
          e.preventDefault()
          depth.current++
          setOver(true)
        }}
        onDragOver={(e) => {
          if (!hasFiles(e)) return
          e.preventDefault()
          e.dataTransfer.dropEffect = 'copy'
        }}
        onDragLeave={() => {
          depth.current = Math.max(0, depth.current - 1)
          if (depth.current === 0) setOver(false)
        }}
        onDrop={(e) => {
          e.preventDefault()
          depth.current = 0
          setOver(false)
          const files = droppedFiles(e.dataTransfer)
          if (files.length) onFiles(files)
        }}
        onClick={(e) => {
          if (!(e.target as HTMLElement).closest('button')) pick()
        }}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-6 text-center transition-colors ${compact ? 'py-5' : 'py-8'} ${
          over
            ? 'border-brand-500 bg-brand-50 dark:bg-brand-500/10'
            : 'border-slate-300 hover:border-slate-400 dark:border-slate-600 dark:hover:border-slate-500'
        }`}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={`text-slate-400 ${compact ? 'size-6' : 'size-9'}`}>
          <path d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4" />
        </svg>
        {!touch && (
          <>
            <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{over ? 'Drop to add the files' : 'Drag files here'}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">or</p>
          </>
        )}
        <Button variant="secondary" onClick={pick} aria-describedby={hintId} data-shortcut="new" aria-keyshortcuts="n">
          Choose files
        </Button>
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-300">
          Several files at once.{' '}
          {maxBytes === null ? 'The server decides how large a file may be.' : `Up to ${formatBytes(maxBytes)} each.`}
        </p>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Files to upload"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])]
          e.target.value = ''
          if (files.length) onFiles(files)
        }}
      />
    </>
  )
}
