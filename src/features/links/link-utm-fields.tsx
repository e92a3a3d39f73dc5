import { useFieldArray, useWatch } from 'react-hook-form'
import { MAX_PARAMETERS } from '@contract/links'
import { Field, inputClass } from '@/components/ui/field'
import { FormSection, smallButton } from '@/components/ui/form-section'
import type { LinkFormApi } from './link-form-types'
import { destinationPreview, parametersOf, UTM_NAMES, type UtmName } from './link-form-schema'

const UTM_LABELS: Record<UtmName, { label: string; placeholder: string }> = {
  utm_source: { label: 'Source', placeholder: 'newsletter' },
  utm_medium: { label: 'Medium', placeholder: 'email' },
  utm_campaign: { label: 'Campaign name', placeholder: 'spring-sale' },
  utm_term: { label: 'Term', placeholder: 'running shoes' },
  utm_content: { label: 'Content', placeholder: 'header-button' },
}

export function LinkUtmFields({ form }: { form: LinkFormApi }) {
  const { control, register } = form
  const errors = form.formState.errors
  const others = useFieldArray({ control, name: 'parameters' })
  const [url, utm, parameters] = useWatch({ control, name: ['url', 'utm', 'parameters'] })
  const all = parametersOf({ utm, parameters })
  const preview = destinationPreview(url, all)
  return (
    <FormSection legend="UTM parameters" hint="Added to the query of every destination, so analytics tools see where visitors came from.">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {UTM_NAMES.map((name) => (
          <Field key={name} label={`${UTM_LABELS[name].label} (${name})`} error={errors.utm?.[name]?.message}>
            <input type="text" autoComplete="off" spellCheck={false} placeholder={UTM_LABELS[name].placeholder} className={inputClass} {...register(`utm.${name}`)} />
          </Field>
        ))}
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold">Other parameters</h3>
        {errors.parameters?.message && <p className="text-sm text-red-700 dark:text-red-300">{errors.parameters.message}</p>}
        {others.fields.map((f, i) => (
          <div key={f.id} className="grid items-end gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
            <Field label={`Parameter ${i + 1} name`} error={errors.parameters?.[i]?.name?.message}>
              <input type="text" autoComplete="off" spellCheck={false} className={`${inputClass} font-mono`} {...register(`parameters.${i}.name`)} />
            </Field>
            <Field label={`Parameter ${i + 1} value`} error={errors.parameters?.[i]?.value?.message}>
              <input type="text" autoComplete="off" spellCheck={false} className={`${inputClass} font-mono`} {...register(`parameters.${i}.value`)} />
            </Field>
            <button type="button" className={`${smallButton} mb-1.5 self-end`} onClick={() => others.remove(i)}>
              Remove<span className="sr-only"> parameter {i + 1}</span>
            </button>
          </div>
        ))}
        <button type="button" className={smallButton} disabled={all.length >= MAX_PARAMETERS} onClick={() => others.append({ name: '', value: '' })}>
          Add a parameter
        </button>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200" id="link-final-destination">
          Final destination
        </p>
        <output aria-labelledby="link-final-destination" className="mt-1 block rounded-md bg-slate-50 p-2 font-mono text-xs break-all dark:bg-slate-800">
          {preview || 'Type a long URL starting with http:// or https:// to see it here.'}
        </output>
      </div>
    </FormSection>
  )
}
