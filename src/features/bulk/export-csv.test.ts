// @vitest-environment jsdom
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { Job, Task } from '@/lib/work-queue'
import { exportJobCsv, itemsCsv } from './export-csv'
import { getJobKind } from './job-manager'
import './job-kinds'
import type { ExportInput, ExportResult } from './job-kinds'

const page = (n: number, ids: number[], maxpage: number): Task<ExportInput, ExportResult> => ({
  id: n - 1,
  input: { resource: 'links', page: n, stats: true },
  status: 'done',
  result: { items: ids.map((id) => ({ id, alias: `a${id}`, directories: [1, 2], campaign: null })), maxpage },
})

describe('CSV export', () => {
  it('writes every field, lists joined, null as nothing', () => {
    const rows = Papa.parse<Record<string, string>>(itemsCsv([{ id: 1, name: 'A, "quoted"', tags: ['x', 'y'], none: null }]), { header: true }).data
    expect(rows).toEqual([{ id: '1', name: 'A, "quoted"', tags: 'x; y', none: '' }])
  })

  it('puts pages in order, each item once, with its statistics', () => {
    const job: Job<ExportInput, ExportResult> = {
      id: 'e',
      kind: 'export',
      title: 'Export',
      createdAt: 0,
      state: 'done',
      tasks: [
        page(2, [3, 4], 2),
        // Item 3 moved up to page 1 while the export ran: it is written once.
        page(1, [1, 2, 3], 2),
        { id: 2, input: { resource: 'links', statsOf: 1 }, status: 'done', result: { clicks: 9, uniqueClicks: 4, topCountry: 'France' } },
      ],
    }
    const rows = Papa.parse<Record<string, string>>(exportJobCsv(job), { header: true }).data
    expect(rows.map((r) => r.id)).toEqual(['1', '2', '3', '4'])
    expect(rows[0]).toMatchObject({ alias: 'a1', directories: '1; 2', stats_clicks: '9', stats_uniqueclicks: '4', stats_topcountry: 'France' })
    expect(rows[1]).toMatchObject({ stats_clicks: '' })
  })
})

describe('the export job', () => {
  it('adds the pages the list gained, then one statistics request per item, once', () => {
    const kind = getJobKind<ExportInput, ExportResult>('export')!
    const first = page(1, [1, 2], 3)
    const job: Job<ExportInput, ExportResult> = {
      id: 'e',
      kind: 'export',
      title: 'Export',
      createdAt: 0,
      state: 'running',
      tasks: [first, { ...page(2, [], 3), status: 'pending' }],
    }
    expect(kind.expand!(job, first)).toEqual([{ resource: 'links', page: 3, stats: true }])
    const all = [first, page(2, [3], 2)]
    const done: Job<ExportInput, ExportResult> = { ...job, tasks: all }
    expect(kind.expand!(done, all[1]!)).toEqual([1, 2, 3].map((id) => ({ resource: 'links', statsOf: id })))
    done.tasks.push({ id: 9, input: { resource: 'links', statsOf: 1 }, status: 'pending' })
    expect(kind.expand!(done, all[1]!)).toEqual([])
  })
})
