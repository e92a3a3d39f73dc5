import type { UseQueryResult } from '@tanstack/react-query'
import type { Page } from '@contract/envelope'
import { todayUtc } from '@contract/files'
import { Field, inputClass } from '@/components/ui/field'
import type { FieldErrors, OptionField, OptionValues } from './upload-options-form-schema'
import { RANGE_COUNTS } from './download-limit-note'

export const FIELD_LABELS: Record<OptionField, string> = {
  name: 'Name',
  custom: 'Custom alias',
  domain: 'Domain',
  password: 'Password',
  expiry: 'Expiry date',
  maxdownloads: 'Max downloads',
}

interface Props {
  fileName: string
  values: OptionValues
  errors: FieldErrors
  onChange: (field: OptionField, value: string) => void
  domains: UseQueryResult<Page<{ id: number; domain: string }>>
}

function domainHint(domains: Props['domains']) {
  if (domains.isError) return 'Your branded domains could not be loaded; the default domain will be used.'
  if (domains.data && domains.data.items.length === 0) return 'You have no branded domains; the default domain is used.'
  return 'The short URL is made on this domain.'
}

export function UploadOptionsForm({ fileName, values, errors, onChange, domains }: Props) {
  const bind = (field: OptionField) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    className: inputClass,
  })
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field label={FIELD_LABELS.name} hint={`Shown in your list. Empty: ${fileName}`} error={errors.name}>
        <input type="text" autoComplete="off" maxLength={255} {...bind('name')} />
      </Field>
      <Field label={FIELD_LABELS.custom} hint="3 to 50 letters, digits, _ or -. Empty: a random one." error={errors.custom}>
        <input type="text" autoComplete="off" spellCheck={false} maxLength={50} {...bind('custom')} />
      </Field>
      <Field label={FIELD_LABELS.domain} hint={domainHint(domains)} error={errors.domain}>
        <select {...bind('domain')}>
          <option value="">Default domain</option>
          {domains.isPending && <option disabled>Loading your domains…</option>}
          {domains.data?.items.map((d) => (
            <option key={d.id} value={d.domain}>
              {d.domain}
            </option>
          ))}
        </select>
      </Field>
      <Field label={FIELD_LABELS.password} hint="Asked before the download. Empty: none." error={errors.password}>
        <input type="password" autoComplete="new-password" maxLength={128} {...bind('password')} />
      </Field>
      <Field label={FIELD_LABELS.expiry} hint="The last day it can be downloaded (UTC)." error={errors.expiry}>
        <input type="date" min={todayUtc()} {...bind('expiry')} />
      </Field>
      <Field label={FIELD_LABELS.maxdownloads} hint={`After that many, the link stops. Empty: no limit. ${RANGE_COUNTS}`} error={errors.maxdownloads}>
        <input type="text" inputMode="numeric" autoComplete="off" {...bind('maxdownloads')} />
      </Field>
    </div>
  )
}
