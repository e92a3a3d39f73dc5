import { DataDirBusyError } from '../db/lock.ts'
import { loadConfig } from '../env.ts'
import { backup, restore } from '../ops/backup.ts'

// `npm run backup -- FILE` and `npm run restore -- FILE` (package.json passes the verb first).
const [verb, file, ...rest] = process.argv.slice(2)
if ((verb !== 'backup' && verb !== 'restore') || !file || rest.length) {
  console.error(`Usage: npm run ${verb === 'restore' ? 'restore' : 'backup'} -- FILE`)
  process.exit(2)
}

const config = loadConfig()
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`
try {
  const t0 = performance.now()
  if (verb === 'backup') {
    await backup(config, file)
    console.log(`Backed up ${where} and ${config.dataDir}/files to ${file} in ${Math.round(performance.now() - t0)} ms.`)
  } else {
    const manifest = await restore(config, file)
    console.log(`Restored ${file} (made ${manifest.created}) into ${where} and ${config.dataDir}/files in ${Math.round(performance.now() - t0)} ms.`)
  }
} catch (e) {
  const message = e instanceof DataDirBusyError ? e.message : (e as Error).message
  console.error(`${verb === 'backup' ? 'Backup' : 'Restore'} failed: ${message}`)
  process.exit(1)
}
