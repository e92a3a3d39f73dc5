import { toUnicode } from 'punycode/'

/** A6: an IDN host is shown in Unicode (`https://bücher.example`); punycode stays on the wire. */
export function displayDomain(value: string): string {
  const match = /^(https?:\/\/)([^/:]+)(.*)$/i.exec(value)
  if (!match) return value
  try {
    return `${match[1]}${toUnicode(match[2]!)}${match[3]}`
  } catch {
    return value
  }
}
