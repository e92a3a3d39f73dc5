import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data')
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
process.env.DATA_DIR = dataDir
process.env.RATE_LIMIT_PER_MINUTE ??= '1000'
// A3: branded domains serve without DNS here; the domains spec sees a pending one seeded directly.
process.env.DOMAIN_VERIFICATION ??= 'off'
// D27f's test seam: a QR logo at logo.e2e.test is fetched from this server (one of its own QR images).
process.env.LOGO_FETCH_ALLOW_HOSTS ??= 'logo.e2e.test=127.0.0.1'
const { seedWithOtherUser } = await import('./other-user.ts')
await seedWithOtherUser()
await import('../../server/index.ts')
