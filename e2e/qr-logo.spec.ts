import { expect, test } from '@playwright/test'
import { PNG } from 'pngjs'
import { SCREENSHOT_DIR, demoHeaders, signIn } from './support/auth'
import { seriousViolations } from './support/axe'
import { toast } from './support/list-page'

// D27e: the server fetches a logo when the code is saved; one it may not fetch (a private address) is
// refused on the logo field, and the form keeps what was typed. (Drawn logos: tests/server/qr-logo.test.ts.)
const NAME = 'E2E refused logo'

test('a logo on a private address is refused on its field, keeping what was typed, and an uploaded one is saved (desktop light, phone dark)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page)
  await page.goto('/app/qr/new')
  await page.getByRole('radio', { name: 'Link', exact: true }).check()
  await page.getByLabel('Web address').fill('https://example.com/spring-menu')
  await page.getByLabel('Name', { exact: true }).fill(NAME)
  const logo = page.getByLabel('Logo URL (optional)')
  await logo.fill('http://169.254.169.254/latest/logo.png')
  await page.getByRole('button', { name: 'Create QR code' }).click()

  await expect(page.getByText('The logo could not be downloaded: its address is private.')).toBeVisible()
  await expect(logo).toHaveAttribute('aria-invalid', 'true')
  await expect(logo).toBeFocused()
  await expect(logo).toHaveValue('http://169.254.169.254/latest/logo.png')
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(NAME)
  await expect(page.getByLabel('Web address')).toHaveValue('https://example.com/spring-menu')
  await expect(page).toHaveURL(/\/app\/qr\/new$/)
  for (const [scheme, width] of [['light', 1280], ['dark', 390]] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ colorScheme: scheme })
    await logo.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: `${SCREENSHOT_DIR}/qr-logo-refused-${scheme}-${width}.png` })
    expect(await seriousViolations(page), `${scheme}, ${width} px`).toEqual([])
  }

  const codes = async () => ((await (await request.get('/api/qr?limit=100', { headers: demoHeaders() })).json()).data.qrs as { id: number; name: string }[]).filter((q) => q.name === NAME)
  expect(await codes()).toEqual([])

  // Issue 40 item 6 (U14): a logo uploaded from the device takes the address's place and is saved with the code.
  const red = new PNG({ width: 64, height: 64 })
  red.data.fill(200)
  await page.getByLabel('Or upload a logo (optional)').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: PNG.sync.write(red) })
  await expect(page.getByText('red.png is uploaded and will be drawn when you save.')).toBeVisible()
  await expect(logo).toHaveValue(/^qr-logo\/[\w-]+\.png$/)
  await expect(logo).not.toHaveAttribute('aria-invalid')
  await page.getByRole('button', { name: 'Create QR code' }).click()
  await expect(toast(page, NAME)).toBeVisible()
  const [code] = await codes()
  const saved = await (await request.get(`/api/qr/${code!.id}`, { headers: demoHeaders() })).json()
  expect(saved.details.logo).toMatch(/^qr-logo\//)
  expect((await request.delete(`/api/qr/${code!.id}/delete`, { headers: demoHeaders() })).status()).toBe(200)
})
