import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import { Field, inputClass } from './field'

interface ColorFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>
  name: FieldPathByValue<T, string>
  label: string
  hint?: string
  fallback: string
  /** The picker's `#rrggbb` of the typed value, null while it is none; `#rrggbb` itself by default. */
  toHex?: (value: string) => string | null
  fromHex?: (hex: string) => string | null
}

const ownHex = (value: string) => (/^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim().toLowerCase() : null)

export function ColorField<T extends FieldValues, O>({ control, name, label, hint, fallback, toHex = ownHex, fromHex = (h) => h }: ColorFieldProps<T, O>) {
  const { field: { ref, value, onChange, onBlur }, fieldState } = useController({ control, name })
  const text = value as string
  return (
    <Field
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      addon={
        <input
          type="color"
          aria-label={`Pick the ${label.toLowerCase()}`}
          value={toHex(text) ?? fallback}
          onChange={(e) => onChange(fromHex(e.target.value) ?? text)}
          className="h-9.5 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900"
        />
      }
    >
      <input
        ref={ref}
        name={name}
        value={text}
        onChange={onChange}
        onBlur={onBlur}
        spellCheck={false}
        autoComplete="off"
        className={`${inputClass} font-mono`}
      />
    </Field>
  )
}
