import { createHash, randomBytes } from 'node:crypto'

/** D6: 32 random bytes as URL-safe text. */
export function newApiKey(): string {
  return randomBytes(32).toString('base64url')
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}
