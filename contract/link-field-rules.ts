import { z } from 'zod'
import { isHttpUrl } from './fields.ts'

const missing = (input: unknown) => input === undefined || input === null
export const str = (field: string) => ({
  error: (iss: { input?: unknown }) => (missing(iss.input) ? `${field} is required.` : `${field} must be a string.`),
})
export const list = (field: string) => ({
  error: (iss: { input?: unknown }) => (missing(iss.input) ? `${field} is required.` : `${field} must be a list.`),
})
export const optionalText = (field: string, max: number) => z.string(str(field)).trim().max(max, `${field} must be at most ${max} characters.`)

export const destination = (field: string) =>
  z
    .string(str(field))
    .trim()
    .max(2000, `${field} must be at most 2000 characters.`)
    .refine(isHttpUrl, `${field} must be a full URL starting with http:// or https://.`)
