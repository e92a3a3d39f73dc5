import { useId } from 'react'
import { QR_TYPES, isDynamicType, type QrType } from '@contract/qr'
import { QR_TYPE_INFO } from './qr-types'

export function QrTypePicker({ value, onChange }: { value: QrType; onChange: (type: QrType) => void }) {
  const id = useId()
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Type</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {QR_TYPES.map((type) => {
          const info = QR_TYPE_INFO[type]
          const checked = value === type
          return (
            <label
              key={type}
              className={`relative flex cursor-pointer flex-col rounded-md border px-3 py-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 ${
                checked
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600 dark:border-blue-400 dark:bg-blue-950/50 dark:ring-blue-400'
                  : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800'
              }`}
            >
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={checked}
                onChange={() => onChange(type)}
                aria-labelledby={`${id}-${type}-label`}
                aria-describedby={`${id}-${type}`}
                className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <span id={`${id}-${type}-label`} className="font-medium">
                {info.label}
              </span>
              <span id={`${id}-${type}`} className="text-xs text-slate-600 dark:text-slate-300">
                {info.description} {isDynamicType(type) ? 'Scans are counted.' : 'Not tracked.'}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
