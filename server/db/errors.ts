/** The constraint behind a PostgreSQL unique violation (23505), wherever the driver nests it. */
export function uniqueViolation(e: unknown): string | null {
  for (let cur: unknown = e; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    const err = cur as { code?: string; constraint?: string }
    if (err.code === '23505') return err.constraint ?? ''
  }
  return null
}

export const isUniqueViolation = (e: unknown) => uniqueViolation(e) !== null
