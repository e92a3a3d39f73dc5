import { config } from 'zod'

// Our CSP has no 'unsafe-eval': zod's JIT probe would report a violation on every page, so every zod import
// gets this module (scripts/vite-zod-jitless.ts), which configures zod before any schema is built.
config({ jitless: true })

export * from 'zod'
export { default } from 'zod'
