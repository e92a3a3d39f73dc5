// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { commandOf } from './shortcuts'

const key = (k: string, extra: Partial<KeyboardEvent> & { target?: EventTarget | null } = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...extra,
})

describe('keyboard shortcuts', () => {
  it('leaves the page’s search on Escape, and only that field', () => {
    const main = document.body.appendChild(document.createElement('main'))
    const search = main.appendChild(Object.assign(document.createElement('input'), { type: 'search' }))
    const name = main.appendChild(document.createElement('input'))
    expect(commandOf(key('Escape', { target: search }), false)).toEqual({ kind: 'leave' })
    expect(commandOf(key('Escape', { target: name }), false)).toBeNull()
    main.remove()
  })

  it('reads the single keys when no field has focus', () => {
    expect(commandOf(key('/'), false)).toEqual({ kind: 'search' })
    expect(commandOf(key('n'), false)).toEqual({ kind: 'new' })
    expect(commandOf(key('?'), false)).toEqual({ kind: 'help' })
    expect(commandOf(key('g'), false)).toBe('pending')
    expect(commandOf(key('q'), true)).toEqual({ kind: 'go', to: '/qr' })
    expect(commandOf(key('x'), true)).toBeNull()
    expect(commandOf(key('x'), false)).toBeNull()
  })

  it('never fires a single key inside a text field, a select or an editable element', () => {
    const input = document.createElement('input')
    const area = document.createElement('textarea')
    const select = document.createElement('select')
    for (const target of [input, area, select]) {
      expect(commandOf(key('/', { target }), false)).toBeNull()
      expect(commandOf(key('n', { target }), false)).toBeNull()
      expect(commandOf(key('l', { target }), true)).toBeNull()
    }
  })

  it('opens the palette with Ctrl+K or ⌘+K anywhere, and leaves other modified keys to the browser', () => {
    const input = document.createElement('input')
    expect(commandOf(key('k', { ctrlKey: true, target: input }), false)).toEqual({ kind: 'palette' })
    expect(commandOf(key('K', { metaKey: true }), false)).toEqual({ kind: 'palette' })
    expect(commandOf(key('n', { ctrlKey: true }), false)).toBeNull()
  })
})
