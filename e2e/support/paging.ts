import { expect, test, type Page } from '@playwright/test'
import type { Resource } from '../../tests/server/endpoints.ts'
import { fill } from '../../tests/server/endpoint-cases.ts'
import { demoHeaders } from './auth'
import { rows } from './list-page'

/** The returned array fills with the ids once the tests run; the last row is the newest. */
export function rowsThroughApi(resource: Resource, count: number, body: (n: string) => Record<string, unknown>): number[] {
  const { add, kind, delete: remove } = resource
  if (!add || !kind || !remove) throw new Error(`${resource.name} cannot be added and deleted through the API`)
  const ids: number[] = []
  test.beforeAll(async ({ request }) => {
    for (let i = 1; i <= count; i++) {
      const res = await request.post(`/api${add.path}`, { headers: demoHeaders(), data: body(String(i).padStart(2, '0')) })
      expect(res.ok()).toBe(true)
      ids.push(((await res.json()) as { id: number }).id)
    }
  })
  test.afterAll(async ({ request }) => {
    for (const id of ids) await request.delete(`/api${fill(remove, { [kind]: id })}`, { headers: demoHeaders() })
  })
  return ids
}

export async function pagesForwardAndBack(page: Page, path: string, ends: { newest: string; oldest: string }) {
  const list = rows(page)
  await page.goto(path)
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager.getByText(/page 1 of \d+ · \d+ items/)).toBeVisible()
  await expect(list).toHaveCount(15)
  await expect(list.first()).toContainText(ends.newest)
  await pager.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`))
  await expect(pager.getByText(/page 2 of \d+/)).toBeVisible()
  await expect(list.filter({ hasText: ends.newest })).toHaveCount(0)
  // The demo's own items are the oldest, so they are on the last page (page 2 unless other tests added more).
  const last = pager.getByRole('link', { name: 'Last page' })
  if (await last.count()) await last.click()
  await expect(list.filter({ hasText: ends.oldest })).toHaveCount(1)
  await pager.getByRole('link', { name: 'First page' }).click()
  await expect(list.first()).toContainText(ends.newest)
}
