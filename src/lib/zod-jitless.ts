import { config } from 'zod'

// Our CSP has no 'unsafe-eval': zod's compiled fast path would probe `new Function` and the browser
// would report a CSP violation for every page. The probe runs when the first object schema is built, so
// the dashboard hands every `import … from 'zod'` this module instead (scripts/vite-zod-jitless.ts):
// the config runs before any schema is built, in whichever chunk that happens.
config({ jitless: true })

export * from 'zod'
export { default } from 'zod'
