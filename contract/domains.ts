import { z } from 'zod'
import { httpUrlOrEmpty, id, optionalField } from './fields.ts'
import { listEnvelope, listEnvelopeTolerant } from './envelope.ts'

/** Our extension (issue 33): a new domain serves nothing until its DNS record is seen. */
export const DOMAIN_STATUSES = ['pending', 'verified'] as const
export const domainVerification = z.object({ type: z.enum(['TXT', 'CNAME']), name: z.string(), value: z.string() })
export type DomainVerification = z.infer<typeof domainVerification>

export const domain = z.object({
  id,
  domain: z.string(),
  redirectroot: z.string(),
  redirect404: z.string(),
  status: z.enum(DOMAIN_STATUSES).optional(),
  verification: z.array(domainVerification).optional(),
})
export type Domain = z.infer<typeof domain>

// The live service sends neither `status` nor `verification`: absent means "nothing to show".
export const domainTolerant = z.looseObject({
  id: z.coerce.number().int(),
  domain: z.string(),
  redirectroot: z.string().nullable().optional().transform((v) => v ?? ''),
  redirect404: z.string().nullable().optional().transform((v) => v ?? ''),
  status: z.enum(DOMAIN_STATUSES).optional().catch(undefined),
  verification: z.array(domainVerification).optional().catch(undefined),
})
export type DomainView = z.output<typeof domainTolerant>

export const domainList = listEnvelope('domains', domain)
export const domainListTolerant = listEnvelopeTolerant(['domains'], domainTolerant)

const DOMAIN_RULE = 'domain must be a host like go.example.com, or a full URL like https://go.example.com: http:// or https://, a host, an optional port, and no path.'
export const DOMAIN_RESERVED = 'domain must be a name you own: not localhost, an IP address or one of this service\'s own hosts.'
export const DOMAIN_TAKEN = 'domain is not available: choose a different host.'
export const DOMAIN_YOURS = 'domain is already one of your domains.'

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/** D21, A1: scheme + host (+ port); a bare host means https; lower-case punycode host, no trailing dot or default port. */
export function normaliseDomain(value: string): string | null {
  const v = value.trim()
  if (!/^(https?:\/\/)?[^/?#\\\s]+\/?$/i.test(v)) return null
  try {
    const url = new URL(/^https?:\/\//i.test(v) ? v : `https://${v}`)
    url.hostname = url.hostname.replace(/\.$/, '')
    if (url.username || url.password || !url.hostname.includes('.') && url.hostname !== 'localhost' && !url.hostname.startsWith('[')) return null
    return url.origin.toLowerCase()
  } catch {
    return null
  }
}

/** The host (and non-default port) of a normalised domain URL: what the router matches on (A1). */
export const domainHost = (normalised: string) => new URL(normalised).host

/** A host nobody may claim, whatever the service's configuration: localhost and IP literals (A2). */
export function isLoopbackOrIp(host: string): boolean {
  const name = host.replace(/:\d+$/, '')
  return name === 'localhost' || name.endsWith('.localhost') || name.startsWith('[') || IPV4.test(name)
}

export const domainUrl = z
  .string({ error: (iss) => (iss.input == null ? 'domain is required.' : 'domain must be a string.') })
  .max(255, 'domain must be at most 255 characters.')
  .refine((v) => normaliseDomain(v) !== null, DOMAIN_RULE)
  .transform((v) => normaliseDomain(v)!)
  .refine((v) => !isLoopbackOrIp(domainHost(v)), DOMAIN_RESERVED)

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

export const domainVerifyAnswer = z.looseObject({ error: z.literal(0).or(z.literal('0')), data: domainTolerant })

export const DOMAIN_UPDATED = 'Domain has been updated successfully.'
export const DOMAIN_DELETED = 'Domain has been deleted successfully.'
