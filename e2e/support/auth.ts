import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { ownServer } from './worker-server'

export interface DemoUser {
  email: string
  username: string
  apiKey: string
}

/** Where playwright.config.ts runs this worker's server (env overrides let several runs share a machine). */
export const { dataDir: E2E_DATA_DIR, port: E2E_PORT } = ownServer()
export const SCREENSHOT_DIR = `${process.env.E2E_OUT ?? 'test-results'}/screenshots`

/** The demo user the server wrote on its first start in `dataDir`. */
export function demoUser(dataDir = E2E_DATA_DIR): DemoUser {
  return JSON.parse(readFileSync(path.resolve(dataDir, 'demo-user.json'), 'utf8')) as DemoUser
}

export const demoHeaders = () => ({ Authorization: `Bearer ${demoUser().apiKey}` })

/**
 * Signs in and waits for the dashboard. With `open: false` it fills the sign-in form on the current page;
 * otherwise it keeps this tab's account where the form keeps it (src/lib/auth.ts) and opens the dashboard,
 * which skips loading the sign-in page first. Tests of signing in itself use the form (e2e/auth.spec.ts).
 */
export async function signIn(page: Page, options: { apiKey?: string; remember?: boolean; open?: boolean } = {}) {
  const { apiKey = demoUser().apiKey, remember = false, open = true } = options
  if (open && !remember) {
    // Any small file of the dashboard's origin gives this tab its sessionStorage.
    await page.goto('/app/favicon.svg')
    await page.evaluate((key) => {
      const account = { id: 'e2e', name: '', baseUrl: `${location.origin}/api`, apiKey: key, user: null }
      sessionStorage.setItem('linkdash.accounts', JSON.stringify([account]))
      sessionStorage.setItem('linkdash.active', account.id)
      localStorage.setItem('linkdash.active', account.id)
      localStorage.setItem('linkdash.baseUrl', account.baseUrl)
    }, apiKey)
    // Where the form lands.
    await page.goto('/app/links')
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
    return
  }
  if (open) await page.goto('/app/signin')
  await page.getByLabel('API key', { exact: true }).fill(apiKey)
  if (remember) await page.getByLabel('Remember me on this device').check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

/** The API base URL sits under "Advanced" on the sign-in page when it is the serving server's own. */
export async function fillBaseUrl(page: Page, baseUrl: string) {
  const field = page.getByLabel('API base URL', { exact: true })
  if (!(await field.isVisible())) await page.locator('summary').filter({ hasText: 'Advanced' }).click()
  await field.fill(baseUrl)
}
