import { z } from 'zod'

// `live`: not expired, so the campaign's rotator has a link to take turns with; `from`: the campaign it is in.
const pickedLink = z.object({
  id: z.number().int().positive(),
  label: z.string(),
  detail: z.string().optional(),
  live: z.boolean().optional(),
  from: z.number().int().nullable().optional(),
})

export const addLinkSchema = z.object({
  link: pickedLink.nullable().transform((link, ctx) => {
    if (link) return link
    ctx.addIssue({ code: 'custom', message: 'Choose a link: type part of its title, alias or URL, then pick it.' })
    return z.NEVER
  }),
})
export type AddLinkValues = z.input<typeof addLinkSchema>
export type AddLinkOutput = z.output<typeof addLinkSchema>
