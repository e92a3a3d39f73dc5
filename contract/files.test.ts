import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ALIAS,
  alias,
  fileList,
  fileListTolerant,
  filename,
  filesQuery,
  fileUploaded,
  fileUploadedTolerant,
  fileUploadQuery,
  fileState,
  fileUpdate,
  FILE_DELETED,
  FILE_UPDATED,
  isSafeFilename,
} from './files.ts'
import { messageAt } from './test-utils.ts'

const files = [
  { id: 2, name: 'report.pdf', downloads: 3, shorturl: 'https://go.example.com/report', date: '2024-05-01 13:45:00', size: 1024, protected: false, expiry: null, maxdownloads: null },
  { id: 1, name: 'photo.jpg', downloads: 0, shorturl: 'http://localhost:8080/Ab3dE', date: '2024-04-01 08:00:00', size: 5, protected: true, expiry: '2030-01-01', maxdownloads: 3 },
]
const body = (counters: Record<string, unknown>) => ({
  error: '0',
  result: 2,
  perpage: 15,
  currentpage: 1,
  nextpage: null,
  maxpage: 1,
  quota: { used: 1029, limit: 1048576 },
  ...counters,
  list: files,
})

describe('files list (no data wrapper)', () => {
  it.each([
    ['null on the last page', body({})],
    ['an integer when there is a next page', body({ result: 20, perpage: 2, maxpage: 10, nextpage: 2 })],
  ])('parses nextpage %s strictly', (_label, input) => {
    expect(fileList.parse(input)).toEqual(input)
  })

  it.each([
    ['null', body({}), false],
    ['an integer', body({ result: 20, perpage: 2, maxpage: 10, nextpage: 2 }), true],
  ])('parses nextpage %s tolerantly into a page', (_label, input, hasNext) => {
    expect(fileListTolerant.parse(input)).toEqual({
      items: files,
      result: input.result,
      perpage: input.perpage,
      currentpage: 1,
      maxpage: input.maxpage,
      hasNext,
      quota: { used: 1029, limit: 1048576 },
    })
  })

  it('takes the quota only when the service sends a well-formed one (Q33a: the live service sends none)', () => {
    const { quota: _omitted, ...live } = body({})
    expect(fileList.safeParse(live).success).toBe(false)
    expect(fileListTolerant.parse(live).quota).toBeUndefined()
    expect(fileListTolerant.parse({ ...live, quota: { used: 'lots' } }).quota).toBeUndefined()
    expect(fileListTolerant.parse(body({ quota: { used: 5, limit: null } })).quota).toEqual({ used: 5, limit: null })
  })

  it.each([
    ['0', 0, 2, 3, true],
    ['the last page', 3, 3, 3, false],
    ['null', null, 3, 3, false],
  ])('tolerates nextpage %s and decides hasNext by currentpage < maxpage', (_label, nextpage, currentpage, maxpage, hasNext) => {
    expect(fileListTolerant.parse(body({ nextpage, currentpage, maxpage, result: 40 })).hasNext).toBe(hasNext)
  })

  it('tolerates error 0 or false, counters as strings and a numeric-string downloads count', () => {
    const live = { ...body({ result: '2', perpage: '15', currentpage: '1', maxpage: '1' }), error: 0, list: [{ ...files[0], downloads: '3' }] }
    expect(fileListTolerant.parse(live).items).toEqual([files[0]])
    expect(fileListTolerant.safeParse({ ...body({}), error: false }).success).toBe(true)
  })

  it.each([
    ['error as the integer 0', { ...body({}), error: 0 }],
    ['nextpage 0', body({ nextpage: 0 })],
    ['the list under data', { error: '0', data: body({}) }],
    ['downloads negative', { ...body({}), list: [{ ...files[0], downloads: -1 }] }],
  ])('strictly rejects %s', (_label, input) => {
    expect(fileList.safeParse(input).success).toBe(false)
  })

  it('takes an optional name search with the usual paging', () => {
    expect(filesQuery.parse({ name: 'report' })).toEqual({ name: 'report', limit: 15, page: 1 })
    expect(filesQuery.parse({ limit: '500' }).limit).toBe(100)
    expect(messageAt(filesQuery, { limit: '0' }, 'limit')).toMatch(/^limit must be a whole number/)
    expect(messageAt(filesQuery, { page: '0' }, 'page')).toMatch(/^page must be a whole number/)
    expect(messageAt(filesQuery, { name: 'n'.repeat(256) }, 'name')).toMatch(/^name must be at most 255/)
  })
})

