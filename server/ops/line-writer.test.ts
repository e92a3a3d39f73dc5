import { spawn, execFileSync } from 'node:child_process'
import { closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CHUNK, LineWriter } from './line-writer.ts'

describe('LineWriter (Y4, Y8)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'line-writer-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes each full chunk by itself and, once flushed, every line whole and in order, long and non-ASCII ones too', async () => {
    const file = path.join(dir, 'out.log')
    const fd = openSync(file, 'w')
    const lines = new LineWriter(fd)
    lines.write('{"msg":"first é"}\n')
    const many = Array.from({ length: 1_200 }, (_, i) => `{"n":${i},"pad":"${'x'.repeat(40)}"}\n`)
    for (const l of many) lines.write(l)
    expect(many.join('').length).toBeGreaterThan(CHUNK)
    while (statSync(file).size < CHUNK) await new Promise((r) => setTimeout(r, 5))
    const long = `{"long":"${'y'.repeat(100_000)}"}\n`
    lines.write(long)
    lines.write('{"msg":"last"}\n')
    lines.flush()
    expect(readFileSync(file, 'utf8')).toBe(['{"msg":"first é"}\n', ...many, long, '{"msg":"last"}\n'].join(''))
    closeSync(fd)
  })

  it('never waits for a reader that stops: past 1 MiB behind, lines are dropped and counted in a warning', async () => {
    const fifo = path.join(dir, 'fifo')
    execFileSync('mkfifo', [fifo])
    // The read end open (so the write end opens) but not read: the pipe fills after 64 KiB.
    const held = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK)
    const fd = openSync(fifo, 'w')
    const lines = new LineWriter(fd)
    const line = (i: number) => `{"n":${i},"pad":"${'z'.repeat(200)}"}\n`
    // ~2.2 MiB while nobody reads: this returns only because no write waits for the reader.
    for (let i = 0; i < 10_000; i++) lines.write(line(i))
    const out = path.join(dir, 'read.log')
    const reader = spawn('sh', ['-c', `cat < '${fifo}' > '${out}'`])
    lines.flushSync()
    lines.write('{"msg":"after"}\n')
    lines.flushSync()
    closeSync(fd)
    closeSync(held)
    await new Promise((r) => reader.once('exit', r))
    const read = readFileSync(out, 'utf8').split('\n').filter(Boolean)
    // A chunk the thread wrote while the loop ran may come back in it: drops before it get their own warning.
    const parsed = read.map((l) => JSON.parse(l) as { n?: number; dropped?: number; level?: string })
    const warnings = parsed.filter((l) => l.dropped !== undefined)
    expect(warnings.length).toBeGreaterThanOrEqual(1)
    expect(warnings.every((w) => w.level === 'warn')).toBe(true)
    expect(read.slice(-2)).toEqual([expect.stringContaining(`"dropped":${warnings.at(-1)!.dropped}`), '{"msg":"after"}'])
    const kept = read.slice(0, -1).filter((l) => !l.includes('"dropped"'))
    expect(kept.length + warnings.reduce((sum, w) => sum + w.dropped!, 0)).toBe(10_000)
    expect(kept.length).toBeGreaterThanOrEqual(4_000)
    expect(kept[0]).toBe(line(0).trimEnd())
    const numbers = kept.map((l) => (JSON.parse(l) as { n: number }).n)
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
  })
})
