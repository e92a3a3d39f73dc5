import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { toDay } from '@contract/fields'
import { DomainField } from '@/components/ui/domain-field'
import { Field, inputClass } from '@/components/ui/field'
import { checkClass, FormSection } from '@/components/ui/form-section'
import type { LinkFormApi } from './link-form-types'
import type { PasswordMode } from './link-form-schema'

const ALIAS_RULE = '3 to 50 letters, digits, “_” or “-”; upper and lower case differ.'

export function LinkDestinationFields({ form, domains, editing }: { form: LinkFormApi; domains: string[]; editing: boolean }) {
  const { errors } = form.formState
  const stored = form.formState.defaultValues?.domain ?? ''
  // A stored domain that is no longer among the choices stays selectable, so saving keeps it.
  const options = stored && !domains.includes(stored) ? [stored, ...domains] : domains
  return (
    <FormSection legend="Destination and alias">
      <Field label="Long URL" hint="Where the short link sends visitors." error={errors.url?.message}>
        <input type="url" inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://example.com/a-long-page" className={inputClass} {...form.register('url')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Alias"
          hint={editing ? `${ALIAS_RULE} A new alias retires the old short URL.` : `${ALIAS_RULE} Leave empty for a random one.`}
          error={errors.custom?.message}
        >
          <input type="text" autoComplete="off" spellCheck={false} className={`${inputClass} font-mono`} {...form.register('custom')} />
        </Field>
        <DomainField domains={options} error={errors.domain?.message} {...form.register('domain')} />
      </div>
      <Field label="Title" hint="Shown in your list and in link previews; empty: the long URL’s host." error={errors.metatitle?.message}>
        <input type="text" autoComplete="off" className={inputClass} {...form.register('metatitle')} />
      </Field>
      <Field label="Note" hint="For you only." error={errors.description?.message}>
        <textarea rows={2} className={inputClass} {...form.register('description')} />
      </Field>
    </FormSection>
  )
}

const MODES: { value: PasswordMode; label: string; unset: string }[] = [
  { value: 'keep', label: 'Keep the password', unset: 'No password' },
  { value: 'change', label: 'Change it', unset: 'Set a password' },
  { value: 'remove', label: 'Remove it', unset: '' },
]

/** `isProtected` is undefined when the service does not say (the live service's details have no `protected`). */
export function LinkProtectionFields({ form, editing, isProtected }: { form: LinkFormApi; editing: boolean; isProtected: boolean | undefined }) {
  const { errors } = form.formState
  const mode = useWatch({ control: form.control, name: 'passwordMode' })
  const legendId = useId()
  return (
    <FormSection legend="Protection">
      {editing && (
        <div role="radiogroup" aria-labelledby={legendId} className="space-y-1">
          <p id={legendId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Password {isProtected ? '(this link has one)' : isProtected === false ? '(none yet)' : ''}
          </p>
          {isProtected === undefined && (
            <p className="text-sm text-amber-800 dark:text-amber-200">
              This service does not say whether the link has a password, and saving replaces the whole link. If it has one, choose
              “Set a password” and type it again, or saving removes it.
            </p>
          )}
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {MODES.filter((m) => isProtected || m.unset).map((m) => (
              <label key={m.value} className="flex items-center gap-2 text-sm">
                <input type="radio" value={m.value} className={checkClass} {...form.register('passwordMode')} />
                {isProtected ? m.label : m.unset}
              </label>
            ))}
          </div>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {(!editing || mode === 'change') && (
          <Field label={editing ? 'New password' : 'Password'} hint="Visitors type it before they are sent on." error={errors.password?.message}>
            <input type="password" autoComplete="new-password" className={inputClass} {...form.register('password')} />
          </Field>
        )}
        <Field label="Expiry date" hint="The link stops working after this day (UTC). Empty: never." error={errors.expiry?.message}>
          <input type="date" min={toDay(new Date())} className={inputClass} {...form.register('expiry')} />
        </Field>
        <Field label="Expiry time (UTC)" hint="Optional: the link stops at this time of that day. Empty: at the end of the day.">
          <input type="time" step={1} className={inputClass} {...form.register('expiryTime')} />
        </Field>
      </div>
    </FormSection>
  )
}
