// The group-commit reference for bench/redirect.ts on PostgreSQL: the prototype at its smallest. Bare Hono
// on @hono/node-server, every alias redirecting to one URL; each event-loop turn's clicks are summed into one
// jsonb row inserted through a pool of 2 connections with synchronous_commit=off (as Linkdash's click_pending,
// L4g), and each 302 goes out once its row is committed. No lookup, no visitor, no fold: what is left of
// Linkdash's redirect once everything but the durable click is taken away, measured in the same run.
// `taskset -c 1 node --import tsx bench/reference-pg-302.ts PORT DATABASE_URL`. Prints "ready" once it listens.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import pg from 'pg'

const port = Number(process.argv[2] ?? 18094)
const url = process.argv[3]
if (!url) throw new Error('usage: reference-pg-302.ts PORT DATABASE_URL')

const IN_FLIGHT = 2
const pool = new pg.Pool({ connectionString: url, max: IN_FLIGHT, options: '-c synchronous_commit=off' })
await pool.query('create table if not exists bench_reference_clicks (id bigserial primary key, clicks jsonb not null)')

let pending: (() => void)[] = []
let inFlight = 0
let scheduled = false

function schedule() {
  if (scheduled || inFlight >= IN_FLIGHT) return
  scheduled = true
  setImmediate(flush)
}

function flush() {
  scheduled = false
  while (pending.length && inFlight < IN_FLIGHT) {
    const batch = pending
    pending = []
    inFlight++
    const row = JSON.stringify({ links: [{ link: 1, clicks: batch.length }] })
    pool
      .query({ name: 'record', text: 'insert into bench_reference_clicks (clicks) values ($1::jsonb)', values: [row] })
      .then(
        () => batch.forEach((answer) => answer()),
        (e: Error) => {
          console.error(e.message)
          process.exit(1)
        },
      )
      .finally(() => {
        inFlight--
        if (pending.length) schedule()
      })
  }
}

const app = new Hono()
app.get('/:alias', async (c) => {
  await new Promise<void>((answer) => {
    pending.push(answer)
    schedule()
  })
  return c.redirect('https://example.com/', 302)
})

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log('ready'))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => void pool.end().finally(() => process.exit(0))))
