import { fsyncSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'

/** How many times the embedded database asked the disk to keep what it wrote (read by the tests). */
export const embeddedSyncs = { count: 0 }

type Patchable = { Module?: { NODEFS?: { stream_ops?: { fsync?: (stream: { nfd: number }) => number } } } }

/**
 * PGlite 0.5 starts PostgreSQL with `-F` (fsync off), and the Node file system it runs on (Emscripten's
 * NODEFS) has no fsync at all: a commit reaches the operating system's cache, not the disk, so a power
 * loss or an OS crash may lose recent commits or leave the data directory unreadable. These start
 * parameters turn fsync back on, with `wal_sync_method=fsync` (Emscripten's fdatasync does nothing).
 */
export function durableStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams
  if (!defaults?.includes('-F')) throw new Error(unsupported('its default start parameters'))
  return [...defaults.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync']
}

/** Gives NODEFS the fsync it lacks, so PostgreSQL's fsync calls (each commit's WAL, checkpoints) reach the disk. */
export function syncWritesToDisk(client: PGlite) {
  const ops = (client as unknown as Patchable).Module?.NODEFS?.stream_ops
  if (!ops) throw new Error(unsupported('its file system module'))
  ops.fsync = (stream) => {
    embeddedSyncs.count++
    try {
      fsyncSync(stream.nfd)
    } catch {
      // PostgreSQL stops the server on a failed fsync; a directory that cannot be synced is no reason.
    }
    return 0
  }
}

const unsupported = (what: string) =>
  `This PGlite version changed ${what}: the embedded database cannot be made durable. ` +
  'Set EMBEDDED_FSYNC=off to run without fsync, or use PostgreSQL (DATABASE_URL).'
