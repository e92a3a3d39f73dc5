import type { Page } from '@playwright/test'

/**
 * Colours caught in the middle of a transition (a theme just switched) are neither scheme's: wait them out.
 * Two frames first, so the app has heard of the media change and the transitions it causes have started.
 */
export const settled = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done))
    void getComputedStyle(document.body).color
    await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined)))
  })
