import { expect, type Page } from '@playwright/test'
import { SCREENSHOT_DIR } from './auth'
import { seriousViolations } from './axe'
import { settled } from './settled'

export type Scheme = 'light' | 'dark'

/** `check` in the light theme, then in the dark one, on the page as it stands: one visit for both themes. */
export async function inBothThemes(page: Page, check: (scheme: Scheme) => Promise<void>) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await settled(page)
    await check(scheme)
  }
}

/** No serious axe violations in either theme; each pictured as `<shot>-<scheme>.png` when `shot` is given. */
export async function accessibleInBothThemes(page: Page, shot?: string, { fullPage = true, exclude }: { fullPage?: boolean; exclude?: string } = {}) {
  await inBothThemes(page, async (scheme) => {
    expect(await seriousViolations(page, exclude), `${scheme} theme`).toEqual([])
    if (shot) await page.screenshot({ path: `${SCREENSHOT_DIR}/${shot}-${scheme}.png`, fullPage })
  })
}

/** The page pictured in both themes as `<shot>-<scheme>.png`. */
export const picturedInBothThemes = (page: Page, shot: string, { fullPage = true }: { fullPage?: boolean } = {}) =>
  inBothThemes(page, async (scheme) => void (await page.screenshot({ path: `${SCREENSHOT_DIR}/${shot}-${scheme}.png`, fullPage })))
