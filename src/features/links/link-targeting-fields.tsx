import { useId, type ReactNode } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { COUNTRY_CODES, countryName } from '@contract/countries'
import { DEVICES, MAX_DEVICETARGETS, MAX_GEOTARGETS, MAX_LANGUAGETARGETS } from '@contract/links'
import { Field, inputClass } from '@/components/ui/field'
import { FormSection, smallButton } from '@/components/ui/form-section'
import type { LinkFormApi } from './link-form-types'

const COUNTRY_NAMES = COUNTRY_CODES.map(countryName).sort((a, b) => a.localeCompare(b, 'en'))
export const DEVICE_NAMES: Record<(typeof DEVICES)[number], string> = {
  iphone: 'iPhone',
  ipad: 'iPad',
  android: 'Android',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  chromeos: 'ChromeOS',
}
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })
const languageName = (code: string) => (/^[a-z]{2}$/i.test(code.trim()) ? languageNames.of(code.trim().toLowerCase()) : undefined)

interface RowsProps {
  title: string
  /** "Country 2": names the row's buttons. */
  noun: string
  keys: string[]
  max: number
  error?: string
  onAdd: () => void
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
  row: (index: number) => ReactNode
}

function TargetRows({ title, noun, keys, max, error, onAdd, onMove, onRemove, row }: RowsProps) {
  const count = keys.length
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
      <ol className="space-y-3">
        {keys.map((key, i) => (
          <li key={key} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
            <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">{row(i)}</div>
            <div className="mt-2 flex justify-end gap-2">
              <button type="button" className={smallButton} disabled={i === 0} onClick={() => onMove(i, i - 1)}>
                Up<span className="sr-only"> {`${noun} ${i + 1}`}</span>
              </button>
              <button type="button" className={smallButton} disabled={i === count - 1} onClick={() => onMove(i, i + 1)}>
                Down<span className="sr-only"> {`${noun} ${i + 1}`}</span>
              </button>
              <button type="button" className={smallButton} onClick={() => onRemove(i)}>
                Remove<span className="sr-only"> {`${noun} ${i + 1}`}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className={smallButton} disabled={count >= max} onClick={onAdd}>
        Add a {noun.toLowerCase()} target
      </button>
    </div>
  )
}

export function LinkTargetingFields({ form }: { form: LinkFormApi }) {
  const { control, register } = form
  const errors = form.formState.errors
  const geo = useFieldArray({ control, name: 'geotarget' })
  const device = useFieldArray({ control, name: 'devicetarget' })
  const language = useFieldArray({ control, name: 'languagetarget' })
  const languages = useWatch({ control, name: 'languagetarget' })
  const countries = useId()
  const link = (name: `${'geotarget' | 'devicetarget' | 'languagetarget'}.${number}.link`, label: string, message?: string) => (
    <Field label={label} error={message}>
      <input type="url" inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://" className={inputClass} {...register(name)} />
    </Field>
  )
  return (
    <FormSection
      legend="Targeting"
      hint="Send some visitors elsewhere. The first matching country wins, then the first device, then the first language; everyone else goes to the long URL."
    >
      <datalist id={countries}>
        {COUNTRY_NAMES.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <TargetRows
        title="By country"
        noun="Country"
        keys={geo.fields.map((f) => f.id)}
        max={MAX_GEOTARGETS}
        error={errors.geotarget?.message}
        onAdd={() => geo.append({ location: '', link: '' })}
        onMove={geo.move}
        onRemove={geo.remove}
        row={(i) => (
          <>
            <Field label={`Country ${i + 1}`} hint="Type to search by name." error={errors.geotarget?.[i]?.location?.message}>
              <input type="text" list={countries} autoComplete="off" className={inputClass} {...register(`geotarget.${i}.location`)} />
            </Field>
            {link(`geotarget.${i}.link`, `Country ${i + 1} destination`, errors.geotarget?.[i]?.link?.message)}
          </>
        )}
      />
      <TargetRows
        title="By device"
        noun="Device"
        keys={device.fields.map((f) => f.id)}
        max={MAX_DEVICETARGETS}
        error={errors.devicetarget?.message}
        onAdd={() => device.append({ device: 'iphone', link: '' })}
        onMove={device.move}
        onRemove={device.remove}
        row={(i) => (
          <>
            <Field label={`Device ${i + 1}`} error={errors.devicetarget?.[i]?.device?.message}>
              <select className={inputClass} {...register(`devicetarget.${i}.device`)}>
                {DEVICES.map((d) => (
                  <option key={d} value={d}>
                    {DEVICE_NAMES[d]}
                  </option>
                ))}
              </select>
            </Field>
            {link(`devicetarget.${i}.link`, `Device ${i + 1} destination`, errors.devicetarget?.[i]?.link?.message)}
          </>
        )}
      />
      <TargetRows
        title="By language"
        noun="Language"
        keys={language.fields.map((f) => f.id)}
        max={MAX_LANGUAGETARGETS}
        error={errors.languagetarget?.message}
        onAdd={() => language.append({ language: '', link: '' })}
        onMove={language.move}
        onRemove={language.remove}
        row={(i) => (
          <>
            <Field
              label={`Language ${i + 1}`}
              hint={languageName(languages[i]?.language ?? '') ?? 'A two-letter code, like en or fr.'}
              error={errors.languagetarget?.[i]?.language?.message}
            >
              <input type="text" maxLength={2} autoComplete="off" spellCheck={false} className={`${inputClass} font-mono`} {...register(`languagetarget.${i}.language`)} />
            </Field>
            {link(`languagetarget.${i}.link`, `Language ${i + 1} destination`, errors.languagetarget?.[i]?.link?.message)}
          </>
        )}
      />
    </FormSection>
  )
}
