import { z } from 'zod'
import { bool, day, hexColor, id, optionalField, text } from './fields.ts'
import { listEnvelope, listEnvelopeTolerant, okInt } from './envelope.ts'

export const DIRECTORY_ITEM_TYPES = ['links', 'bio', 'qr'] as const
export const directoryItemType = z.enum(DIRECTORY_ITEM_TYPES, {
  error: 'type must be one of links, bio or qr.',
})
export type DirectoryItemType = z.infer<typeof directoryItemType>
export const DEFAULT_DIRECTORY_COLOR = '#64748b'

export const directory = z.object({
  id,
  name: z.string(),
  description: z.string(),
  color: z.string(),
  starred: z.boolean(),
  items: z.number().int().min(0),
})
export type Directory = z.infer<typeof directory>

export const directoryTolerant = z.looseObject({
  id: z.coerce.number().int(),
  name: z.string().catch(''),
  description: z.string().nullable().optional().transform((v) => v ?? ''),
  color: z.string().nullable().optional().transform((v) => v || DEFAULT_DIRECTORY_COLOR),
  starred: z.union([z.boolean(), z.number(), z.string()]).optional()
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
  items: z.coerce.number().int().min(0).optional().catch(undefined),
})
export type DirectoryView = z.output<typeof directoryTolerant>

export const directoryList = listEnvelope('directories', directory)
/** K5: `GET /channels`, the live product's name for the same list. */
export const channelList = listEnvelope('channels', directory)
export const directoryListTolerant = listEnvelopeTolerant(['directories', 'channels'], directoryTolerant)

export const directoryItem = z.object({
  type: directoryItemType,
  id,
  title: z.string(),
  preview: z.string(),
  link: z.string(),
  date: day,
})
export type DirectoryItem = z.infer<typeof directoryItem>

export const directoryItemTolerant = z.looseObject({
  type: z.string().catch('links'),
  id: z.coerce.number().int(),
  title: z.string().nullable().optional().transform((v) => v ?? ''),
  preview: z.string().nullable().optional().transform((v) => v ?? ''),
  link: z.string().nullable().optional().transform((v) => v ?? ''),
  date: z.string().catch(''),
})
export type DirectoryItemView = z.output<typeof directoryItemTolerant>

export const directoryItemList = listEnvelope('items', directoryItem)
export const directoryItemListTolerant = listEnvelopeTolerant(['items'], directoryItemTolerant)

const description = z
  .string({ error: 'description must be a string.' })
  .trim()
  .max(500, 'description must be at most 500 characters.')

const directoryOptions = {
  description: optionalField(description),
  color: optionalField(hexColor('color')),
  starred: optionalField(bool('starred')),
}

export const directoryCreate = z.object({ name: text('name', 1, 100), ...directoryOptions })
export type DirectoryCreate = z.input<typeof directoryCreate>

export const directoryUpdate = z.object({ name: optionalField(text('name', 1, 100)), ...directoryOptions })
export type DirectoryUpdate = z.input<typeof directoryUpdate>

export const directoryCreated = directory.omit({ items: true }).extend({ error: okInt })

export const DIRECTORY_ASSIGNED = 'Item successfully added to the directory.'
export const DIRECTORY_UPDATED = 'Directory has been updated successfully.'
export const DIRECTORY_REMOVED = 'Item has been removed from the directory.'
export const DIRECTORY_DELETED = 'Directory has been deleted successfully.'

/** K4: a user's directory names are unique in any case; the live service says "channel". */
export const directoryNameTaken = (name: string) => `You already have a directory with this name: ${name}.`
export const isDirectoryNameTaken = (message: string) => /^You already have a (directory|channel) with this name\b/.test(message)
