import type { Page } from '@playwright/test'

/** The live service has no GET /stats (X1): its 404, after which pages show the fixed 30 days of GET /url/:id and /qr/:id. */
export const withoutStats = (page: Page) =>
  page.route(/\/api\/stats(\?|$)/, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":1,"message":"This API endpoint does not exist."}' }),
  )
