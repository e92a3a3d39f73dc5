import { expect, test, type Page } from '@playwright/test'
import { SCREENSHOT_DIR, signIn } from './support/auth'
import { seriousViolations } from './support/axe'
import { rows } from './support/list-page'

// The service worker that keeps the page shell is what a reload without network opens.
test.use({ serviceWorkers: 'allow' })

const REASON = 'You are offline: nothing can be saved until the connection is back.'

/** Waits until the persister has saved the account's cache with the links list in it. */
async function cacheSaved(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('linkdash-query-cache')
            open.onsuccess = () => {
              const db = open.result
              if (!db.objectStoreNames.contains('snapshots')) return resolve('')
              const all = db.transaction('snapshots').objectStore('snapshots').getAll()
              all.onsuccess = () => resolve(JSON.stringify(all.result))
            }
            open.onerror = () => resolve('')
          }),
      ),
    )
    .toContain('\\"links\\",\\"list\\"')
  // The page itself, for a reload without network (the service worker keeps the last shell).
  await expect.poll(() => page.evaluate(() => caches.match(new URL('/app/', location.href).href).then((r) => r?.status ?? 0))).toBe(200)
}

async function openLinks(page: Page) {
  await page.goto('/app/signin?redirect=%2Flinks')
  await signIn(page, { open: false })
  await expect(rows(page).first()).toBeVisible()
  await cacheSaved(page)
}

test('offline, a reload shows the links from the cache with a banner, sends nothing, and changes are disabled with the reason', async ({ page, context }) => {
  await openLinks(page)
  const firstRow = (await rows(page).first().innerText()).trim()
  const count = await rows(page).count()
  const banner = page.getByRole('status').filter({ hasText: 'Offline: showing data from' })

  // Going offline with a form open: its submit is disabled with the reason, and nothing typed is lost.
  await page.getByLabel('Shorten a URL').fill('https://example.com/typed-before-the-outage')
  await page.getByRole('button', { name: 'New link' }).click()
  await page.getByLabel('Long URL').fill('https://example.com/kept')
  await context.setOffline(true)
  await expect(banner).toBeVisible()
  const create = page.getByRole('button', { name: 'Create link' })
  await expect(create).toBeDisabled()
  await expect(create).toHaveAccessibleDescription(REASON)
  await expect(page.getByLabel('Long URL')).toHaveValue('https://example.com/kept')
  await expect(page.getByRole('button', { name: 'Shorten', exact: true })).toBeDisabled()
  await expect(page.getByLabel('Shorten a URL')).toHaveValue('https://example.com/typed-before-the-outage')
  await page.getByRole('button', { name: 'Cancel' }).click()

  const api: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/')) api.push(r.url())
  })
  await page.reload()
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(/Offline: showing data from \d\d:\d\d\./)
  await expect(banner).toContainText('Nothing can be saved until the connection is back.')
  await expect(rows(page)).toHaveCount(count)
  await expect(rows(page).first()).toContainText(firstRow.split('\n')[0]!)
  // The reads wait for the network instead of failing: no error replaces the cached list.
  await expect(page.getByText('This list could not be loaded')).toHaveCount(0)
  expect(api).toEqual([])

  await page.getByLabel('Shorten a URL').fill('https://example.com/offline')
  await expect(page.getByRole('button', { name: 'Shorten', exact: true })).toBeDisabled()
  await expect(page.getByLabel('Shorten a URL')).toHaveAccessibleDescription(REASON)
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: `${SCREENSHOT_DIR}/offline-links-desktop-light.png` })

  // Back online: the banner goes, and the list is read again once (it was stale), not twice.
  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(banner).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Shorten', exact: true })).toBeEnabled()
  await expect.poll(() => api.filter((u) => u.includes('/api/urls?')).length).toBeLessThanOrEqual(1)
})

test('signing out deletes the account’s saved cache', async ({ page }) => {
  await openLinks(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('linkdash-query-cache')
            open.onsuccess = () => {
              const count = open.result.transaction('snapshots').objectStore('snapshots').count()
              count.onsuccess = () => resolve(count.result)
            }
          }),
      ),
    )
    .toBe(0)
})

test.describe('phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the offline banner over the cached list', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await openLinks(page)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: 'Offline: showing data from' })).toBeVisible()
    await expect(rows(page).first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SCREENSHOT_DIR}/offline-links-phone-dark.png` })
  })
})
