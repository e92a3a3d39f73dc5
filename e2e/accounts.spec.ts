import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { E2E_DATA_DIR, SCREENSHOT_DIR, demoUser, signIn } from './support/auth'
import { seriousViolations } from './support/axe'

// Two users of our server, each with a link only they own: the demo user and the second user the e2e seed makes.
const otherKey = () => (JSON.parse(readFileSync(path.resolve(E2E_DATA_DIR, 'other-user.json'), 'utf8')) as { apiKey: string }).apiKey
const stamp = Date.now().toString(36)
const demoLink = `https://only-demo.example/accounts-${stamp}`
const otherLink = `https://only-other.example/accounts-${stamp}`

async function addLink(request: APIRequestContext, apiKey: string, url: string): Promise<number> {
  const answer = await request.post('/api/url/add', { headers: { Authorization: `Bearer ${apiKey}` }, data: { url } })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { id: number }).id
}

const main = (page: Page) => page.getByRole('main')
const accountsButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Accounts:/ })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Accounts' })

/** The links page shows this account's link and never the other's. */
async function showsOnly(page: Page, own: string, other: string) {
  await expect(page).toHaveURL(/\/app\/links$/)
  await expect(main(page).getByText(own)).toBeVisible()
  await expect(main(page).getByText(other)).toHaveCount(0)
}

/** Runs `check` at desktop and phone width, light then dark; `look` is "desktop-light" and so on. */
async function inEveryLook(page: Page, check: (look: string) => Promise<void>) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.setViewportSize(viewport)
      await check(`${device}-${scheme}`)
    }
  }
}

async function switchTo(page: Page, name: string) {
  await accountsButton(page).click()
  await panel(page)
    .getByRole('button', { name: `Switch to ${name}` })
    .click()
  await expect(page.getByRole('status').getByText(`Now using “${name}”.`)).toBeVisible()
  await expect(accountsButton(page)).toHaveAccessibleName(new RegExp(`^Accounts: ${name}`))
}

const storedKeys = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
const snapshotNames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('linkdash-query-cache')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('snapshots')) return resolve([])
          const keys = db.transaction('snapshots').objectStore('snapshots').getAllKeys()
          keys.onsuccess = () => resolve(keys.result.map(String))
        }
      }),
  )

