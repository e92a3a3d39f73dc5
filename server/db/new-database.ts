import { readdirSync, renameSync, rmSync } from 'node:fs'
import { statfs } from 'node:fs/promises'
import path from 'node:path'

const NEW_DATABASE_MB = 64
const MB = 1024 * 1024
const PARTIAL = /^pg\.partial-\d+$/

export class DiskFullError extends Error {}

const freeMb = async (dir: string) => {
  const fs = await statfs(dir)
  return Math.floor((fs.bavail * fs.bsize) / MB)
}

// ENOSPC from Node, errno 51 from PGlite's file system layer (Emscripten's ENOSPC).
export const isDiskFull = (e: unknown) => {
  const err = e as { code?: string; errno?: number } | null
  return err?.code === 'ENOSPC' || err?.code === 'EDQUOT' || (err?.errno === 51 && err?.code === undefined)
}

export async function diskFull(dataDir: string): Promise<DiskFullError> {
  const free = await freeMb(dataDir).catch(() => 0)
  return new DiskFullError(`The disk holding ${dataDir} is full (${free} MB free): free some space, or set DATA_DIR to a larger disk, and start again.`)
}

/** D33b: built aside and renamed once complete, so a start that fails leaves nothing half-built. */
export async function buildAside(dataDir: string, pgDir: string, build: (dir: string) => Promise<void>) {
  for (const name of readdirSync(dataDir)) if (PARTIAL.test(name)) rmSync(path.join(dataDir, name), { recursive: true, force: true })
  const free = await freeMb(dataDir)
  if (free < NEW_DATABASE_MB) {
    throw new DiskFullError(
      `Not enough disk space to create the embedded database in ${dataDir}: ${free} MB free, at least ${NEW_DATABASE_MB} MB needed. Free some space, or set DATA_DIR to a larger disk, and start again.`,
    )
  }
  const building = path.join(dataDir, `pg.partial-${process.pid}`)
  try {
    await build(building)
    rmSync(pgDir, { recursive: true, force: true })
    renameSync(building, pgDir)
  } catch (e) {
    rmSync(building, { recursive: true, force: true })
    throw isDiskFull(e) ? await diskFull(dataDir) : e
  }
}
