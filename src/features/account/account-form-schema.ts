import { z } from 'zod'
import { accountUpdate } from '@contract/account'

export interface AccountFormValues {
  email: string
  password: string
  confirmPassword: string
  currentPassword: string
}

const blankToUndefined = (values: AccountFormValues) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? undefined : v]))

/** The contract's update body plus a confirmation of the new password; an empty field means "unchanged". */
export const accountFormSchema = z.preprocess(
  blankToUndefined,
  accountUpdate.safeExtend({ confirmPassword: z.string().optional() }).refine(
    (v) => v.password === undefined || v.password === v.confirmPassword,
    { message: 'The two passwords do not match.', path: ['confirmPassword'] },
  ),
)
export type AccountFormOutput = z.output<typeof accountFormSchema>