test.describe('two accounts in one browser', () => {
  let ids: { demo: number; other: number }

  test.beforeAll(async ({ request }) => {
    ids = { demo: await addLink(request, demoUser().apiKey, demoLink), other: await addLink(request, otherKey(), otherLink) }
  })
  test.afterAll(async ({ request }) => {
    await request.delete(`/api/url/${ids.demo}/delete`, { headers: { Authorization: `Bearer ${demoUser().apiKey}` } })
    await request.delete(`/api/url/${ids.other}/delete`, { headers: { Authorization: `Bearer ${otherKey()}` } })
  })

  test('each account shows only its own links under its own name; removing one forgets its key and its saved data', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page)
    await expect(accountsButton(page)).toHaveAccessibleName(/^Accounts: demo@127\.0\.0\.1:\d+, signed in as demo$/)
    await showsOnly(page, demoLink, otherLink)

    // From a detail page: the switch goes to its section's list, since the other account's ids differ.
    await page.goto(`/app/links/${ids.demo}`)
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
    await accountsButton(page).click()
    await panel(page).getByRole('link', { name: 'Add another account' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Add an account' })).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(new RegExp(`/app/links/${ids.demo}$`))

    await accountsButton(page).click()
    await panel(page).getByRole('link', { name: 'Add another account' }).click()
    await page.getByLabel('API key', { exact: true }).fill(otherKey())
    await page.getByLabel('Name (optional)').fill('Second')
    await page.getByRole('button', { name: 'Add account' }).click()
    await expect(page.getByRole('status').getByText('Now using “Second”.')).toBeVisible()
    await expect(accountsButton(page)).toHaveAccessibleName('Accounts: Second, signed in as other')
    await showsOnly(page, otherLink, demoLink)

    await page.goto(`/app/links/${ids.other}`)
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
    await switchTo(page, 'demo@127.0.0.1:' + new URL(page.url()).port)
    await showsOnly(page, demoLink, otherLink)
    await switchTo(page, 'Second')
    await showsOnly(page, otherLink, demoLink)
    // The account page is the account in use.
    await page.goto('/app/account')
    await expect(main(page).locator('dl')).toContainText('taken@example.com')

    // Rename in place.
    await accountsButton(page).click()
    await panel(page).getByRole('button', { name: 'Rename “Second”' }).click()
    await panel(page).getByLabel('Name of “Second”').fill('Team')
    await panel(page).getByRole('button', { name: 'Save name' }).click()
    await expect(panel(page).getByText('Team', { exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel(page)).toHaveCount(0)
    await expect(accountsButton(page)).toBeFocused()

    // Removing the account in use asks first, naming it, then returns to the other one.
    await expect.poll(() => snapshotNames(page)).toContainEqual(expect.stringMatching(/\|other$/))
    await accountsButton(page).click()
    await panel(page).getByRole('button', { name: 'Remove “Team”' }).click()
    const confirm = page.getByRole('dialog', { name: 'Remove “Team”?' })
    await expect(confirm).toContainText('This browser forgets its API key (other · 127.0.0.1')
    await expect(confirm).toContainText('Linkdash switches to “demo@127.0.0.1')
    await confirm.getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByRole('status').getByText('Account “Team” has been removed.')).toBeVisible()
    await expect(accountsButton(page)).toHaveAccessibleName(/^Accounts: demo@/)
    await expect(page).toHaveURL(/\/app\/account$/)
    await expect(main(page).locator('dl')).toContainText(demoUser().email)
    expect(await storedKeys(page)).not.toContain(otherKey())
    expect(await storedKeys(page)).toContain(demoUser().apiKey)
    await expect.poll(() => snapshotNames(page)).not.toContainEqual(expect.stringMatching(/\|other$/))
    await accountsButton(page).click()
    await expect(panel(page).getByRole('button', { name: /^Switch to/ })).toHaveCount(0)
  })

  test('the switcher is keyboard-usable, accessible and pictured', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page)
    await accountsButton(page).click()
    await panel(page).getByRole('link', { name: 'Add another account' }).click()
    await inEveryLook(page, async (look) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Add an account' })).toBeVisible()
      await page.screenshot({ path: `${SCREENSHOT_DIR}/account-add-${look}.png`, fullPage: true })
    })
    expect(await seriousViolations(page)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByLabel('API key', { exact: true }).fill(otherKey())
    await page.getByRole('button', { name: 'Add account' }).click()
    await expect(accountsButton(page)).toHaveAccessibleName(/^Accounts: other@/)

    // Keyboard only: open, move to the other account, switch.
    await accountsButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(panel(page)).toBeVisible()
    // Focus starts on the first account to switch to.
    const switchDemo = panel(page).getByRole('button', { name: /^Switch to demo@/ })
    await expect(switchDemo).toBeFocused()
    await inEveryLook(page, async (look) => {
      expect(await seriousViolations(page)).toEqual([])
      await page.screenshot({ path: `${SCREENSHOT_DIR}/account-menu-${look}.png` })
    })
    await page.setViewportSize({ width: 1280, height: 800 })
    await switchDemo.focus()
    await page.keyboard.press('Enter')
    await expect(accountsButton(page)).toHaveAccessibleName(/^Accounts: demo@/)
    await expect(accountsButton(page)).toBeFocused()

    // Signing out of the account in use keeps the other; signing out of the last one goes to sign-in.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('status').getByText(/You are signed out of “demo@/)).toBeVisible()
    await expect(accountsButton(page)).toHaveAccessibleName(/^Accounts: other@/)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    expect(await storedKeys(page)).not.toContain(otherKey())
    expect(await storedKeys(page)).not.toContain(demoUser().apiKey)
  })
})
