import { execFileSync, type ExecFileSyncOptions } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './server-process.ts'

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, that the test may stop
 * and start (the shared server of TEST_DATABASE_URL must never be restarted: other runs use it).
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export interface PrivatePostgres {
  url: string
  stop: () => void
  start: () => void
  remove: () => void
}

/** Debian's PostgreSQL binaries (newest version), or why there are none. */
export function postgresBin(): { bin: string } | { missing: string } {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  const bin = versions.map((v) => path.join(root, v, 'bin')).find((b) => existsSync(path.join(b, 'initdb')))
  return bin ? { bin } : { missing: `no PostgreSQL binaries under ${root} (apt-get install postgresql)` }
}

function owner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()))
  return { uid: uid!, gid: gid! }
}

export async function privatePostgres(bin: string): Promise<PrivatePostgres> {
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'linkdash-private-pg-'))
  const user = owner()
  if (user) chownSync(dir, user.uid, user.gid)
  const data = path.join(dir, 'data')
  const run = (tool: string, args: string[]) => {
    const opts: ExecFileSyncOptions = { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir, ...user }
    execFileSync(path.join(bin, tool), args, opts)
  }
  run('initdb', ['-D', data, '-U', 'linkdash', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c shared_buffers=16MB -c max_connections=60`
  const start = () => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', '-t', '30', 'start'])
  start()
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'linkdash', 'linkdash'])
  return {
    url: `postgres://linkdash@127.0.0.1:${port}/linkdash`,
    start,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']),
    remove: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