describe('file upload answer', () => {
  const answer = { error: 0, id: 7, shorturl: 'https://go.example.com/report' }

  it('parses {error:0, id, shorturl} strictly and tolerantly', () => {
    expect(fileUploaded.parse(answer)).toEqual(answer)
    expect(fileUploadedTolerant.parse(answer)).toEqual(answer)
  })

  it('tolerates error "0" and a numeric-string id; strict does not', () => {
    expect(fileUploadedTolerant.parse({ ...answer, error: '0', id: '7' })).toEqual({ ...answer, error: '0' })
    expect(fileUploaded.safeParse({ ...answer, error: '0' }).success).toBe(false)
  })
})

describe('upload file name (D26)', () => {
  it.each(['report.pdf', 'photo.JPG', 'archive.tar.gz', 'my file (1).txt', 'résumé.docx', `${'n'.repeat(251)}.txt`])(
    'accepts %j',
    (name) => {
      expect(isSafeFilename(name)).toBe(true)
      expect(filename.parse(name)).toBe(name)
    },
  )

  it.each([
    ['no extension', 'README'],
    ['a trailing dot', 'report.'],
    ['only an extension', '.env'],
    ['a slash', 'dir/report.pdf'],
    ['a backslash', 'dir\\report.pdf'],
    ['a NUL', 'report\u0000.pdf'],
    ['a newline', 'report\n.pdf'],
    ['a DEL', 'report\u007f.pdf'],
    ['".."', 'report..pdf'],
    ['a parent path', '../report.pdf'],
    ['more than 255 characters', `${'n'.repeat(252)}.txt`],
    ['nothing', ''],
  ])('refuses a name with %s, naming the field', (_label, name) => {
    expect(isSafeFilename(name)).toBe(false)
    expect(messageAt(filename, name, '')).toMatch(/^filename must be 1 to 255 characters with an extension/)
  })

  it('refuses a name that is not a string, naming the field', () => {
    expect(messageAt(filename, 5, '')).toBe('filename must be a string.')
  })
})

describe('upload options (D26)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-06-15T12:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('accepts no options', () => {
    expect(fileUploadQuery.parse({})).toEqual({})
  })

  it('accepts every option and reads maxdownloads as a number', () => {
    const query = { name: 'Report', custom: 'q2_report-v1', domain: 'https://go.example.com', password: 'secret', expiry: '2030-06-15', maxdownloads: '10' }
    expect(fileUploadQuery.parse(query)).toEqual({ ...query, maxdownloads: 10 })
  })

  it.each(['abc', 'A_b-9', 'a'.repeat(50)])('accepts the custom alias %j', (custom) => {
    expect(ALIAS.test(custom)).toBe(true)
    expect(fileUploadQuery.parse({ custom })).toEqual({ custom })
  })

  it.each(['2030-06-15', '2030-06-16', '2031-01-01'])('accepts the expiry %s (today or later)', (expiry) => {
    expect(fileUploadQuery.parse({ expiry })).toEqual({ expiry })
  })

  it.each([
    ['custom', 'ab', /^custom must be 3 to 50 letters/],
    ['custom', 'a'.repeat(51), /^custom must be 3 to 50 letters/],
    ['custom', 'my alias', /^custom must be 3 to 50 letters/],
    ['custom', 'alias!', /^custom must be 3 to 50 letters/],
    ['custom', 'a.b.c', /^custom must be 3 to 50 letters/],
    ['expiry', '2030-06-14', /^expiry must be today or later/],
    ['expiry', '2020-01-01', /^expiry must be today or later/],
    ['expiry', '2030-02-30', /^expiry must be a date like/],
    ['expiry', '2030-13-01', /^expiry must be a date like/],
    ['expiry', '15/06/2031', /^expiry must be a date like/],
    ['expiry', 'tomorrow', /^expiry must be a date like/],
    ['maxdownloads', '0', /^maxdownloads must be a whole number/],
    ['maxdownloads', '-5', /^maxdownloads must be a whole number/],
    ['maxdownloads', '2.5', /^maxdownloads must be a whole number/],
    ['maxdownloads', 'ten', /^maxdownloads must be a whole number/],
    ['name', '   ', /^name must not be empty/],
    ['password', '', /^password must not be empty/],
    ['password', 'p'.repeat(129), /^password must be at most 128/],
    ['domain', 'd'.repeat(256), /^domain must be at most 255/],
  ])('refuses %s=%j, naming the field', (field, value, message) => {
    expect(messageAt(fileUploadQuery, { [field]: value }, field)).toMatch(message)
  })

  it.each(['custom', 'expiry', 'maxdownloads', 'name', 'password', 'domain'])('refuses a %s that is not a string, naming the field', (field) => {
    expect(messageAt(fileUploadQuery, { [field]: 12 }, field)).toMatch(new RegExp(`^${field} must be `))
  })
})

