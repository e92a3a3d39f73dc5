import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { forgetJob, forgetJobs, loadJobs, saveJob } from './job-store'
import type { Job } from './work-queue'

const job = (id: string, createdAt: number): Job => ({
  id,
  kind: 'links.import',
  title: 'Import 2 links',
  createdAt,
  state: 'running',
  tasks: [
    { id: 0, input: { url: 'https://example.com/a' }, status: 'done', result: { id: 1, shorturl: 'http://s/a' } },
    { id: 1, input: { url: 'https://example.com/b' }, status: 'sending' },
  ],
})

describe('bulk jobs kept in IndexedDB', () => {
  it('round-trips a job per account, never showing one account the other’s', async () => {
    await saveJob('http://a|ann', job('2', 20))
    await saveJob('http://a|ann', job('1', 10))
    await saveJob('http://a|bob', job('3', 30))
    const ann = await loadJobs('http://a|ann')
    expect(ann.map((j) => j.id)).toEqual(['1', '2'])
    expect(ann[0]!.tasks[1]).toEqual({ id: 1, input: { url: 'https://example.com/b' }, status: 'sending' })
    expect((await loadJobs('http://a|bob')).map((j) => j.id)).toEqual(['3'])
    await forgetJob('http://a|ann', '1')
    expect((await loadJobs('http://a|ann')).map((j) => j.id)).toEqual(['2'])
  })

  it('forgets every job of a removed account and only its', async () => {
    await saveJob('http://r|gone', job('7', 70))
    await saveJob('http://r|gone', job('8', 80))
    await saveJob('http://r|stays', job('9', 90))
    await forgetJobs('http://r|gone')
    expect(await loadJobs('http://r|gone')).toEqual([])
    expect((await loadJobs('http://r|stays')).map((j) => j.id)).toEqual(['9'])
  })
})
