import { Hono, type Context } from 'hono'
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { BIO_DELETED, BIO_UPDATED, bioCreate, bioIssueMessage, bioQuery, bioUpdate } from '../../contract/bio.ts'
import { ALIAS_TAKEN } from '../../contract/links.ts'
import { fetchAvatar } from '../bio/bio-avatar.ts'
import { bioItems, blockRowsOf, saveBlocks, savePixels, themeOf } from '../bio/bio-store.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { randomAlias } from '../db/random-alias.ts'
import { bioPages, directoryItems, links } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import { ApiFailure, notFound } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { listBody } from '../http/paging.ts'
import { bodyOf, idParam, queryOf, validate } from '../http/request.ts'
import { linkRules } from '../links/link-rules.ts'
import { shortUrlOf } from '../links/link-views.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
const anyObject = z.record(z.string(), z.unknown())

async function bioBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const result = schema.safeParse(await bodyOf(c, anyObject))
  if (!result.success) throw new ApiFailure(400, bioIssueMessage(result.error.issues[0]!))
  return Object.fromEntries(Object.entries(result.data as object).filter(([, v]) => v !== undefined)) as z.output<S>
}

export function bioRoutes({ db, config, clicks, clickStats, linkCache }: Deps) {
  const app = new Hono<ApiEnv>()
  const rules = linkRules(config)
  const pagesOf = (userId: number) => and(eq(links.userId, userId), eq(links.kind, 'bio'))
  const select = (where: SQL | undefined) =>
    db.select({ link: links, bio: bioPages }).from(links).innerJoin(bioPages, eq(bioPages.linkId, links.id)).where(where)
  const avatarOf = async (avatar: string | undefined) =>
    avatar ? await fetchAvatar(avatar, config.logoFetchHosts) : avatar === '' ? { png: null, sha: null } : undefined

  app.get('/bio', async (c) => {
    const q = validate(bioQuery, queryOf(c))
    const userId = c.get('user').id
    await clicks.settle()
    const search = q.q?.trim()
    const where = and(
      pagesOf(userId),
      search ? or(ilike(links.title, likeText(search)), ilike(links.alias, likeText(search)), ilike(links.description, likeText(search))) : undefined,
    )
    const total = async () => (await db.select({ n: count() }).from(links).where(where))[0]?.n ?? 0
    const [rows, n] = await Promise.all([
      select(where).orderBy(desc(links.id)).limit(q.limit).offset((q.page - 1) * q.limit),
      c.get('counts').get(userId, search ? `bio\u0000${search.toLowerCase()}` : 'bio', total),
    ])
    return json(c, listBody('bios', await bioItems(db, config.publicUrl, rows), n, q.limit, q.page))
  })

  app.get('/bio/:id', async (c) => {
    const id = idParam(c, 'id', 'Bio page')
    await clicks.settle()
    const [row] = await select(and(pagesOf(c.get('user').id), eq(links.id, id)))
    if (!row) throw notFound('Bio page')
    const [item] = await bioItems(db, config.publicUrl, [row])
    return json(c, { error: 0, data: item })
  })

  app.post('/bio/add', async (c) => {
    const body = await bioBody(c, bioCreate)
    const userId = c.get('user').id
    const avatar = await avatarOf(body.avatar)
    const row = await db
      .transaction(async (tx) => {
        const domain = (await rules.domain(tx, userId, body.domain)) ?? null
        await rules.lockReferences(tx, userId, { pixels: body.pixels })
        let alias = body.alias
        if (alias) await rules.claim(tx, alias, domain)
        else do alias = randomAlias(6)
        while (!(await rules.isFree(tx, alias, domain)))
        const [link] = await tx
          .insert(links)
          .values({
            userId,
            kind: 'bio',
            alias,
            custom: Boolean(body.alias),
            domain,
            longUrl: shortUrlOf(config.publicUrl, { domain, alias }),
            title: body.name,
            description: body.description ?? '',
          })
          .returning()
        const blocks = await saveBlocks(tx, userId, link!.id, body.blocks ?? [])
        await tx.insert(bioPages).values({
          linkId: link!.id,
          name: body.name,
          avatar: body.avatar ?? '',
          avatarPng: avatar?.png ?? null,
          avatarSha: avatar?.sha ?? null,
          theme: themeOf(body.theme),
          buttonStyle: body.buttonStyle ?? 'rounded',
          public: body.public ?? true,
          blocks,
        })
        await savePixels(tx, link!.id, body.pixels)
        return link!
      })
      .catch(aliasTaken)
    linkCache.forget(row)
    return json(c, { error: 0, id: row.id, url: shortUrlOf(config.publicUrl, row) })
  })

  app.put('/bio/:id/update', async (c) => {
    const id = idParam(c, 'id', 'Bio page')
    const body = await bioBody(c, bioUpdate)
    const userId = c.get('user').id
    // B5: only a changed avatar address is fetched.
    const [stored] = await select(and(pagesOf(userId), eq(links.id, id)))
    if (!stored) throw notFound('Bio page')
    const avatar = body.avatar !== undefined && body.avatar !== stored.bio.avatar ? await avatarOf(body.avatar) : undefined
    const saved = await db
      .transaction(async (tx) => {
        const [current] = await tx.select().from(links).where(and(pagesOf(userId), eq(links.id, id))).for('update')
        const [bio] = await tx.select().from(bioPages).where(eq(bioPages.linkId, id))
        if (!current || !bio) throw notFound('Bio page')
        const domain = await rules.domain(tx, userId, body.domain)
        await rules.lockReferences(tx, userId, { pixels: body.pixels })
        const host = domain === undefined ? current.domain : domain
        const alias = body.alias ?? current.alias
        if (alias !== current.alias || host !== current.domain) await rules.claim(tx, alias, host, id)
        const [link] = await tx
          .update(links)
          .set({
            alias,
            domain: host,
            longUrl: shortUrlOf(config.publicUrl, { domain: host, alias }),
            ...(alias !== current.alias && { custom: true }),
            ...(body.name !== undefined && { title: body.name }),
            ...(body.description !== undefined && { description: body.description }),
          })
          .where(eq(links.id, id))
          .returning()
        const changes = {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.avatar !== undefined && { avatar: body.avatar }),
          ...(avatar && { avatarPng: avatar.png, avatarSha: avatar.sha }),
          ...(body.theme !== undefined && { theme: themeOf({ ...themeOf(bio.theme), ...body.theme }) }),
          ...(body.buttonStyle !== undefined && { buttonStyle: body.buttonStyle }),
          ...(body.public !== undefined && { public: body.public }),
          ...(body.blocks !== undefined && { blocks: await saveBlocks(tx, userId, id, body.blocks) }),
        }
        if (Object.keys(changes).length) await tx.update(bioPages).set(changes).where(eq(bioPages.linkId, id))
        await savePixels(tx, id, body.pixels)
        return { before: current, after: link! }
      })
      .catch(aliasTaken)
    linkCache.forget(saved.before)
    linkCache.forget(saved.after)
    clickStats.forget(id)
    return json(c, { error: 0, message: BIO_UPDATED })
  })

  app.delete('/bio/:id/delete', async (c) => {
    const id = idParam(c, 'id', 'Bio page')
    const userId = c.get('user').id
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.delete(links).where(and(pagesOf(userId), eq(links.id, id))).returning()
      if (!row) throw notFound('Bio page')
      // Its bio_pages row goes by cascade; its block rows and directory items are named explicitly.
      await tx.delete(links).where(and(eq(links.userId, userId), blockRowsOf(id)))
      await tx.delete(directoryItems).where(and(eq(directoryItems.itemType, 'bio'), eq(directoryItems.itemId, id)))
      return row
    })
    linkCache.forget(deleted)
    clickStats.forget(id)
    return json(c, { error: 0, message: BIO_DELETED })
  })
  return app
}

function aliasTaken(e: unknown): never {
  if (isUniqueViolation(e)) throw new ApiFailure(409, ALIAS_TAKEN)
  throw e
}
