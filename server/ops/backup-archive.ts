import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as tar from 'tar'

export const MANIFEST = 'linkdash-backup.json'
// L4j, O6: the clicks a killed server left unfolded go with the database they belong to.
export const DATA_ENTRIES = ['files', 'clicks', 'visitor-salt', 'demo-user.json']

export interface Manifest {
  format: 'linkdash-backup'
  version: 1
  database: 'pglite' | 'postgres'
  dump: string
  created: string
}

export async function packArchive(staging: string, manifest: Manifest, file: string) {
  writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2) + '\n')
  const entries = [MANIFEST, manifest.dump, ...DATA_ENTRIES.filter((e) => existsSync(path.join(staging, e)))]
  await tar.create({ gzip: true, file, cwd: staging, portable: true }, entries)
  chmodSync(file, 0o600)
}

export async function unpackArchive(file: string, staging: string): Promise<Manifest> {
  if (!existsSync(file)) throw new Error(`There is no backup file ${file}.`)
  try {
    await tar.extract({ file, cwd: staging, strict: true })
  } catch (e) {
    throw new Error(`${file} is not a Linkdash backup (it could not be unpacked: ${(e as Error).message}).`, { cause: e })
  }
  const at = path.join(staging, MANIFEST)
  const manifest = existsSync(at) ? (JSON.parse(readFileSync(at, 'utf8')) as Partial<Manifest>) : {}
  if (manifest.format !== 'linkdash-backup' || manifest.version !== 1 || !manifest.dump || !existsSync(path.join(staging, manifest.dump))) {
    throw new Error(`${file} is not a Linkdash backup (no ${MANIFEST} naming its database dump).`)
  }
  return manifest as Manifest
}
