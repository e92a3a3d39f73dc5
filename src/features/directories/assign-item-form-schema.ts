import { z } from 'zod'
import { directoryItemType } from '@contract/directories'
import { idText } from '@contract/fields'

export const assignItemSchema = z.object({
  type: directoryItemType,
  itemId: idText('Item id must be a whole number above 0.'),
})
export type AssignItemValues = z.input<typeof assignItemSchema>
export type AssignItemOutput = z.output<typeof assignItemSchema>
