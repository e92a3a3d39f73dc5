import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LineWriter } from './line-writer.ts'

describe('LineWriter (Y4)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'line-writer-'))
  const file = path.join(dir, 'out.log')
  let fd = -1
  afterEach(() => closeSync(fd))

  it('holds lines until 16 KiB or a flush, then writes every one whole and in order, long and non-ASCII ones too', () => {
    fd = openSync(file, 'w')
    const lines = new LineWriter(fd)
    lines.write('{"msg":"first é"}\n')
    expect(readFileSync(file, 'utf8')).toBe('')
    const many = Array.from({ length: 400 }, (_, i) => `{"n":${i},"pad":"${'x'.repeat(40)}"}\n`)
    for (const l of many) lines.write(l)
    const written = readFileSync(file, 'utf8')
    expect(written.length).toBeGreaterThanOrEqual(16 * 1024)
    expect(written.endsWith('\n')).toBe(true)
    const long = `{"long":"${'y'.repeat(100_000)}"}\n`
    lines.write(long)
    lines.write('{"msg":"last"}\n')
    lines.flush()
    expect(readFileSync(file, 'utf8')).toBe(['{"msg":"first é"}\n', ...many, long, '{"msg":"last"}\n'].join(''))
    rmSync(dir, { recursive: true, force: true })
  })
})
