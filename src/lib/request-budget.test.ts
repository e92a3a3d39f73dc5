import { describe, expect, it } from 'vitest'
import { budgetHasRoom } from './request-budget'

const now = 1_000_000
const rate = (remaining: number | null, extra = {}) => ({ limit: 30, remaining, resetAt: now + 30_000, pausedUntil: null, ...extra })

describe('room in the budget for a prefetch', () => {
  it('is there only while more than half of the window is left', () => {
    expect(budgetHasRoom(rate(16), now)).toBe(true)
    expect(budgetHasRoom(rate(15), now)).toBe(false)
  })
  it('is not there before the first answer said the budget, nor during a pause', () => {
    expect(budgetHasRoom(rate(null), now)).toBe(false)
    expect(budgetHasRoom(rate(30, { pausedUntil: now + 5_000 }), now)).toBe(false)
  })
  it('comes back with a new window', () => {
    expect(budgetHasRoom(rate(2, { resetAt: now - 1 }), now)).toBe(true)
  })
})
