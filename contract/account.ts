import { z } from 'zod'
import { email, id, optionalField, text, timestamp } from './fields.ts'
import { okInt, okTolerant } from './envelope.ts'

export const PLANS = ['free', 'pro'] as const

export const account = z.object({
  id,
  email: z.string(),
  username: z.string(),
  avatar: z.string(),
  status: z.enum(PLANS),
  expires: timestamp.nullable(),
  registered: timestamp,
})
export type Account = z.infer<typeof account>

export const accountTolerant = z.looseObject({
  id: z.coerce.number().int(),
  email: z.string(),
  username: z.string().catch(''),
  avatar: z.string().catch(''),
  status: z.union([z.string(), z.number()]).transform(String).catch(''),
  expires: z.string().nullable().optional().transform((v) => v || null),
  registered: z.string().catch(''),
})
export type AccountView = z.output<typeof accountTolerant>

export const accountResponse = z.object({ error: okInt, data: account })
export const accountResponseTolerant = z.looseObject({ error: okTolerant, data: accountTolerant })

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export const accountUpdate = z
  .object({
    email: optionalField(email('email')),
    password: optionalField(
      z
        .string({ error: 'password must be a string.' })
        .min(PASSWORD_MIN, `password must be at least ${PASSWORD_MIN} characters.`)
        .max(PASSWORD_MAX, `password must be at most ${PASSWORD_MAX} characters.`),
    ),
  })
  .refine((b) => b.email !== undefined || b.password !== undefined, {
    message: 'email or password is required.',
    path: ['email'],
  })
export type AccountUpdate = z.infer<typeof accountUpdate>

export const ACCOUNT_UPDATED = 'Account has been successfully updated.'

// Used by the user-creation CLI and the demo seed.
export const username = text('username', 3, 40).regex(
  /^[a-zA-Z0-9_-]+$/,
  'username may contain only letters, digits, "_" and "-".',
)
