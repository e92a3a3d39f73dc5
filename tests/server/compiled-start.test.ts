import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../scripts/build-server.mjs'
import { freePort } from './server-process.ts'

// `npm start` runs the server compiled to plain JavaScript by scripts/build-server.mjs. Built here into
// its own folder (inside the repository, where node_modules resolves) and started once with plain node,
// which cannot load TypeScript: a fresh data directory checks the migrations were carried along too.
const ROOT = path.resolve(import.meta.dirname, '../..')
const outDir = path.join(ROOT, `.dist-server-test-${process.pid}`)
const parent = mkdtempSync(path.join(tmpdir(), 'linkdash-compiled-'))
const dataDir = path.join(parent, 'data')
const distDir = path.join(parent, 'dashboard')

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesIn(path.join(dir, e.name)) : [path.join(dir, e.name)]))

beforeAll(async () => {
  // A dashboard build newer than its sources: the start script serves it without rebuilding.
  mkdirSync(distDir, { recursive: true })
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>compiled-start marker</title>')
  await buildServer({ outDir })
})

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true })
  rmSync(parent, { recursive: true, force: true })
})

describe('the compiled server (npm start)', { timeout: 120_000 }, () => {
  it('is plain JavaScript with the migrations beside it, and is not rebuilt while fresh', async () => {
    const files = filesIn(outDir).map((f) => path.relative(outDir, f))
    expect(files).toContain('start.js')
    expect(files).toContain('server.js')
    expect(files.filter((f) => f.endsWith('.ts'))).toEqual([])
    expect(files.filter((f) => f.startsWith('migrations/') && f.endsWith('.sql')).length).toBeGreaterThan(0)
    const builtAt = statSync(path.join(outDir, 'start.js')).mtimeMs
    await buildServer({ outDir, ifStale: true })
    expect(statSync(path.join(outDir, 'start.js')).mtimeMs).toBe(builtAt)
  })

  it('starts with plain node on a new data directory, answers the API and serves DIST_DIR', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, [path.join(outDir, 'start.js')], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += `[err] ${d}`))
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    try {
      const deadline = Date.now() + 100_000
      while (!out.includes('Linkdash is ready')) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the compiled server did not start:\n${out}`)
        await new Promise((r) => setTimeout(r, 50))
      }
      expect(out).not.toContain('[err]')
      expect(out).not.toContain('Building the dashboard')
      const { apiKey } = JSON.parse(readFileSync(path.join(dataDir, 'demo-user.json'), 'utf8')) as { apiKey: string }
      const account = await fetch(`http://127.0.0.1:${port}/api/account`, { headers: { Authorization: `Bearer ${apiKey}` } })
      expect(account.status).toBe(200)
      expect(((await account.json()) as { data: { email: string } }).data.email).toBe('demo@example.com')
      // Q2: a QR image is drawn by the render pool's thread, a script of the build's own.
      const added = await fetch(`http://127.0.0.1:${port}/api/qr/add`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'text', data: 'compiled' }),
      })
      const image = await fetch(`${((await added.json()) as { link: string }).link.replace(/^https?:\/\/[^/]+/, `http://127.0.0.1:${port}`)}?size=128`)
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png'])
      const page = await fetch(`http://127.0.0.1:${port}/app/`)
      expect(await page.text()).toContain('compiled-start marker')
    } finally {
      child.kill('SIGTERM')
    }
    expect(await exited).toBe(0)
  })
})
