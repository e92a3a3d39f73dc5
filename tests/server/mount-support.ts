import { execFileSync } from 'node:child_process'
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

/** A small tmpfs at `dir` (root and `mount` needed): a real full disk. Null, with the reason, where refused. */
export function mountTmpfs(dir: string, size: string): { unmount: () => void } | { refused: string } {
  mkdirSync(dir, { recursive: true })
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' })
  } catch (e) {
    return { refused: `mounting a tmpfs is not allowed here (${(e as Error).message.split('\n')[0]})` }
  }
  // Lazy: a file the server still holds open must not keep the test from cleaning up.
  return { unmount: () => execFileSync('umount', ['-l', dir], { stdio: 'pipe' }) }
}

/** Writes a filler file until the file system is full; removing it frees the room again. */
export function fillDisk(dir: string): () => void {
  const file = path.join(dir, 'filler')
  const fd = openSync(file, 'w')
  const chunk = Buffer.alloc(64 * 1024, 1)
  try {
    for (;;) writeSync(fd, chunk)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e
  }
  // Down to the last byte: smaller writes fill what the big ones left.
  try {
    for (;;) writeSync(fd, chunk, 0, 512)
  } catch {
    /* full */
  }
  closeSync(fd)
  return () => rmSync(file, { force: true })
}
