/** Country codes and English names, shared by the server's geo lookup and the dashboard. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
const shortNames = new Intl.DisplayNames(['en'], { type: 'region', style: 'short' })

// Intl also names groupings, pseudo-locales and reserved codes; Kosovo (XK) stays because geo databases report it.
const NOT_COUNTRIES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ'])

function isCountry(code: string): boolean {
  if (NOT_COUNTRIES.has(code)) return false
  // Withdrawn codes (UK, DD, BU, ZR...) canonicalise to their successor and would duplicate its name.
  if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) return false
  return regionNames.of(code) !== code
}

function allTwoLetterCodes(): string[] {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')
  return letters.flatMap((a) => letters.map((b) => a + b))
}

export const COUNTRY_CODES: readonly string[] = allTwoLetterCodes().filter(isCountry)
const countrySet = new Set(COUNTRY_CODES)

function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

const codeByName = new Map<string, string>()
for (const code of COUNTRY_CODES) {
  codeByName.set(nameKey(regionNames.of(code) ?? code), code)
  const short = shortNames.of(code)
  // Short names like "UK" or "US" must not shadow a real code ("UK" is not ISO, so it may map to GB).
  if (short && !countrySet.has(short.toUpperCase())) codeByName.set(nameKey(short), code)
}

/** English name of an ISO 3166-1 alpha-2 code; "Unknown" for '' or a code that is not a country. */
export function countryName(code: string): string {
  const upper = code.toUpperCase()
  return countrySet.has(upper) ? (regionNames.of(upper) ?? 'Unknown') : 'Unknown'
}

/** An alpha-2 code (any case) or an English country name (any case) to the uppercase code, else null. */
export function countryCode(input: string): string | null {
  const trimmed = input.trim()
  if (/^[a-z]{2}$/i.test(trimmed) && countrySet.has(trimmed.toUpperCase())) return trimmed.toUpperCase()
  return codeByName.get(nameKey(trimmed)) ?? null
}
