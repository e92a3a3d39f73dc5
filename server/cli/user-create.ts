import { parseArgs } from 'node:util'
import { openDatabase } from '../db/client.ts'
import { DataDirBusyError } from '../db/lock.ts'
import { loadConfig } from '../env.ts'
import { createUser } from '../auth/create-user.ts'

const USAGE = 'Usage: npm run user:create -- --email E [--username U] [--plan free|pro] [--rate-limit N] [--file-quota-mb N]'

function readArgs() {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        username: { type: 'string' },
        plan: { type: 'string' },
        'rate-limit': { type: 'string' },
        'file-quota-mb': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values
  } catch (e) {
    console.error(`${USAGE}\n${(e as Error).message}`)
    process.exit(2)
  }
}

const values = readArgs()
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
if (!values.email) {
  console.error(USAGE)
  process.exit(2)
}

const config = loadConfig()
try {
  const { db, close } = await openDatabase(config)
  try {
    const rateLimit = values['rate-limit']
    const fileQuotaMb = values['file-quota-mb']
    const user = await createUser(db, {
      email: values.email,
      username: values.username,
      plan: values.plan as 'free' | 'pro' | undefined,
      rateLimit: rateLimit === undefined ? undefined : Number(rateLimit),
      fileQuotaMb: fileQuotaMb === undefined ? undefined : Number(fileQuotaMb),
    })
    console.log(JSON.stringify(user))
  } finally {
    await close()
  }
} catch (e) {
  console.error(e instanceof DataDirBusyError ? e.message : `Could not create the user: ${(e as Error).message}`)
  process.exit(1)
}
