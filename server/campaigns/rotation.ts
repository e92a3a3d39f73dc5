const MAX_CAMPAIGNS = 10_000

/** R2: a counter per campaign in each instance's memory: no write on the rotator's path. */
export class Rotation {
  private readonly turns = new Map<number, number>()

  /** The index in a list of `length` links whose turn it is; `peek` (HEAD) leaves the turn where it is. */
  take(campaignId: number, length: number, peek = false): number {
    const turn = this.turns.get(campaignId) ?? 0
    if (!peek) {
      if (!this.turns.has(campaignId) && this.turns.size >= MAX_CAMPAIGNS) this.turns.delete(this.turns.keys().next().value!)
      this.turns.set(campaignId, turn + 1)
    }
    return turn % length
  }
}
