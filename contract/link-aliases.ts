import { z } from 'zod'
import { okInt, okTolerant } from './envelope.ts'

/** G8: POST /urls/aliases, beyond the live product: which aliases are taken, for an import check. */
export const MAX_ALIAS_LOOKUPS = 1000

const pair = z.object(
  {
    alias: z.string({ error: 'aliases.alias must be a string.' }).trim().min(1, 'aliases.alias must not be empty.').max(50, 'aliases.alias must be at most 50 characters.'),
    /** "" or absent: the public host; else one of the caller's branded domains, as in POST /url/add. */
    domain: z.string({ error: 'aliases.domain must be a string.' }).trim().max(255, 'aliases.domain must be at most 255 characters.').optional().default(''),
  },
  { error: 'aliases must be a list of {alias, domain}.' },
)

export const aliasLookup = z.object({
  aliases: z
    .array(pair, { error: 'aliases must be a list of {alias, domain}.' })
    .min(1, 'aliases must hold at least one {alias, domain}.')
    .max(MAX_ALIAS_LOOKUPS, `aliases must hold at most ${MAX_ALIAS_LOOKUPS} pairs.`),
})
export type AliasLookup = z.input<typeof aliasLookup>

/** One answer per pair, in order: `taken` (a link, a kept alias, a file or reserved), `valid: false` for a broken alias. */
export const aliasAnswer = z.object({
  alias: z.string(),
  domain: z.string(),
  taken: z.boolean(),
  reserved: z.boolean(),
  valid: z.boolean(),
})
export const aliasLookupAnswer = z.object({ error: okInt, data: z.object({ aliases: z.array(aliasAnswer) }) })

export const aliasLookupAnswerTolerant = z.looseObject({
  error: okTolerant,
  data: z.looseObject({
    aliases: z.array(
      z.looseObject({
        alias: z.string(),
        domain: z.string().catch(''),
        taken: z.boolean(),
        reserved: z.boolean().optional().catch(undefined),
        valid: z.boolean().optional().catch(undefined),
      }),
    ),
  }),
})
export type AliasLookupView = z.output<typeof aliasLookupAnswerTolerant>['data']['aliases'][number]
