import { z } from 'zod'
import { domainCreate, domainUpdate, type DomainCreate } from '@contract/domains'

export type DomainFormValues = DomainCreate
export type DomainFormOutput = z.output<typeof domainCreate>

export const domainCreateSchema = domainCreate

// On edit the domain is shown but never sent, so any string passes.
export const domainUpdateSchema = domainUpdate.extend({ domain: z.string() })
