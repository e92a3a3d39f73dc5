// In the dashboard (build and dev server) `import … from 'zod'` resolves to src/lib/zod-jitless.ts, which sets zod's
// jitless mode and re-exports zod: no schema is ever built before the config (the CSP has no 'unsafe-eval'),
// without an import that every entry point has to remember.
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

export const ZOD_JITLESS = fileURLToPath(new URL('../src/lib/zod-jitless.ts', import.meta.url))

export function zodJitless(): Plugin {
  return {
    name: 'zod-jitless',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || importer.replace(/\?.*$/, '') === ZOD_JITLESS) return null
      return ZOD_JITLESS
    },
  }
}
