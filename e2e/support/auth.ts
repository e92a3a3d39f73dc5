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

/** Fills the sign-in form on the current page (or opens /app/signin) and waits for the dashboard. */
export async function signIn(page: Page, options: { apiKey?: string; remember?: boolean; open?: boolean } = {}) {
  const { apiKey = demoUser().apiKey, remember = false, open = true } = options
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
