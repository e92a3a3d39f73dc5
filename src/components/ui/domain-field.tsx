import type { ComponentProps } from 'react'
import { Field, inputClass } from './field'

export function DomainField({ domains, error, ...select }: { domains: string[]; error?: string } & ComponentProps<'select'>) {
  return (
    <Field label="Domain" hint="Your branded domains; add them on the Domains page." error={error}>
      <select className={inputClass} {...select}>
        <option value="">This service’s own domain</option>
        {domains.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
    </Field>
  )
}
