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
  // D20a, beyond SPEC: whether a password is set (the update then asks for it).
  password: z.boolean(),
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
  password: z.boolean().optional().catch(undefined),
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
    // D20a: asked once a password is set, before the email or the password changes.
    currentPassword: optionalField(
      z.string({ error: 'currentPassword must be a string.' }).max(PASSWORD_MAX, `currentPassword must be at most ${PASSWORD_MAX} characters.`),
    ),
  })
  .refine((b) => b.email !== undefined || b.password !== undefined, {
    message: 'email or password is required.',
    path: ['email'],
  })
export type AccountUpdate = z.infer<typeof accountUpdate>

export const ACCOUNT_UPDATED = 'Account has been successfully updated.'
export const CURRENT_PASSWORD_REQUIRED = 'currentPassword is required to change the email or the password.'
export const CURRENT_PASSWORD_WRONG = 'currentPassword is not right.'

/** D20b: `POST /account/key` (beyond SPEC) answers the new key; the old one stops working at once. */
export const API_KEY_CREATED = 'A new API key has been created. The old one no longer works.'
export const accountKeyCreated = z.object({ error: okInt, apiKey: z.string().min(32), message: z.string() })
export const accountKeyCreatedTolerant = z.looseObject({ error: okTolerant, apiKey: z.string().min(1), message: z.string().optional() })

export const username = text('username', 3, 40).regex(
  /^[a-zA-Z0-9_-]+$/,
  'username may contain only letters, digits, "_" and "-".',
)
