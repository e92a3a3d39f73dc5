import { describe, expect, it } from 'vitest'
import {
  CAMPAIGN_ASSIGNED,
  CAMPAIGN_DELETED,
  CAMPAIGN_REMOVED,
  campaign,
  campaignCreate,
  campaignList,
  campaignListTolerant,
  campaignSaved,
  campaignSavedTolerant,
  campaignTolerant,
  campaignUpdate,
} from './campaigns.ts'
import { listBody, messageAt } from './test-utils.ts'

const items = [
  { id: 2, name: 'Summer', public: true, rotator: 'https://go.example.com/r/summer', list: 'https://go.example.com/u/ann/c/2', livelinks: 3, links: 4, clicks: 120 },
  { id: 1, name: 'Winter', public: false, rotator: false, list: 'https://go.example.com/u/ann/c/1', livelinks: 0, links: 0, clicks: 0 },
]

describe('campaign list', () => {
  it('parses the list strictly', () => {
    expect(campaignList.parse(listBody('campaigns', items))).toEqual(listBody('campaigns', items))
  })

  it('parses the list tolerantly', () => {
    expect(campaignListTolerant.parse(listBody('campaigns', items)).items).toEqual(items)
  })

  it('tolerates a live list where one campaign is named under `domain` and has `list` false', () => {
    const live = [items[0], { id: 1, domain: 'Winter', public: false, rotator: false, list: false }]
    expect(campaignListTolerant.parse(listBody('campaigns', live)).items).toEqual([
      items[0],
      { id: 1, name: 'Winter', public: false, rotator: false, list: false, livelinks: null },
    ])
  })

  it.each(['name', 'domain', 'campaign'])('reads the campaign name from `%s`', (key) => {
    const { name: _name, ...rest } = items[1]!
    expect(campaignTolerant.parse({ ...rest, [key]: 'Winter' }).name).toBe('Winter')
  })

  it('prefers `name` over `domain` when both are present', () => {
    expect(campaignTolerant.parse({ ...items[0], domain: 'Other' }).name).toBe('Summer')
  })

  it('tolerates `list` false and a rotator null', () => {
    expect(campaignTolerant.parse({ id: '5', name: 'Live', public: 0, rotator: null, list: false })).toEqual({
      id: 5,
      name: 'Live',
      public: false,
      rotator: false,
      list: false,
      livelinks: null,
    })
  })

  it('reads livelinks (C1) when sent, and a bad one as not said', () => {
    expect(campaignTolerant.parse({ ...items[0], livelinks: '2' }).livelinks).toBe(2)
    expect(campaignTolerant.parse({ ...items[0], livelinks: -1 }).livelinks).toBeNull()
    expect(campaignTolerant.parse({ ...items[0], livelinks: 'many' }).livelinks).toBeNull()
  })

  it('reads links and clicks (X2) when sent, and a bad one as not said', () => {
    expect(campaignTolerant.parse({ ...items[0], links: '7', clicks: 30 })).toMatchObject({ links: 7, clicks: 30 })
    const bad = campaignTolerant.parse({ ...items[0], links: -1, clicks: 'many' })
    expect([bad.links, bad.clicks]).toEqual([undefined, undefined])
  })

  it('strictly requires links and clicks on our server', () => {
    const { links: _links, ...rest } = items[0]!
    expect(campaign.safeParse(rest).success).toBe(false)
  })

  it('names the removal message of X2', () => {
    expect(CAMPAIGN_REMOVED).toBe('Link has been removed from the campaign.')
  })

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    [undefined, false],
  ])('reads public %j as %s', (value, expected) => {
    expect(campaignTolerant.parse({ id: 1, name: 'x', public: value }).public).toBe(expected)
  })

  it.each([
    ['rotator true', { ...items[0], rotator: true }],
    ['list false', { ...items[0], list: false }],
    ['public as 1', { ...items[0], public: 1 }],
    ['the name under domain', { id: 1, domain: 'Winter', public: false, rotator: false, list: 'x' }],
  ])('strictly rejects a list item with %s', (_label, item) => {
    expect(campaign.safeParse(item).success).toBe(false)
  })
})

