// Rows for the browser runs, created through the API as a person's other tools would.
export function apiClient(baseUrl: string, apiKey: string) {
  const headers = { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' }
  return {
    async post(path: string, body: unknown): Promise<{ id: number }> {
      const res = await fetch(`${baseUrl}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
      const answer = (await res.json()) as { id: number; message?: string }
      if (!res.ok) throw new Error(`POST ${path}: HTTP ${res.status} ${answer.message ?? ''}`)
      return answer
    },
    async get<T>(path: string): Promise<T> {
      const res = await fetch(`${baseUrl}/api${path}`, { headers })
      if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`)
      return (await res.json()) as T
    },
  }
}

/** Runs `make(0..n-1)` with at most `concurrency` at a time. */
export async function times(n: number, concurrency: number, make: (i: number) => Promise<unknown>) {
  let next = 0
  const worker = async () => {
    while (next < n) await make(next++)
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker))
}
