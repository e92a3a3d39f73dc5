import { z } from 'zod'
import { directoryItemType, type DirectoryItemView } from '@contract/directories'

const picked = z.object({
  id: z.number().int().positive(),
  label: z.string(),
  detail: z.string().optional(),
  /** The row the directory will list, so that adding it needs no refetch. */
  row: z.custom<DirectoryItemView>().optional(),
})

const PICK_MESSAGES = {
  links: 'Choose a link: type part of its title, alias or URL, then pick it.',
  qr: 'Choose a QR code by its name.',
  bio: 'Choose a bio page: type part of its name or alias, then pick it.',
} as const

/** Every item is picked from a search (bio pages since X3, E9). */
export const assignItemSchema = z
  .object({ type: directoryItemType, item: picked.nullable() })
  .transform(({ type, item }, ctx) => {
    if (item) return { type, itemId: item.id, name: item.label, row: item.row }
    ctx.addIssue({ code: 'custom', path: ['item'], message: PICK_MESSAGES[type] })
    return z.NEVER
  })
export type AssignItemValues = z.input<typeof assignItemSchema>
export type AssignItemOutput = z.output<typeof assignItemSchema>