describe('campaign create and update answers (D23)', () => {
  const saved = { error: 0, id: 2, domain: 'Summer', public: true, rotator: 'https://go.example.com/r/summer', list: 'https://go.example.com/u/ann/c/2' }

  it('parses the answer with the name under `domain` strictly', () => {
    expect(campaignSaved.parse(saved)).toEqual(saved)
  })

  it('parses the answer tolerantly, taking the name from `domain`', () => {
    expect(campaignSavedTolerant.parse(saved)).toEqual({
      id: 2,
      name: 'Summer',
      public: true,
      rotator: 'https://go.example.com/r/summer',
      list: 'https://go.example.com/u/ann/c/2',
      livelinks: null,
    })
  })

  it('strictly rejects an answer with error "0" or without `domain`', () => {
    expect(campaignSaved.safeParse({ ...saved, error: '0' }).success).toBe(false)
    const { domain: _domain, ...withoutDomain } = saved
    expect(campaignSaved.safeParse({ ...withoutDomain, name: 'Summer' }).success).toBe(false)
  })
})

describe('campaign create and update bodies (D23)', () => {
  it('accepts an empty create body, since the server names the campaign', () => {
    expect(campaignCreate.parse({})).toEqual({})
  })

  it('accepts a full create body and trims the name', () => {
    expect(campaignCreate.parse({ name: '  Summer ', slug: 'summer-2024', public: true })).toEqual({
      name: 'Summer',
      slug: 'summer-2024',
      public: true,
    })
  })

  it.each(['abc', 'a-1', 'x'.repeat(50), '2024'])('accepts the slug %j', (slug) => {
    expect(campaignCreate.safeParse({ slug }).success).toBe(true)
  })

  it.each([
    ['name', '', /^name must not be empty/],
    ['name', '   ', /^name must not be empty/],
    ['name', 'n'.repeat(101), /^name must be at most 100 characters/],
    ['name', 7, /^name must be a string/],
    ['slug', 'ab', /^slug must be at least 3 characters/],
    ['slug', 's'.repeat(51), /^slug must be at most 50 characters/],
    ['slug', 'Summer', /^slug may contain only/],
    ['slug', 'sum_mer', /^slug may contain only/],
    ['slug', 'sum mer', /^slug may contain only/],
    ['slug', 3, /^slug must be a string/],
    ['public', 'yes', /^public must be true or false/],
    ['public', 1, /^public must be true or false/],
  ])('create refuses %s=%j, naming the field', (field, value, message) => {
    expect(messageAt(campaignCreate, { [field]: value }, field)).toMatch(message)
  })

  it('accepts 100 characters of name', () => {
    expect(campaignCreate.safeParse({ name: 'n'.repeat(100) }).success).toBe(true)
  })

  it('update requires the name', () => {
    expect(messageAt(campaignUpdate, { slug: 'summer' }, 'name')).toBe('name is required.')
  })

  it('update accepts "" as the slug, which removes the rotator', () => {
    expect(campaignUpdate.parse({ name: 'Summer', slug: '' })).toEqual({ name: 'Summer', slug: '' })
  })

  it.each([
    ['slug', 'ab', /^slug must be at least 3 characters/],
    ['slug', 'UPPER', /^slug may contain only/],
    ['slug', 42, /^slug must be a string/],
    ['public', 'false', /^public must be true or false/],
  ])('update refuses %s=%j, naming the field', (field, value, message) => {
    expect(messageAt(campaignUpdate, { name: 'Summer', [field]: value }, field)).toMatch(message)
  })

  it('uses the documented success messages', () => {
    expect(CAMPAIGN_ASSIGNED).toBe('Link successfully added to the campaign.')
    expect(CAMPAIGN_DELETED).toBe('Campaign has been deleted successfully.')
  })
})
