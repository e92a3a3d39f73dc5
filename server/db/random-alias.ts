import { randomBytes } from 'node:crypto'

const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A random alias from an unambiguous alphabet (no 0/O, 1/l/I). */
export function randomAlias(length = 7): string {
  const bytes = randomBytes(length)
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')
}
