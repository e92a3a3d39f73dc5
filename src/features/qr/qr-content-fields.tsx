import type { ReactNode } from 'react'
import { useFormState, type Control, type UseFormRegister } from 'react-hook-form'
import type { QrType } from '@contract/qr'
import { WIFI_ENCRYPTIONS } from '@contract/qr'
import { Field, inputClass } from '@/components/ui/field'
import type { QrFormOutput, QrFormValues } from './qr-form-schema'

type Path = Parameters<UseFormRegister<QrFormValues>>[0]
interface Spec {
  path: Path
  label: string
  hint?: ReactNode
  type?: 'text' | 'url' | 'email' | 'tel' | 'password'
  autoComplete?: string
  multiline?: boolean
  wide?: boolean
}

const PHONE_HINT = 'Start with "+" and the country code (1 for the US and Canada, 44 for the UK), then the number: +1 415 555 0100. Spaces, dashes and brackets are fine.'
const SPECS: Record<Exclude<QrType, 'wifi'>, Spec[]> = {
  text: [{ path: 'content.text', label: 'Text to show', hint: 'Up to 2000 characters, shown on the phone that scans it.', multiline: true, wide: true }],
  link: [{ path: 'content.link', label: 'Web address', hint: 'A full URL starting with https:// or http://.', type: 'url', wide: true }],
  email: [
    { path: 'content.email.email', label: 'Email address', type: 'email', wide: true },
    { path: 'content.email.subject', label: 'Subject (optional)', wide: true },
    { path: 'content.email.body', label: 'Message (optional)', multiline: true, wide: true },
  ],
  phone: [{ path: 'content.phone', label: 'Phone number', hint: PHONE_HINT, type: 'tel', wide: true }],
  sms: [
    { path: 'content.sms.phone', label: 'Phone number', hint: PHONE_HINT, type: 'tel', wide: true },
    { path: 'content.sms.message', label: 'Message (optional)', multiline: true, wide: true },
  ],
  vcard: [
    { path: 'content.vcard.fname', label: 'First name', autoComplete: 'off' },
    { path: 'content.vcard.lname', label: 'Last name', autoComplete: 'off', hint: 'A first or a last name is required.' },
    { path: 'content.vcard.org', label: 'Organisation', wide: true },
    { path: 'content.vcard.phone', label: 'Work phone', type: 'tel' },
    { path: 'content.vcard.cell', label: 'Mobile phone', type: 'tel' },
    { path: 'content.vcard.email', label: 'Email', type: 'email' },
    { path: 'content.vcard.site', label: 'Website', type: 'url' },
    { path: 'content.vcard.street', label: 'Street', wide: true },
    { path: 'content.vcard.city', label: 'City' },
    { path: 'content.vcard.state', label: 'State or region' },
    { path: 'content.vcard.zip', label: 'Postcode' },
    { path: 'content.vcard.country', label: 'Country' },
  ],
}
const WIFI: Spec[] = [
  { path: 'content.wifi.ssid', label: 'Network name (SSID)', wide: true, autoComplete: 'off' },
  { path: 'content.wifi.pass', label: 'Password', type: 'password', autoComplete: 'off', hint: 'Leave empty for an open network.' },
]
const ENCRYPTION_LABEL: Record<(typeof WIFI_ENCRYPTIONS)[number], string> = { WPA: 'WPA or WPA2', WEP: 'WEP', nopass: 'None (open network)' }

function errorAt(errors: object, path: string): string | undefined {
  const node = path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), errors)
  return (node as { message?: string } | undefined)?.message
}

export function QrContentFields({ type, control, register }: { type: QrType; control: Control<QrFormValues, unknown, QrFormOutput>; register: UseFormRegister<QrFormValues> }) {
  const { errors } = useFormState({ control })
  const specs = type === 'wifi' ? WIFI : SPECS[type]
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {specs.map((spec) => (
        <div key={spec.path} className={spec.wide ? 'sm:col-span-2' : undefined}>
          <Field label={spec.label} hint={spec.hint} error={errorAt(errors, spec.path)}>
            {spec.multiline ? (
              <textarea rows={spec.path === 'content.text' ? 5 : 3} className={inputClass} {...register(spec.path)} />
            ) : (
              <input type={spec.type ?? 'text'} autoComplete={spec.autoComplete} className={inputClass} {...register(spec.path)} />
            )}
          </Field>
        </div>
      ))}
      {type === 'wifi' && (
        <Field label="Encryption" error={errorAt(errors, 'content.wifi.encryption')}>
          <select className={inputClass} {...register('content.wifi.encryption')}>
            {WIFI_ENCRYPTIONS.map((e) => (
              <option key={e} value={e}>
                {ENCRYPTION_LABEL[e]}
              </option>
            ))}
          </select>
        </Field>
      )}
    </div>
  )
}
