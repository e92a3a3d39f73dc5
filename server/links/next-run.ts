/**
 * J9: each call resolves with a run of `run` that started after the call; calls made while a run is out
 * share the next one, so 50 list reads at once cost two folds of the clicks, not 50.
 */
export function nextRun<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined
  let queued: Promise<T> | undefined
  const start = (): Promise<T> => {
    const current: Promise<T> = run().finally(() => {
      if (inFlight === current) inFlight = undefined
    })
    inFlight = current
    return current
  }
  return () => {
    if (!inFlight) return start()
    return (queued ??= inFlight.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      queued = undefined
      return start()
    }))
  }
}
