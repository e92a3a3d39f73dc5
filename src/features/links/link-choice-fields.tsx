import { Field, inputClass } from '@/components/ui/field'
import { checkClass, FormSection } from '@/components/ui/form-section'
import type { LinkChoices, LinkFormApi } from './link-form-types'

type Props = { form: LinkFormApi } & Pick<LinkChoices, 'pixels' | 'campaigns'>

/** Pixels and campaign; a stored one missing from the choices (a later page, a failed load) stays selectable. */
export function LinkChoiceFields({ form, pixels, campaigns }: Props) {
  const { errors, defaultValues } = form.formState
  const storedPixels = (defaultValues?.pixels ?? []).filter((id): id is string => !!id && !pixels.some((p) => String(p.id) === id))
  const pixelRows = [...pixels.map((p) => ({ ...p, id: String(p.id) })), ...storedPixels.map((id) => ({ id, name: `Pixel #${id}`, vendor: '' }))]
  const stored = defaultValues?.campaign ?? ''
  const campaignRows = [
    ...campaigns.map((c) => ({ id: String(c.id), name: c.name || `Campaign #${c.id}` })),
    ...(stored && !campaigns.some((c) => String(c.id) === stored) ? [{ id: stored, name: `Campaign #${stored}` }] : []),
  ]
  return (
    <FormSection legend="Pixels and campaign">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Pixels</legend>
        {pixelRows.length ? (
          <ul className="mt-1 grid gap-1 sm:grid-cols-2">
            {pixelRows.map((p) => (
              <li key={p.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" value={p.id} className={checkClass} {...form.register('pixels')} />
                  <span>
                    {p.name}
                    {p.vendor && <span className="text-slate-600 dark:text-slate-300"> · {p.vendor}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">You have no pixels yet; add them on the Pixels page.</p>
        )}
        {errors.pixels?.message && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.pixels.message}</p>}
      </fieldset>
      <Field label="Campaign" error={errors.campaign?.message}>
        <select className={inputClass} {...form.register('campaign')}>
          <option value="">No campaign</option>
          {campaignRows.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
    </FormSection>
  )
}
