import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Button, type ButtonVariant } from './button'

interface ConfirmDialogProps {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  busy?: boolean
  confirmVariant?: ButtonVariant
  /** A sentence is shown as an alert; an element (a rate-limit notice) as it is. */
  error?: ReactNode
  onConfirm: () => void
  onCancel: () => void
}

/** Native <dialog> traps focus and cancels on Escape; focus starts on Cancel so a stray Enter deletes nothing. */
export function ConfirmDialog({ open, title, children, confirmLabel = 'Delete', cancelLabel = 'Cancel', busy = false, confirmVariant = 'danger', error, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const bodyId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      cancelRef.current?.focus()
    } else if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(e) => {
        e.preventDefault()
        if (!busy) onCancel()
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={bodyId} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {children}
        </div>
        {typeof error === 'string' ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : error ? (
          <div className="mt-3">{error}</div>
        ) : null}
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 dark:border-slate-700 dark:bg-slate-800/60">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
          {busy ? 'Working…' : confirmLabel}
        </Button>
      </div>
    </dialog>
  )
}
