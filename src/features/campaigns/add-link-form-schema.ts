import { z } from 'zod'
import { idText } from '@contract/fields'

export const addLinkSchema = z.object({
  linkId: idText('Link id must be a whole number above 0.'),
})
export type AddLinkValues = z.input<typeof addLinkSchema>
export type AddLinkOutput = z.output<typeof addLinkSchema>
