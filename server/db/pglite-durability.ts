import { closeSync, fsyncSync, openSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { RELAXED_COMMIT } from './relaxed-commit.ts'

export const embeddedSyncs = { count: 0, relaxed: 0 }

// L4i: a relaxed commit's log is synced within this time, or by the next other commit.
const RELAXED_SYNC_MS = 200

type Stream = { nfd: number; node: object }
type StreamOps = {
  fsync?: (stream: Stream) => number
  write: (stream: Stream, ...rest: unknown[]) => number
}
type Patchable = {
  Module?: { NODEFS?: { stream_ops?: StreamOps; realPath?: (node: object) => string } }
  execProtocolRawSync?: (message: Uint8Array) => Uint8Array
  close: () => Promise<void>
}

/** O5: PGlite starts PostgreSQL with `-F` (fsync off); these turn it back on. */
export function durableStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams
  if (!defaults?.includes('-F')) throw new Error(unsupported('its default start parameters'))
  return [...defaults.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync']
}

/** O5: gives NODEFS the fsync it lacks. L4i: a RELAXED_COMMIT statement's log syncs later, before any other sync or data write. */
export function syncWritesToDisk(client: PGlite) {
  const target = client as unknown as Patchable
  const fs = target.Module?.NODEFS
  const ops = fs?.stream_ops
  const realPath = fs?.realPath
  const execute = target.execProtocolRawSync
  if (!ops || !realPath || typeof ops.write !== 'function' || typeof execute !== 'function') {
    throw new Error(unsupported('its file system module'))
  }

  const walNodes = new WeakMap<object, boolean>()
  const inWal = (stream: Stream) => {
    let wal = walNodes.get(stream.node)
    if (wal === undefined) walNodes.set(stream.node, (wal = /[/\\]pg_wal(?:[/\\]|$)/.test(realPath(stream.node))))
    return wal
  }
  let relaxed = false // a marked statement is running
  const skipped = new Set<string>() // log files whose sync was skipped
  const syncing = new Set<string>() // given to the timer's sync, not done

  const syncSkippedNow = () => {
    for (const file of new Set([...skipped, ...syncing])) guarded(() => syncPath(file))
    skipped.clear()
  }
  ops.fsync = (stream) => {
    if (relaxed && inWal(stream)) {
      skipped.add(realPath(stream.node))
      embeddedSyncs.relaxed++
      return 0
    }
    if (skipped.size || syncing.size) syncSkippedNow()
    embeddedSyncs.count++
    guarded(() => fsyncSync(stream.nfd))
    return 0
  }
  const write = ops.write.bind(ops)
  ops.write = (stream, ...rest) => {
    if ((skipped.size || syncing.size) && !inWal(stream)) syncSkippedNow()
    return write(stream, ...rest)
  }

  const marker = new TextEncoder().encode(RELAXED_COMMIT)
  // A simple query ('Q', a 4-byte length, then the SQL) that starts with the marker.
  const marked = (m: Uint8Array) => m[0] === 0x51 && m.length > 5 + marker.length && marker.every((b, i) => m[5 + i] === b)
  target.execProtocolRawSync = (message) => {
    relaxed = marked(message)
    try {
      return execute.call(client, message)
    } finally {
      relaxed = false
    }
  }

  const timer = setInterval(() => {
    if (!skipped.size) return
    const files = [...skipped]
    skipped.clear()
    for (const f of files) syncing.add(f)
    void Promise.all(files.map((f) => syncLater(f).catch(() => {}))).finally(() => {
      for (const f of files) syncing.delete(f)
      embeddedSyncs.count += files.length
    })
  }, RELAXED_SYNC_MS)
  timer.unref()
  const close = target.close.bind(client)
  target.close = async () => {
    clearInterval(timer)
    syncSkippedNow()
    await close()
  }
}

function syncPath(file: string) {
  const fd = openSync(file, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

async function syncLater(file: string) {
  const handle = await open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

function guarded(sync: () => void) {
  try {
    sync()
  } catch {
    // PostgreSQL stops the server on a failed fsync; a directory that cannot be synced is no reason.
  }
}

const unsupported = (what: string) =>
  `This PGlite version changed ${what}: the embedded database cannot be made durable. ` +
  'Set EMBEDDED_FSYNC=off to run without fsync, or use PostgreSQL (DATABASE_URL).'
