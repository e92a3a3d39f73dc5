import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'

/** A per-installation salt, so visitor hashes cannot be reversed into addresses (D29). */
export function visitorSalt(dataDir: string): string {
  const file = path.join(dataDir, 'visitor-salt')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  // Written whole, then linked into place: of the workers starting together (WORKERS), one salt wins.
  const mine = `${file}.${process.pid}`
  writeFileSync(mine, randomBytes(32).toString('hex'), { mode: 0o600 })
  try {
    linkSync(mine, file)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
  } finally {
    rmSync(mine, { force: true })
  }
  return readFileSync(file, 'utf8').trim()
}
