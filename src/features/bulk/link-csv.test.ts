// @vitest-environment jsdom
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { ALIAS_RESERVED, ALIAS_TAKEN, OWN_URL } from '@contract/links'
import { checkRow, checkRows, duplicateAliases, parseLinkCsv, resultsCsv, takenKey, type ImportRow } from './link-csv'

const campaigns = new Map([['spring', 7]])

describe('reading a CSV of links', () => {
  it('matches header names in any case, ignores unknown columns and keeps quoted commas', async () => {
    const csv = 'URL,Custom,TITLE,Notes,Campaign\nhttps://example.com/a,spring-a,"Spring, part one",x,Spring\nhttps://example.com/b,,,,\n'
    const parsed = await parseLinkCsv(csv)
    expect(parsed.ignored).toEqual(['Notes'])
    expect(parsed.rows).toHaveLength(2)
    expect(parsed.rows[0]).toMatchObject({ url: 'https://example.com/a', custom: 'spring-a', title: 'Spring, part one', campaign: 'Spring' })
    expect(parsed.rows[1]).toMatchObject({ url: 'https://example.com/b', custom: '' })
  })

  it("reads the export's own columns, saying nothing of those a new link cannot take", async () => {
    const csv = [
      'id,alias,shorturl,longurl,title,description,clicks,uniqueclicks,domain,campaign,directories,date,campaignname,expiry,protected,targeted,type,archived,lastclick',
      '4,spring-a,http://s/spring-a,https://example.com/a,Spring,Sale,3,2,,7,1; 2,2026-01-01 00:00:00,Spring,2027-01-31,false,false,frame,false,',
    ].join('\n')
    const parsed = await parseLinkCsv(csv)
    expect(parsed.ignored).toEqual([])
    expect(parsed.rows[0]).toEqual({
      url: 'https://example.com/a',
      custom: 'spring-a',
      title: 'Spring',
      domain: '',
      password: '',
      expiry: '2027-01-31',
      campaign: 'Spring',
      description: 'Sale',
      type: 'frame',
    })
    expect(checkRow(parsed.rows[0]!, campaigns).body).toEqual({
      url: 'https://example.com/a',
      custom: 'spring-a',
      metatitle: 'Spring',
      expiry: '2027-01-31',
      description: 'Sale',
      type: 'frame',
      campaign: 7,
    })
  })

  it('reads pasted lines without a header as URLs', async () => {
    const parsed = await parseLinkCsv('https://example.com/1\n\nhttps://example.com/2\n')
    expect(parsed.rows.map((r) => r.url)).toEqual(['https://example.com/1', 'https://example.com/2'])
  })

  it('reads a 10,000-row file in chunks', async () => {
    const lines = ['url,custom', ...Array.from({ length: 10_000 }, (_, i) => `https://example.com/${i},alias-${i}`)]
    const parsed = await parseLinkCsv(new File([lines.join('\n')], 'big.csv'), 64 * 1024)
    expect(parsed.rows).toHaveLength(10_000)
    expect(parsed.rows[9_999]).toMatchObject({ url: 'https://example.com/9999', custom: 'alias-9999' })
    const checked = await checkRows(parsed.rows, campaigns)
    expect(checked.filter((c) => c.body)).toHaveLength(10_000)
  })
})

const row = (fields: Partial<ImportRow>): ImportRow => ({
  url: '',
  custom: '',
  title: '',
  domain: '',
  password: '',
  expiry: '',
  campaign: '',
  description: '',
  type: '',
  ...fields,
})

describe('checking a row with the contract', () => {
  it('builds the create body, with the title as metatitle and the campaign found by name', () => {
    expect(checkRow(row({ url: 'https://example.com', title: 'Hi', campaign: 'SPRING' }), campaigns)).toEqual({
      body: { url: 'https://example.com', metatitle: 'Hi', campaign: 7 },
      problems: [],
    })
  })

  it('names the column and the rule of each problem, in words', () => {
    const checked = checkRow(row({ url: 'ftp://x', custom: 'a b', expiry: '2020-01-01', campaign: 'Winter' }), campaigns)
    expect(checked.body).toBeNull()
    const byColumn = Object.fromEntries(checked.problems.map((p) => [p.column, p.message]))
    expect(byColumn.campaign).toBe('No campaign is called “Winter”.')
    expect(byColumn.custom).toMatch(/^Must be 3 to 50 letters, digits/)
    expect(byColumn.url).toMatch(/http/)
    expect(byColumn.expiry).toMatch(/past|today/i)
  })

  it('marks the second row that asks for the same alias', () => {
    const rows = [row({ custom: 'Same' }), row({ custom: 'other' }), row({ custom: 'same' })]
    expect([...duplicateAliases(rows, new Set()).keys()]).toEqual([2])
    expect(duplicateAliases(rows, new Set([0])).size).toBe(0)
  })
})

describe('what the dashboard knows beyond the schema (H10)', () => {
  const known = { ownHosts: ['api.test'], domains: ['https://go.example.com'], taken: new Set([takenKey('', 'spring')]) }
  it('refuses its own host, a reserved alias, a taken alias and a domain that is not yours, by column', () => {
    const problems = (r: Partial<ImportRow>) => Object.fromEntries(checkRow(row({ url: 'https://example.com', ...r }), campaigns, known).problems.map((p) => [p.column, p.message]))
    expect(problems({ url: 'https://api.test/x' }).url).toBe(OWN_URL)
    expect(problems({ custom: 'Admin' }).custom).toBe(ALIAS_RESERVED)
    expect(problems({ custom: 'SPRING' }).custom).toBe(ALIAS_TAKEN)
    expect(problems({ custom: 'spring', domain: 'https://go.example.com' })).toEqual({})
    expect(problems({ domain: 'https://other.example' }).domain).toMatch(/^No branded domain of yours is https:\/\/other\.example/)
  })
  it('says nothing of domains it has not read', () => {
    expect(checkRow(row({ url: 'https://example.com', domain: 'https://other.example' }), campaigns, { ...known, domains: null }).problems).toEqual([])
  })
})

it('writes the results with the input columns, shorturl and error', () => {
  const csv = resultsCsv(
    [row({ url: 'https://example.com/a' }), row({ url: 'https://example.com/"b"' })],
    [
      { shorturl: 'http://s/x', error: '' },
      { shorturl: '', error: 'custom is already taken.' },
    ],
  )
  const back = Papa.parse<Record<string, string>>(csv, { header: true }).data
  expect(Object.keys(back[0]!)).toEqual([
    'longurl',
    'alias',
    'title',
    'domain',
    'password',
    'expiry',
    'campaignname',
    'description',
    'type',
    'shorturl',
    'error',
  ])
  expect(back[1]).toMatchObject({ longurl: 'https://example.com/"b"', error: 'custom is already taken.' })
})
