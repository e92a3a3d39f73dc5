import { describe, expect, it } from 'vitest'
import { bioCreate, bioIssueMessage, bioItem, bioUpdate } from './bio.ts'
import { messageAt } from './test-utils.ts'

const first = (input: unknown) => {
  const r = bioUpdate.safeParse(input)
  if (r.success) throw new Error('expected a failure')
  return bioIssueMessage(r.error.issues[0]!)
}

describe('bio page bodies', () => {
  it('requires a name on create only', () => {
    expect(messageAt(bioCreate, {}, 'name')).toBe('name is required.')
    expect(bioUpdate.parse({})).toEqual({})
  })

  it('parses every block type and normalises social addresses', () => {
    const body = bioCreate.parse({
      name: ' R&D <3 ',
      blocks: [
        { type: 'link', title: 'Shop', url: 'https://shop.example' },
        { type: 'heading', text: '<b>News</b>' },
        { type: 'text', text: 'line one\nline two' },
        { type: 'social', network: 'email', url: 'me@example.com' },
        { type: 'social', network: 'phone', url: '+44 20 7946 0000' },
        { type: 'image', url: 'https://img.example/a.png' },
      ],
    })
    expect(body.name).toBe('R&D <3')
    expect(body.blocks).toEqual([
      { type: 'link', title: 'Shop', url: 'https://shop.example' },
      { type: 'heading', text: '<b>News</b>' },
      { type: 'text', text: 'line one\nline two' },
      { type: 'social', network: 'email', url: 'mailto:me@example.com' },
      { type: 'social', network: 'phone', url: 'tel:+442079460000' },
      { type: 'image', url: 'https://img.example/a.png', link: '' },
    ])
  })

  it.each([
    [{ blocks: {} }, 'blocks must be a list of blocks.'],
    [{ blocks: Array.from({ length: 51 }, () => ({ type: 'heading', text: 'x' })) }, 'blocks must hold at most 50 blocks.'],
    [{ blocks: [{ type: 'video', url: 'https://a.example' }] }, 'blocks, block 1: type must be one of link, heading, text, social, image.'],
    [{ blocks: [{ type: 'heading', text: 'a' }, { type: 'link', title: 'x', url: 'javascript:alert(1)' }] }, 'blocks, block 2: url must be a full URL starting with http:// or https://.'],
    [{ blocks: [{ type: 'image', url: 'data:image/png;base64,AAAA' }] }, 'blocks, block 1: url must be a full URL starting with http:// or https://.'],
    [{ blocks: [{ type: 'social', network: 'github', url: 'javascript:x' }] }, 'blocks, block 1: url must be a full URL starting with http:// or https://.'],
    [{ blocks: [{ type: 'social', network: 'myspace', url: 'https://a.example' }] }, 'blocks, block 1: network must be one of facebook, instagram, x, linkedin, youtube, tiktok, github, email, phone.'],
    [{ avatar: 'javascript:alert(1)' }, 'avatar must be a full URL starting with http:// or https://, or empty.'],
    [{ theme: { text: 'red' } }, 'theme.text must be a colour like #1e90ff (# and six hex digits).'],
    [{ theme: { button: '#fff' } }, 'theme.button must be a colour like #1e90ff (# and six hex digits).'],
    [{ buttonStyle: 'round' }, 'buttonStyle must be one of rounded, square, pill.'],
    [{ alias: 'a b' }, 'alias must be 3 to 50 letters, digits, "_" or "-".'],
    [{ public: 'yes' }, 'public must be true or false.'],
  ])('refuses %j with a message naming the field', (input, message) => {
    expect(first(input)).toBe(message)
  })

  it('lower-cases theme colours and keeps the ones not given out', () => {
    expect(bioUpdate.parse({ theme: { background: '#AABBCC' } }).theme).toEqual({ background: '#aabbcc' })
  })

  it('describes a list item strictly', () => {
    const item = {
      id: 4,
      name: 'Me',
      alias: 'me',
      url: 'http://localhost/me',
      domain: '',
      description: '',
      avatar: '',
      theme: { background: '#ffffff', text: '#000000', button: '#000000', buttonText: '#ffffff' },
      buttonStyle: 'pill',
      public: true,
      blocks: [{ type: 'link', id: 9, title: 'Shop', url: 'https://shop.example', clicks: 3 }],
      pixels: [2],
      views: 10,
      clicks: 3,
      date: '2026-01-01 00:00:00',
    }
    expect(bioItem.parse(item)).toEqual(item)
    expect(bioItem.safeParse({ ...item, blocks: [{ type: 'link', title: 'x', url: 'https://a.example', clicks: 0 }] }).success).toBe(false)
  })
})
