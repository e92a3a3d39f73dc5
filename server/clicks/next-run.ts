/** J9: each call gets a run of `run` started after the call; calls made while one is out share the next. */
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
