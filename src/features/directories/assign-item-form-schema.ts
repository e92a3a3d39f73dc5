import { z } from 'zod'
import { directoryItemType, type DirectoryItemView } from '@contract/directories'
import { idText } from '@contract/fields'

const picked = z.object({
  id: z.number().int().positive(),
  label: z.string(),
  detail: z.string().optional(),
  /** The row the directory will list, so that adding it needs no refetch. */
  row: z.custom<DirectoryItemView>().optional(),
})
const bioId = idText('Bio page id must be a whole number above 0.')

/** Links and QR codes are picked from a search, bio pages typed by id (there is no bio API to search). */
export const assignItemSchema = z
  .object({ type: directoryItemType, item: picked.nullable(), itemId: z.string() })
  .transform(({ type, item, itemId }, ctx) => {
    if (type === 'bio') {
      const id = bioId.safeParse(itemId)
      if (id.success) return { type, itemId: id.data, name: String(id.data), row: undefined }
      ctx.addIssue({ code: 'custom', path: ['itemId'], message: id.error.issues[0]!.message })
      return z.NEVER
    }
    if (item) return { type, itemId: item.id, name: item.label, row: item.row }
    ctx.addIssue({ code: 'custom', path: ['item'], message: type === 'qr' ? 'Choose a QR code by its name.' : 'Choose a link: type part of its title, alias or URL, then pick it.' })
    return z.NEVER
  })
export type AssignItemValues = z.input<typeof assignItemSchema>
export type AssignItemOutput = z.output<typeof assignItemSchema>
