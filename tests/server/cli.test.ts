import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import { accountResponse } from '../../contract/index.ts'
import { users } from '../../server/db/schema.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, ok, rateHeaders } from './helpers.ts'

// D6: `npm run user:create -- --email E [--username U] [--plan free|pro] [--rate-limit N] [--file-quota-mb N]` (Q33a).
// On PGlite the CLI writes the data directory that a server then opens; on PostgreSQL it
// writes the database of a running test server.
const PG = Boolean(process.env.DATABASE_URL)
const root = path.resolve(import.meta.dirname, '../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'linkdash-cli-'))
let s: TestServer | undefined

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

function cli(args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir }
  if (PG) env.DATABASE_URL = s!.config.databaseUrl
  else delete env.DATABASE_URL
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'server/cli/user-create.ts', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr: stderr.replace(/^npm warn .*\n/gm, '') }))
  })
}

beforeAll(async () => {
  if (PG) s = await startServer()
})
afterAll(async () => {
  await s?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

let created: { id: number; email: string; username: string; plan: string; rateLimit: number; apiKey: string }

describe('server/cli/user-create.ts', { timeout: 90_000 }, () => {
  it('creates a user and prints it as one JSON line with the new API key', async () => {
    const run = await cli(['--email', 'Cli.User@example.com', '--username', 'cli_user', '--plan', 'pro', '--rate-limit', '5', '--file-quota-mb', '12'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const lines = run.stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    created = JSON.parse(lines[0]!)
    expect(created).toEqual({
      id: expect.any(Number),
      email: 'Cli.User@example.com',
      username: 'cli_user',
      plan: 'pro',
      rateLimit: 5,
      fileQuotaMb: 12,
      apiKey: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/),
    })
  })

  it('refuses an email that is taken, whatever its case, printing nothing on stdout', async () => {
    const run = await cli(['--email', 'cli.user@EXAMPLE.com', '--username', 'someone_else'])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/email .* is taken/)
  })

  it('refuses a file quota that is not a whole number of MiB', async () => {
    const run = await cli(['--email', 'quota@example.com', '--file-quota-mb', '1.5'])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/file-quota-mb must be a whole number of MiB/)
  })

  it('refuses an unknown plan', async () => {
    const run = await cli(['--email', 'plan@example.com', '--plan', 'gold'])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/plan must be free or pro/)
  })

  it('prints the usage and exits 2 without --email', async () => {
    const run = await cli(['--username', 'nobody'])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/^Usage: npm run user:create -- --email E/)
  })

  it('prints the usage on --help and exits 0', async () => {
    const run = await cli(['--help'])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('')
    expect(run.stdout).toMatch(/^Usage: npm run user:create -- --email E/)
  })

  it('names an unknown option with the usage and exits 2', async () => {
    const run = await cli(['--mail', 'typo@example.com'])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/^Usage: npm run user:create -- --email E/)
    expect(run.stderr).toContain("'--mail'")
  })

  it("gives a key the server accepts, with the user's plan and rate limit", async () => {
    // On PGlite the server opens the directory the CLI wrote; it must not seed a demo user there.
    if (!PG) s = await startServer({}, { dataDir })
    if (!PG) expect(s!.demoKey).toBe('')
    const a = await call(s!, '/account', { key: created.apiKey })
    const { data } = ok(a, accountResponse)
    expect(data).toMatchObject({ id: created.id, username: 'cli_user', email: 'Cli.User@example.com', status: 'pro', expires: null })
    expect(rateHeaders(a)).toMatchObject({ limit: '5', remaining: '4' })
  })

  it.skipIf(PG)('refuses to open a PGlite data directory a running server holds', async () => {
    const [{ n: before }] = (await s!.db.select({ n: count() }).from(users)) as [{ n: number }]
    const run = await cli(['--email', 'busy@example.com'])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain(`The data directory ${dataDir} is in use`)
    const [{ n: after }] = (await s!.db.select({ n: count() }).from(users)) as [{ n: number }]
    expect(after).toBe(before)
    ok(await call(s!, '/account', { key: created.apiKey }), accountResponse)
  })
})
