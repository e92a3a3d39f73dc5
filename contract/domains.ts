import { z } from 'zod'
import { httpUrlOrEmpty, id, optionalField } from './fields.ts'
import { listEnvelope, listEnvelopeTolerant } from './envelope.ts'

export const domain = z.object({
  id,
  domain: z.string(),
  redirectroot: z.string(),
  redirect404: z.string(),
})
export type Domain = z.infer<typeof domain>

export const domainTolerant = z.looseObject({
  id: z.coerce.number().int(),
  domain: z.string(),
  redirectroot: z.string().nullable().optional().transform((v) => v ?? ''),
  redirect404: z.string().nullable().optional().transform((v) => v ?? ''),
})
export type DomainView = z.output<typeof domainTolerant>

export const domainList = listEnvelope('domains', domain)
export const domainListTolerant = listEnvelopeTolerant(['domains'], domainTolerant)

const DOMAIN_RULE = 'domain must be a full URL like https://go.example.com: http:// or https://, a host, an optional port, and no path.'

/** D21: scheme + host (+ port), nothing else; the result is lower-case, without a trailing slash. */
export function normaliseDomain(value: string): string | null {
  const v = value.trim()
  if (!/^https?:\/\/[^/?#\\\s]+\/?$/i.test(v)) return null
  try {
    const url = new URL(v)
    if (url.username || url.password || !url.hostname.includes('.') && url.hostname !== 'localhost') return null
    return url.origin.toLowerCase()
  } catch {
    return null
  }
}

export const domainUrl = z
  .string({ error: (iss) => (iss.input == null ? 'domain is required.' : 'domain must be a string.') })
  .max(255, 'domain must be at most 255 characters.')
  .refine((v) => normaliseDomain(v) !== null, DOMAIN_RULE)
  .transform((v) => normaliseDomain(v)!)

export const domainCreate = z.object({
  domain: domainUrl,
  redirectroot: optionalField(httpUrlOrEmpty('redirectroot')),
  redirect404: optionalField(httpUrlOrEmpty('redirect404')),
})
export type DomainCreate = z.input<typeof domainCreate>

export const domainUpdate = z.object({
  redirectroot: optionalField(httpUrlOrEmpty('redirectroot')),
  redirect404: optionalField(httpUrlOrEmpty('redirect404')),
})
export type DomainUpdate = z.input<typeof domainUpdate>

export const DOMAIN_UPDATED = 'Domain has been updated successfully.'
export const DOMAIN_DELETED = 'Domain has been deleted successfully.'
