import { config } from 'zod'

// Our CSP has no 'unsafe-eval': zod's compiled fast path would probe `new Function` and the browser
// would report a CSP violation for every page. The probe runs when the first object schema is built,
// so this is imported first by main.tsx and by the fetch wrapper, whose chunk holds the contract's schemas.
config({ jitless: true })
