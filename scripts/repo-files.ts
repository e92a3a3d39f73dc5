import { readdirSync } from 'node:fs'
import { join } from 'node:path'

export const root = join(import.meta.dirname, '..')
// Dependencies, builds, reports and the bench's data: never the repository's own text.
const skipped = new Set(['node_modules', '.git', 'dist', 'dist-server', 'reports', '.work', '.tanstack'])

/** The files below `dir` whose name matches `pattern` (generated `.gen.` files left out); with `folders`, each folder too, as `path/`. */
export function filesUnder(dir: string, pattern = /$/, { folders = false } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : [...(folders ? [`${path}/`] : []), ...filesUnder(path, pattern, { folders })]
    return pattern.test(entry.name) && !entry.name.includes('.gen.') ? [path] : []
  })
}
