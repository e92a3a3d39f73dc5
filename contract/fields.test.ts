import { describe, expect, it } from 'vitest'
import {
  bool,
  day,
  email,
  hexColor,
  httpUrl,
  httpUrlOrEmpty,
  id,
  isCalendarDay,
  isHttpUrl,
  parseRgb,
  parseId,
  toDay,
  toTimestamp,
  queryInt,
  rgbColor,
  text,
  timestamp,
} from './fields.ts'
import { messageAt } from './test-utils.ts'
import { optionalField } from './fields.ts'

describe('text', () => {
  const title = text('title', 2, 5)

  it('trims and keeps text within the bounds', () => {
    expect(title.parse('  ab  ')).toBe('ab')
    expect(title.parse('abcde')).toBe('abcde')
  })

  it.each([
    [undefined, 'title is required.'],
    [7, 'title must be a string.'],
    // D10a: null is "not given", so a required field says so.
    [null, 'title is required.'],
    ['a', 'title must be at least 2 characters.'],
    ['   a   ', 'title must be at least 2 characters.'],
    ['abcdef', 'title must be at most 5 characters.'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(messageAt(title, input, '')).toBe(message)
  })

  it('says "must not be empty" when one character is the minimum', () => {
    expect(messageAt(text('name', 1, 100), '   ', '')).toBe('name must not be empty.')
  })
})

describe('bool', () => {
  it('accepts only true and false', () => {
    expect(bool('public').parse(true)).toBe(true)
    expect(bool('public').parse(false)).toBe(false)
  })

  it.each(['true', 1, 0])('rejects %j, naming the field', (input) => {
    expect(messageAt(bool('public'), input, '')).toBe('public must be true or false.')
  })

  it('says a required flag sent as null is required (D10a)', () => {
    expect(messageAt(bool('public'), null, '')).toBe('public is required.')
  })
})

describe('http(s) URLs', () => {
  it.each(['http://example.com', 'https://go.example.com/a?b=1#c', 'HTTPS://EXAMPLE.COM', 'https://localhost:8080/x'])(
    '%s is an http(s) URL',
    (url) => {
      expect(isHttpUrl(url)).toBe(true)
    },
  )

  it.each(['ftp://example.com', 'example.com', '//example.com', 'https://', 'javascript:alert(1)', 'mailto:a@b.co', 'https://exa mple.com', ''])(
    '%j is not an http(s) URL',
    (url) => {
      expect(isHttpUrl(url)).toBe(false)
    },
  )

  it('httpUrl trims and names the field when the URL is not http(s)', () => {
    expect(httpUrl('site').parse(' https://example.com ')).toBe('https://example.com')
    expect(messageAt(httpUrl('site'), 'example.com', '')).toMatch(/^site must be a full URL/)
    expect(messageAt(httpUrl('site'), '', '')).toMatch(/^site /)
  })

  it('httpUrlOrEmpty also accepts "" to clear the setting', () => {
    expect(httpUrlOrEmpty('redirect404').parse('')).toBe('')
    expect(httpUrlOrEmpty('redirect404').parse('https://example.com/missing')).toBe('https://example.com/missing')
    expect(messageAt(httpUrlOrEmpty('redirect404'), 'ftp://example.com', '')).toMatch(/^redirect404 must be a full URL/)
    expect(messageAt(httpUrlOrEmpty('redirect404'), 'https://' + 'a'.repeat(2000) + '.com', '')).toBe(
      'redirect404 must be at most 2000 characters.',
    )
  })
})

describe('email', () => {
  it.each(['ann@example.com', 'a.b+c@mail.example.org'])('accepts %s', (value) => {
    expect(email().parse(value)).toBe(value)
  })

  it.each(['ann', 'ann@', '@example.com', 'ann@example', 'a nn@example.com', ''])('rejects %j, naming the field', (value) => {
    expect(messageAt(email('contact'), value, '')).toBe('contact must be a valid email address.')
  })

  it('defaults the field name to email', () => {
    expect(messageAt(email(), 5, '')).toBe('email must be a string.')
  })
})

describe('HEX colour', () => {
  it.each(['#fff', '#FFF', '#1e90ff', '#1E90FF'])('accepts %s', (value) => {
    expect(hexColor().parse(value)).toBe(value)
  })

  it.each(['fff', '#ffff', '#1e90f', '#1e90ffa', '#ggg', 'red', 'rgb(1,2,3)'])('rejects %j, naming the field', (value) => {
    expect(messageAt(hexColor('color'), value, '')).toMatch(/^color must be a HEX colour/)
  })
})

describe('rgb colour', () => {
  it.each([
    ['rgb(1,2,3)', [1, 2, 3]],
    ['rgb(0,0,0)', [0, 0, 0]],
    ['rgb(255,255,255)', [255, 255, 255]],
    [' rgb( 10 , 20 ,30 ) ', [10, 20, 30]],
  ])('parses %j', (value, channels) => {
    expect(parseRgb(value)).toEqual(channels)
  })

  it.each(['rgb(256,0,0)', 'rgb(0,0,1000)', 'rgb(-1,0,0)', 'rgb(1,2)', 'rgb(1,2,3,4)', 'rgba(1,2,3,1)', '#ffffff', 'rgb(1.5,2,3)', ''])(
    'does not parse %j',
    (value) => {
      expect(parseRgb(value)).toBeNull()
    },
  )

  it('normalises to rgb(r,g,b) without spaces', () => {
    expect(rgbColor('background').parse('rgb( 1, 2 ,3 )')).toBe('rgb(1,2,3)')
  })

  it('names the field when a channel is out of range', () => {
    expect(messageAt(rgbColor('foreground'), 'rgb(0,0,256)', '')).toMatch(/^foreground must be a colour like rgb\(/)
    expect(messageAt(rgbColor('foreground'), 3, '')).toBe('foreground must be a string.')
  })
})

describe('timestamps and days', () => {
  it('accepts YYYY-MM-DD HH:MM:SS timestamps only', () => {
    expect(timestamp.safeParse('2024-05-01 13:45:00').success).toBe(true)
    expect(timestamp.safeParse('2024-05-01T13:45:00Z').success).toBe(false)
    expect(timestamp.safeParse('2024-05-01').success).toBe(false)
  })

  it('accepts YYYY-MM-DD days only', () => {
    expect(day.safeParse('2024-05-01').success).toBe(true)
    expect(day.safeParse('2024-05-01 13:45:00').success).toBe(false)
    expect(day.safeParse('2024-5-1').success).toBe(false)
  })

  it.each([
    ['2030-12-31', true],
    ['2028-02-29', true],
    ['2030-02-29', false],
    ['2030-02-30', false],
    ['2030-04-31', false],
    ['2030-13-01', false],
    ['2030-00-10', false],
    ['2030-1-01', false],
    ['31.12.2030', false],
  ])('%s is a calendar day: %s', (value, ok) => {
    expect(isCalendarDay(value)).toBe(ok)
  })
})

describe('ids', () => {
  it('accepts positive integers only in bodies', () => {
    expect(id.safeParse(1).success).toBe(true)
    expect(id.safeParse(0).success).toBe(false)
    expect(id.safeParse(1.5).success).toBe(false)
    expect(id.safeParse('1').success).toBe(false)
  })

  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('reads the id %j', (value, expected) => {
    expect(parseId(value)).toBe(expected)
  })

  it.each(['0', '01', '-1', '1.5', 'abc', '', ' 1', '2147483648', '99999999999'])('refuses the id %j', (value) => {
    expect(parseId(value)).toBeNull()
  })
})

describe('wire timestamps', () => {
  const moment = new Date(Date.UTC(2026, 10, 21, 9, 5, 7, 999))
  it('writes a moment as a UTC timestamp the schema accepts', () => {
    expect(toTimestamp(moment)).toBe('2026-11-21 09:05:07')
    expect(timestamp.safeParse(toTimestamp(moment)).success).toBe(true)
  })
  it('writes its UTC day', () => {
    expect(toDay(moment)).toBe('2026-11-21')
    expect(toDay(new Date(Date.UTC(2026, 0, 1, 23, 59, 59)))).toBe('2026-01-01')
  })
})

describe('queryInt', () => {
  const count = queryInt('count', 2, 9)

  it('reads a query-string number within the bounds', () => {
    expect(count.parse('2')).toBe(2)
    expect(count.parse('9')).toBe(9)
  })

  it.each(['1', '10', 'x', '3.0', ' 3'])('rejects %j with the range in the message', (value) => {
    expect(messageAt(count, value, '')).toBe('count must be a whole number from 2 to 9.')
  })
})

describe('optionalField (D10a)', () => {
  const name = optionalField(text('name', 1, 10))

  it('takes null and absence alike as "not given"', () => {
    expect(name.parse(null)).toBeUndefined()
    expect(name.parse(undefined)).toBeUndefined()
  })

  it('still checks a value that is given', () => {
    expect(name.parse('  Ann ')).toBe('Ann')
    expect(messageAt(name, 7, '')).toBe('name must be a string.')
    expect(messageAt(name, '', '')).toBe('name must not be empty.')
  })
})
