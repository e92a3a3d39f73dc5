import { Hono } from 'hono'
import { toTimestamp } from '../../contract/fields.ts'
import { and, count, desc, eq, ilike } from 'drizzle-orm'
import { FILE_DELETED, FILE_UPDATED, FILENAME_RULE, fileUpdate, fileUploadQuery, filesQuery, isSafeFilename } from '../../contract/files.ts'
import { domainHost, normaliseDomain } from '../../contract/domains.ts'
import { domainNotVerified } from '../links/link-rules.ts'
import { pageCountersFor } from '../../contract/envelope.ts'
import { hashPassword } from '../auth/passwords.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { randomAlias } from '../db/random-alias.ts'
import { domains, files, linkAliases, links } from '../db/schema.ts'
import type { Deps } from '../deps.ts'
import { extensionOf } from '../files/content-types.ts'
import { type FileStore, tooLarge } from '../files/file-store.ts'
import { insertWithinQuota, quotaOf, roomForUpload } from '../files/quota.ts'
import { ApiFailure, notFound } from '../http/errors.ts'
import { json } from '../http/json.ts'
import { bodyOf, queryOf, validate } from '../http/request.ts'
import type { ApiEnv } from '../middleware/api-guard.ts'
import { mine, ownedRows } from './owned-rows.ts'

const ALIAS_TAKEN = 'custom is already taken: choose another alias.'

export function fileRoutes({ db, config }: Deps, store: FileStore) {
  const app = new Hono<ApiEnv>()

  app.get('/files', async (c) => {
    const q = validate(filesQuery, queryOf(c))
    const userId = c.get('user').id
    const search = q.name?.trim()
    const where = and(
      eq(files.userId, userId),
      search ? ilike(files.name, `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`) : undefined,
    )
    const [rows, [total]] = await Promise.all([
      db.select().from(files).where(where).orderBy(desc(files.id)).limit(q.limit).offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(files).where(where),
    ])
    const counters = pageCountersFor(total?.n ?? 0, q.limit, q.page)
    // The files list has no `data` wrapper and says null for "no next page" (D12).
    return json(c, {
      error: '0',
      result: counters.result,
      perpage: counters.perpage,
      currentpage: counters.currentpage,
      nextpage: counters.hasNext ? q.page + 1 : null,
      maxpage: counters.maxpage,
      quota: await quotaOf(db, userId, config),
      list: rows.map((f) => ({
        id: f.id,
        name: f.name,
        downloads: f.downloads,
        shorturl: `${f.domain ?? config.publicUrl}/${f.alias}`,
        date: toTimestamp(f.created),
        size: f.size,
        protected: f.passwordHash !== null,
        expiry: f.expiry,
        maxdownloads: f.maxDownloads,
      })),
    })
  })

  app.post('/files/upload/:filename', async (c) => {
    const filename = c.req.param('filename')
    if (!isSafeFilename(filename)) throw new ApiFailure(400, FILENAME_RULE)
    const opts = validate(fileUploadQuery, queryOf(c))
    const userId = c.get('user').id

    const declared = Number(c.req.header('Content-Length') ?? NaN)
    if (declared > config.maxUploadBytes) throw tooLarge(config.maxUploadBytes)

    let domain: string | null = null
    if (opts.domain) {
      const wanted = normaliseDomain(opts.domain)
      const [own] = wanted
        ? await db.select({ d: domains.domain, status: domains.status }).from(domains).where(and(eq(domains.userId, userId), eq(domains.host, domainHost(wanted))))
        : []
      if (!own) throw new ApiFailure(400, 'domain must be one of your branded domains.')
      if (own.status !== 'verified' && config.domainVerification) throw domainNotVerified(own.d)
      domain = own.d
    }
    const aliasFree = async (alias: string) => {
      const [file] = await db.select({ id: files.id }).from(files).where(eq(files.alias, alias))
      const [link] = await db.select({ id: links.id }).from(links).where(eq(links.alias, alias))
      const [kept] = await db.select({ id: linkAliases.linkId }).from(linkAliases).where(eq(linkAliases.alias, alias))
      return !file && !link && !kept
    }
    if (opts.custom && !(await aliasFree(opts.custom))) throw new ApiFailure(409, ALIAS_TAKEN)

    const max = Math.min(config.maxUploadBytes, await roomForUpload(db, userId, config, Number.isFinite(declared) ? declared : 0))
    const saved = await store.save(c.req.raw.body as never, max).catch(async (e: unknown) => {
      // Q33a: past what the quota leaves, the quota's message, not the size limit's.
      if (e instanceof ApiFailure && e.status === 413 && max < config.maxUploadBytes) await roomForUpload(db, userId, config, max + 1)
      // F2: the rest of a failed upload's body is left unread, so the connection cannot be reused.
      throw e instanceof ApiFailure ? new ApiFailure(e.status, e.message, { ...e.headers, Connection: 'close' }) : e
    })
    try {
      let alias = opts.custom ?? randomAlias()
      while (!opts.custom && !(await aliasFree(alias))) alias = randomAlias()
      const passwordHash = opts.password ? await hashPassword(opts.password) : null
      const [row] = await insertWithinQuota(db, userId, config, saved.size, (tx) =>
        tx
          .insert(files)
          .values({
            userId,
            name: opts.name ?? filename,
            extension: extensionOf(filename),
            alias,
            domain,
            storageName: saved.storageName,
            size: saved.size,
            passwordHash,
            expiry: opts.expiry ?? null,
            maxDownloads: opts.maxdownloads ?? null,
          })
          .returning(),
      )
      return json(c, { error: 0, id: row!.id, shorturl: `${domain ?? config.publicUrl}/${alias}` })
    } catch (e) {
      await store.remove(saved.storageName)
      if (isUniqueViolation(e)) throw new ApiFailure(409, ALIAS_TAKEN)
      throw e
    }
  })
  const owned = ownedRows(db, files, 'File')

  app.put('/files/:id/update', async (c) => {
    const id = owned.id(c)
    const body = await bodyOf(c, fileUpdate)
    await owned.update(c, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.password !== undefined && { passwordHash: body.password === '' ? null : await hashPassword(body.password) }),
      ...(body.expiry !== undefined && { expiry: body.expiry === '' ? null : body.expiry }),
      ...(body.maxdownloads !== undefined && { maxDownloads: body.maxdownloads === 0 ? null : body.maxdownloads }),
    })
    return json(c, { error: 0, message: FILE_UPDATED })
  })

  app.delete('/files/:id/delete', async (c) => {
    const id = owned.id(c)
    const [row] = await db.delete(files).where(mine(files, c.get('user').id, id)).returning({ storageName: files.storageName })
    if (!row) throw notFound('File')
    // The row goes first: a download already streaming keeps its open file; no new one can start.
    await store.remove(row.storageName)
    return json(c, { error: 0, message: FILE_DELETED })
  })
  return app
}
