import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { settled } from './settled'

/** The serious and critical WCAG 2.1 AA and best-practice problems on the page, one line each. */
export async function seriousViolations(page: Page, exclude?: string) {
  await settled(page)
  // Legacy mode runs axe in the page itself (same-origin frames included) instead of finishing in a new blank
  // page, and only violations are collected: 0.8–1 s a check instead of 2–2.4 s, with the same findings.
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
  // A frame without scripts (a sandboxed preview) cannot be analysed: checked where it is served instead.
  const { violations } = await (exclude ? builder.exclude(exclude) : builder).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
