import { expect, type Page } from '@playwright/test'
import type { Resource } from '../../tests/server/endpoints.ts'
import { SCREENSHOT_DIR } from './auth'
import { accessibleInBothThemes, picturedInBothThemes } from './themes'

// The page's list is its first table: a statistics panel below it (campaign, directory) has tables of its own.
export const rows = (page: Page) => page.getByRole('table').first().locator('tbody tr')
export const toast = (page: Page, text: string) => page.getByRole('status').getByText(text)

/** A failed read is retried once before the error shows; `add` is the empty state's button. */
export async function showsLoadingErrorAndEmpty(page: Page, resource: Resource, texts: { empty: string; add?: string; says?: RegExp }) {
  const { list } = resource
  if (!list) throw new Error(`${resource.name} has no list`)
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  let calls = 0
  // The page signing in landed on (Links) may still be loading lists, campaigns among them: let it
  // finish, so that only the page under test's requests are counted.
  await page.waitForLoadState('networkidle')
  await page.route(`**/api${list.path}?*`, async (route) => {
    calls++
    if (calls === 1) await gate
    if (calls <= 2) return route.fulfill({ status: 500, json: { error: 1, message: 'The database is down.' } })
    const counters = { result: 0, perpage: 15, currentpage: 1, nextpage: 0, maxpage: 0 }
    return route.fulfill({ json: { error: '0', data: { ...counters, [list.key]: [] } } })
  })
  // A first visit: without the reads the offline cache saved (Links, where signing in landed, is in it).
  await page.evaluate(() => void indexedDB.deleteDatabase('linkdash-query-cache'))
  await page.goto(resource.page)
  await expect(page.getByRole('status').getByText('Loading…')).toBeAttached()
  release()
  await expect(page.getByRole('alert').getByText('The database is down.')).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: texts.empty })).toBeVisible()
  if (texts.says) await expect(page.getByRole('main').getByText(texts.says)).toBeVisible()
  if (!texts.add) return
  await page.getByRole('main').getByRole('button', { name: texts.add }).last().click()
  await expect(page.getByRole('heading', { name: texts.add })).toBeVisible()
}

/** The list checked by axe in both themes, pictured as `<shot>-<scheme>.png`. */
export async function listIsAccessible(page: Page, path: string, shot: string) {
  await page.goto(path)
  await expect(rows(page).first()).toBeVisible()
  await accessibleInBothThemes(page, shot)
}

/** The list on a phone-sized screen, pictured as `<shot>.png` (`<shot>-<scheme>.png` with `themes`): nothing wider than the screen. */
export async function listFitsAPhone(page: Page, path: string, shot: string, { themes = false } = {}) {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto(path)
  await expect(rows(page).first()).toBeVisible()
  if (themes) await picturedInBothThemes(page, shot)
  else await page.screenshot({ path: `${SCREENSHOT_DIR}/${shot}.png`, fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}
