import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client.ts'
import { databaseAt } from './old-migrations.ts'

// drizzle applies a migration only when its journal time is later than the newest one the database
// recorded. Migration 0007 first shipped with a time older than 0006's: databases made before it never
// got it. Its time is now later, its statements may run twice, and the times must only ever grow.

const journal = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../server/db/migrations/meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[]
}
const RELEASED_0007_TIME = 1795693303044
const dirs: string[] = []
const adminUrl = process.env.DATABASE_URL

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function upgrade(last: number, fill: Parameters<typeof databaseAt>[3] = async () => {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-order-'))
  dirs.push(dataDir)
  const databaseUrl = await databaseAt(last, dataDir, adminUrl, fill)
  const database = await openDatabase({ dataDir, databaseUrl })
  try {
    const { rows } = (await database.db.execute(sql`
      select (select count(*) from information_schema.tables where table_name = 'overlay_messages')::int as messages,
             (select count(*) from information_schema.columns where table_name = 'overlays' and column_name = 'content')::int as content,
             (select count(*) from pg_proc p join pg_language l on l.oid = p.prolang where p.proname = 'fold_clicks' and l.lanname = 'plpgsql')::int as plpgsql,
             (select content from overlays limit 1) as design`)) as unknown as {
      rows: { messages: number; content: number; plpgsql: number; design: unknown }[]
    }
    return rows[0]!
  } finally {
    await database.close()
  }
}

describe('the migrations journal', () => {
  it('gives every migration a later time than the one before', () => {
    const times = journal.entries.map((e) => e.when)
    for (let i = 1; i < times.length; i++) expect(times[i], journal.entries[i]!.tag).toBeGreaterThan(times[i - 1]!)
  })
})

describe('upgrading a database', () => {
  it('made before migration 0007: gets the overlay designs, and its overlays a design', async () => {
    const found = await upgrade(6, async (q) => {
      const [user] = await q(`INSERT INTO users (email, username, api_key_hash, plan) VALUES ('o@example.com', 'o_user', 'h', 'pro') RETURNING id`)
      await q(`INSERT INTO overlays (user_id, name, type) VALUES ($1, 'Spring sale', 'message')`, [user!.id])
    })
    expect(found).toEqual({ messages: 1, content: 1, plpgsql: 1, design: { text: 'Spring sale' } })
  })

  it('that ran migration 0007 as first released: runs it again harmlessly', async () => {
    const found = await upgrade(7, async (q) => {
      await q(`UPDATE drizzle.__drizzle_migrations SET created_at = $1 WHERE created_at = $2`, [RELEASED_0007_TIME, journal.entries[7]!.when])
      const [user] = await q(`INSERT INTO users (email, username, api_key_hash, plan) VALUES ('p@example.com', 'p_user', 'h', 'pro') RETURNING id`)
      await q(`INSERT INTO overlays (user_id, name, type, content) VALUES ($1, 'Poll', 'poll', '{"title":"Kept"}')`, [user!.id])
    })
    expect(found).toEqual({ messages: 1, content: 1, plpgsql: 1, design: { title: 'Kept' } })
  })
})
