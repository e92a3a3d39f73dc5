import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** P33a: whatever the umask, what this process creates is its user's alone (directories 0700, files 0600). */
export function keepFilesPrivate() {
  process.umask(0o077)
}

export function tightenTree(root: string): number {
  let tightened = 0
  const walk = (p: string) => {
    const st = lstatSync(p)
    if (st.isSymbolicLink()) return
    const mode = st.isDirectory() ? 0o700 : 0o600
    if ((st.mode & 0o777 & ~mode) !== 0) {
      chmodSync(p, mode)
      tightened++
    }
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name))
  }
  walk(root)
  return tightened
}

/** P33a: a DATA_DIR already 0700 is not walked; the number of entries tightened. */
export function secureDataDir(dir: string): number {
  keepFilesPrivate()
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  return (lstatSync(dir).mode & 0o077) === 0 ? 0 : tightenTree(dir)
}