describe('reserved aliases', () => {
  it.each(['app', 'API', 'avatar', 'admin', 'Login', 'signin', 'static', 'assets', 'bio'])('refuses %s, an alias links cannot take either (A5)', (value) => {
    const result = alias.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(/^custom cannot be app, api, avatar, .*signin: those addresses are reserved\.$/)
  })
  it('still accepts an alias that merely starts with a reserved word', () => {
    expect(alias.safeParse('apple').success).toBe(true)
  })
})

describe('file settings in the list (D26d)', () => {
  it('reads a list item of the live service, which has none of them, as "not known"', () => {
    const live = { id: '4', name: 'a.pdf', downloads: '2', shorturl: 'https://x.example/a', date: '2024-01-01 00:00:00' }
    const page = fileListTolerant.parse({ ...body({}), list: [live] })
    expect(page.items[0]).toMatchObject({ id: 4, downloads: 2 })
    expect(page.items[0]!.size).toBeUndefined()
    expect(page.items[0]!.protected).toBeUndefined()
    expect(page.items[0]!.expiry).toBeUndefined()
    expect(page.items[0]!.maxdownloads).toBeUndefined()
  })

  it('drops a setting it cannot read instead of failing the list', () => {
    const odd = { id: 5, name: 'b', downloads: 0, shorturl: '', date: '', size: 'big', protected: 'yes', expiry: 'soon', maxdownloads: -1 }
    expect(fileListTolerant.parse({ ...body({}), list: [odd] }).items[0]).toMatchObject({ size: undefined, protected: undefined, expiry: undefined, maxdownloads: undefined })
  })

  it.each([
    [{ downloads: 0, expiry: null, maxdownloads: null }, 'available'],
    [{ downloads: 2, expiry: null, maxdownloads: 2 }, 'limit'],
    [{ downloads: 1, expiry: null, maxdownloads: 2 }, 'available'],
    [{ downloads: 0, expiry: '2026-05-01', maxdownloads: null }, 'available'],
    [{ downloads: 0, expiry: '2026-04-30', maxdownloads: null }, 'expired'],
    [{ downloads: 9, expiry: '2026-04-30', maxdownloads: 2 }, 'expired'],
  ] as const)('fileState(%j) on 2026-05-01 is %s (D26: the expiry day itself still serves)', (f, state) => {
    expect(fileState(f, '2026-05-01')).toBe(state)
  })
})

describe('file update body (D26d)', () => {
  it('takes each setting, "" to remove a password or an expiry and 0 to remove a limit', () => {
    expect(fileUpdate.parse({ name: ' Q3 report ', password: 'p', expiry: '2099-01-01', maxdownloads: 4 })).toEqual({ name: 'Q3 report', password: 'p', expiry: '2099-01-01', maxdownloads: 4 })
    expect(fileUpdate.parse({ password: '', expiry: '', maxdownloads: 0 })).toEqual({ password: '', expiry: '', maxdownloads: 0 })
    expect(JSON.parse(JSON.stringify(fileUpdate.parse({ name: null, password: null, expiry: null, maxdownloads: null })))).toEqual({})
  })

  it.each([
    [{ name: '' }, 'name', 'name must not be empty.'],
    [{ name: 'a\\b' }, 'name', 'name must not contain /, \\ or control characters.'],
    [{ expiry: '2030-02-30' }, 'expiry', 'expiry must be a date like 2030-12-31, or empty to remove it.'],
    [{ expiry: '2000-01-01' }, 'expiry', 'expiry must be today or later.'],
    [{ maxdownloads: -1 }, 'maxdownloads', 'maxdownloads must be 0 (no limit) or more.'],
    [{ maxdownloads: 2.5 }, 'maxdownloads', 'maxdownloads must be a whole number.'],
    [{ maxdownloads: '3' }, 'maxdownloads', 'maxdownloads must be a whole number.'],
    [{ password: 'p'.repeat(129) }, 'password', 'password must be at most 128 characters.'],
  ])('refuses %j, naming the field', (input, path, message) => {
    expect(messageAt(fileUpdate, input, path)).toBe(message)
  })

  it('uses messages in the pattern of SPEC', () => {
    expect(FILE_UPDATED).toBe('File has been updated successfully.')
    expect(FILE_DELETED).toBe('File has been deleted successfully.')
  })
})
