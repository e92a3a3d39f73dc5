import { describe, expect, it } from 'vitest'
import { MAX_ALIAS_LOOKUPS, aliasLookup, aliasLookupAnswer, aliasLookupAnswerTolerant } from './link-aliases.ts'
import { messageAt } from './test-utils.ts'

describe('alias lookup (G8)', () => {
  it('reads pairs, the domain defaulting to the public host', () => {
    expect(aliasLookup.parse({ aliases: [{ alias: ' spring ' }, { alias: 'x1', domain: 'https://go.example.com' }] })).toEqual({
      aliases: [
        { alias: 'spring', domain: '' },
        { alias: 'x1', domain: 'https://go.example.com' },
      ],
    })
  })

  it.each([
    ['no list', {}, 'aliases', 'aliases must be a list of {alias, domain}.'],
    ['an empty list', { aliases: [] }, 'aliases', 'aliases must hold at least one {alias, domain}.'],
    ['1001 pairs', { aliases: Array.from({ length: MAX_ALIAS_LOOKUPS + 1 }, () => ({ alias: 'a' })) }, 'aliases', 'aliases must hold at most 1000 pairs.'],
    ['a number', { aliases: [{ alias: 3 }] }, 'aliases.0.alias', 'aliases.alias must be a string.'],
    ['a bare string', { aliases: ['spring'] }, 'aliases.0', 'aliases must be a list of {alias, domain}.'],
  ])('refuses %s, naming the field', (_label, body, path, message) => {
    expect(messageAt(aliasLookup, body, path)).toBe(message)
  })

  it('parses our answer strictly and a lean one tolerantly', () => {
    const answer = { error: 0, data: { aliases: [{ alias: 'spring', domain: '', taken: true, reserved: false, valid: true }] } }
    expect(aliasLookupAnswer.parse(answer)).toEqual(answer)
    expect(aliasLookupAnswerTolerant.parse({ error: '0', data: { aliases: [{ alias: 'a', taken: false }] } }).data.aliases[0]).toMatchObject({
      alias: 'a',
      domain: '',
      taken: false,
    })
  })
})
