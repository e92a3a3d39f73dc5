import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { SHORTCUTS } from './shortcuts'

export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => ref.current?.showModal(), [])
  return (
    <dialog
      ref={ref}
      aria-labelledby="shortcut-help-title"
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="p-5">
        <h2 id="shortcut-help-title" className="text-lg font-semibold">
          Keyboard shortcuts
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Single keys work when no field has focus.</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {SHORTCUTS.map((s) => (
            <div key={s.keys} className="contents">
              <dt>
                <kbd className="rounded border border-slate-300 px-1.5 py-0.5 font-sans text-xs whitespace-nowrap dark:border-slate-600">
                  {s.keys}
                </kbd>
              </dt>
              <dd className="text-slate-700 dark:text-slate-200">{s.does}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex justify-end border-t border-slate-200 bg-slate-50 px-5 py-3 dark:border-slate-700 dark:bg-slate-800/60">
        <Button variant="secondary" onClick={() => ref.current?.close()} autoFocus>
          Close
        </Button>
      </div>
    </dialog>
  )
}
