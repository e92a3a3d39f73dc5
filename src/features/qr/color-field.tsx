import { useController, type Control } from 'react-hook-form'
import { Field, inputClass } from '@/components/ui/field'
import { colourToHex, hexToRgb } from './colors'
import type { QrFormOutput, QrFormValues } from './qr-form-schema'

interface ColorFieldProps {
  control: Control<QrFormValues, unknown, QrFormOutput>
  name: 'background' | 'foreground'
  label: string
  hint?: string
  /** Shown in the picker while the typed value is not a colour yet. */
  fallback: string
}

/** A text box for `#7c3aed` or `rgb(124,58,237)` beside the browser's colour picker; both edit the same value. */
export function ColorField({ control, name, label, hint, fallback }: ColorFieldProps) {
  const { field: { ref, value, onChange, onBlur }, fieldState } = useController({ control, name })
  return (
    <Field
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      addon={
        <input
          type="color"
          aria-label={`Pick the ${label.toLowerCase()}`}
          value={colourToHex(value) ?? fallback}
          onChange={(e) => onChange(hexToRgb(e.target.value) ?? value)}
          className="h-9.5 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900"
        />
      }
    >
      <input
        ref={ref}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        spellCheck={false}
        autoComplete="off"
        className={`${inputClass} font-mono`}
      />
    </Field>
  )
}
