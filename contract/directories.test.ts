import { describe, expect, it } from 'vitest'
import {
  DIRECTORY_ASSIGNED,
  DIRECTORY_DELETED,
  DIRECTORY_REMOVED,
  DIRECTORY_UPDATED,
  directoryCreate,
  directoryCreated,
  directoryItemList,
  directoryItemListTolerant,
  directoryItemType,
  directoryList,
  directoryListTolerant,
  directoryTolerant,
  directoryUpdate,
} from './directories.ts'
import { listBody, messageAt } from './test-utils.ts'

const directories = [
  { id: 2, name: 'Marketing', description: 'Spring campaign links', color: '#1e90ff', starred: true, items: 3 },
  { id: 1, name: 'Misc', description: '', color: '#64748b', starred: false, items: 0 },
]
const items = [
  { type: 'links', id: 9, title: 'Docs', preview: 'https://example.com/docs', link: 'https://go.example.com/docs', date: '2024-05-01' },
  { type: 'bio', id: 4, title: 'Ann', preview: 'https://example.com/ann', link: 'https://go.example.com/ann', date: '2024-04-30' },
  { type: 'qr', id: 3, title: 'Menu', preview: 'https://go.example.com/qr/3.png', link: 'https://go.example.com/q3', date: '2024-04-29' },
]

describe('directory list', () => {
  it('parses the list strictly', () => {
    expect(directoryList.parse(listBody('directories', directories))).toEqual(listBody('directories', directories))
  })

  it('parses the list tolerantly', () => {
    expect(directoryListTolerant.parse(listBody('directories', directories)).items).toEqual(directories)
  })

  it('tolerates missing description and colour, and starred as 1', () => {
    expect(directoryTolerant.parse({ id: '5', name: 'Live', description: null, starred: 1 })).toEqual({
      id: 5,
      name: 'Live',
      description: '',
      color: '#64748b',
      starred: true,
    })
  })

  it('reads items (X2) when sent, and a bad count as not said', () => {
    expect(directoryTolerant.parse({ ...directories[0], items: '4' }).items).toBe(4)
    expect(directoryTolerant.parse({ ...directories[0], items: 'x' }).items).toBeUndefined()
    const { items: _n, ...rest } = directories[0]!
    expect(directoryList.safeParse(listBody('directories', [rest])).success).toBe(false)
    expect(DIRECTORY_REMOVED).toBe('Item has been removed from the directory.')
  })

  it('strictly rejects starred as a number', () => {
    expect(directoryList.safeParse(listBody('directories', [{ ...directories[0], starred: 1 }])).success).toBe(false)
  })
})

describe('directory items list', () => {
  it('parses the items strictly', () => {
    expect(directoryItemList.parse(listBody('items', items))).toEqual(listBody('items', items))
  })

  it('parses the items tolerantly', () => {
    expect(directoryItemListTolerant.parse(listBody('items', items)).items).toEqual(items)
  })

  it.each([
    ['an unknown type', { ...items[0], type: 'pages' }],
    ['a timestamp instead of a day', { ...items[0], date: '2024-05-01 10:00:00' }],
    ['a missing link', { ...items[0], link: undefined }],
  ])('strictly rejects an item with %s', (_label, item) => {
    expect(directoryItemList.safeParse(listBody('items', [item])).success).toBe(false)
  })

  it('tolerates null title, preview and link', () => {
    const page = directoryItemListTolerant.parse(listBody('items', [{ type: 'links', id: '9', title: null, date: '2024-05-01' }]))
    expect(page.items).toEqual([{ type: 'links', id: 9, title: '', preview: '', link: '', date: '2024-05-01' }])
  })
})

describe('directory create answer', () => {
  const answer = { error: 0, id: 3, name: 'Marketing', description: '', color: '#64748b', starred: false }

  it('parses {error:0, id, name, description, color, starred}', () => {
    expect(directoryCreated.parse(answer)).toEqual(answer)
  })

  it('rejects it with error "0" or without starred', () => {
    expect(directoryCreated.safeParse({ ...answer, error: '0' }).success).toBe(false)
    expect(directoryCreated.safeParse({ ...answer, starred: undefined }).success).toBe(false)
  })
})

describe('directory create and update bodies (D24)', () => {
  it('accepts a full body and trims name and description', () => {
    expect(directoryCreate.parse({ name: ' Marketing ', description: ' Links ', color: '#ABC', starred: true })).toEqual({
      name: 'Marketing',
      description: 'Links',
      color: '#ABC',
      starred: true,
    })
  })

  it('accepts 100 characters of name and 500 of description', () => {
    expect(directoryCreate.safeParse({ name: 'n'.repeat(100), description: 'd'.repeat(500) }).success).toBe(true)
  })

  it('requires the name on create', () => {
    expect(messageAt(directoryCreate, { color: '#fff' }, 'name')).toBe('name is required.')
  })

  it('accepts an update with any subset of the fields, including none', () => {
    expect(directoryUpdate.parse({})).toEqual({})
    expect(directoryUpdate.parse({ starred: false })).toEqual({ starred: false })
  })

  it.each([
    ['name', '', /^name must not be empty/],
    ['name', 'n'.repeat(101), /^name must be at most 100 characters/],
    ['name', 3, /^name must be a string/],
    ['description', 'd'.repeat(501), /^description must be at most 500 characters/],
    ['description', 5, /^description must be a string/],
    ['color', 'blue', /^color must be a HEX colour/],
    ['color', '#12345', /^color must be a HEX colour/],
    ['color', '123456', /^color must be a HEX colour/],
    ['starred', 'true', /^starred must be true or false/],
    ['starred', 0, /^starred must be true or false/],
  ])('refuses %s=%j on create and update, naming the field', (field, value, message) => {
    expect(messageAt(directoryCreate, { name: 'Ok', [field]: value }, field)).toMatch(message)
    expect(messageAt(directoryUpdate, { [field]: value }, field)).toMatch(message)
  })
})

describe('directory item type (D24)', () => {
  it.each(['links', 'bio', 'qr'])('accepts %s', (type) => {
    expect(directoryItemType.parse(type)).toBe(type)
  })

  it.each(['link', 'QR', 'files', ''])('refuses %j, naming the field', (type) => {
    expect(messageAt(directoryItemType, type, '')).toBe('type must be one of links, bio or qr.')
  })

  it('uses the documented success messages', () => {
    expect(DIRECTORY_ASSIGNED).toBe('Item successfully added to the directory.')
    expect(DIRECTORY_UPDATED).toBe('Directory has been updated successfully.')
    expect(DIRECTORY_DELETED).toBe('Directory has been deleted successfully.')
  })
})
