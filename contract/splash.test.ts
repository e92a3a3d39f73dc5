import { describe, expect, it } from 'vitest'
import { splashCreate, splashDesign, splashList, splashListTolerant, splashUpdate } from './splash.ts'
import { listBody, messageAt } from './test-utils.ts'

const items = [
  { id: 3, name: 'Product launch', date: '2024-05-01 13:45:00' },
  { id: 1, name: 'Welcome', date: '2024-01-02 08:00:00' },
]

describe('custom splash page list', () => {
  it('parses the list strictly', () => {
    expect(splashList.parse(listBody('splash', items))).toEqual(listBody('splash', items))
  })

  it('parses the list tolerantly into a page', () => {
    expect(splashListTolerant.parse(listBody('splash', items))).toEqual({
      items,
      result: 2,
      perpage: 15,
      currentpage: 1,
      maxpage: 1,
      hasNext: false,
    })
  })

  it('tolerates counters as strings, error 0 and a numeric-string id', () => {
    const body = {
      error: 0,
      data: { result: '20', perpage: '15', currentpage: '1', nextpage: '2', maxpage: '2', splash: [{ ...items[0], id: '3' }] },
    }
    expect(splashListTolerant.parse(body)).toEqual({ items: [items[0]], result: 20, perpage: 15, currentpage: 1, maxpage: 2, hasNext: true })
  })

  it.each([
    ['a date that is not a timestamp', { ...items[0], date: '2024-05-01' }],
    ['a missing name', { id: 3, date: '2024-05-01 13:45:00' }],
    ['id 0', { ...items[0], id: 0 }],
  ])('strictly rejects an item with %s', (_label, item) => {
    expect(splashList.safeParse(listBody('splash', [item])).success).toBe(false)
  })
})

describe('splash page designs (issue 19)', () => {
  it('creates with defaults: no text, image or button, a 5-second countdown', () => {
    expect(splashCreate.parse({ name: 'Launch', title: 'We launched' })).toEqual({
      name: 'Launch', title: 'We launched', text: '', image: '', buttonlabel: '', buttonurl: '', countdown: 5,
    })
  })

  it.each([
    [{ title: 't' }, 'name', 'name is required.'],
    [{ name: 'n' }, 'title', 'title is required.'],
    [{ name: 'n', title: 't', countdown: 31 }, 'countdown', 'countdown must be a whole number of seconds from 0 to 30.'],
    [{ name: 'n', title: 't', countdown: -1 }, 'countdown', /0 to 30/],
    [{ name: 'n', title: 't', countdown: '5' }, 'countdown', 'countdown must be a whole number.'],
    [{ name: 'n', title: 't', image: 'javascript:alert(1)' }, 'image', /http:\/\/ or https:\/\//],
    [{ name: 'n', title: 't', buttonurl: 'ftp://x.example.com' }, 'buttonurl', /http:\/\/ or https:\/\//],
    [{ name: 'n', title: 't', buttonlabel: 'b'.repeat(61) }, 'buttonlabel', 'buttonlabel must be at most 60 characters.'],
  ])('refuses %j, naming the field', (input, path, message) => {
    expect(messageAt(splashCreate, input, path)).toMatch(message)
  })

  it('updates only the fields given; null is not given', () => {
    expect(splashUpdate.parse({ countdown: 0, title: null })).toEqual({ countdown: 0 })
  })

  it('reads a stored design with defaults', () => {
    expect(splashDesign.parse({ title: 'T', countdown: 99, image: 'javascript:x' })).toMatchObject({ title: 'T', countdown: 5, image: '' })
  })
})
