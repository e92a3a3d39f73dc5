import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export function findPgTool(name: 'pg_dump' | 'pg_restore'): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name)
  }
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  return versions.map((v) => path.join(root, v, 'bin', name)).find((p) => existsSync(p)) ?? null
}

// O6: the password in PGPASSWORD, not in arguments every user of the machine can read in `ps`.
export async function runPgTool(name: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]) {
  const tool = findPgTool(name)
  if (!tool) {
    throw new Error(`${name} was not found (on PATH or under /usr/lib/postgresql). Install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`)
  }
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  try {
    await run(tool, [...args, `--dbname=${url.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    })
  } catch (e) {
    const stderr = String((e as { stderr?: string }).stderr ?? '').trim()
    throw new Error(`${name} failed: ${(stderr || (e as Error).message).split(password || '\u0000').join('***')}`, { cause: e })
  }
}
