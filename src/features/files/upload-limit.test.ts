import { describe, expect, it } from 'vitest'
import { DEFAULT_MAX_UPLOAD_BYTES } from '@contract/files'
import { formatBytes, knownUploadLimit, percentOf } from './upload-limit'

describe('knownUploadLimit', () => {
  const origin = 'https://links.example.com'
  it('knows our server’s default only for this origin’s /api', () => {
    expect(knownUploadLimit('https://links.example.com/api', origin)).toBe(DEFAULT_MAX_UPLOAD_BYTES)
    expect(knownUploadLimit('https://links.example.com/api/', origin)).toBe(DEFAULT_MAX_UPLOAD_BYTES)
  })
  it('does not guess the limit of another server or path', () => {
    expect(knownUploadLimit('https://api.example.com/api', origin)).toBeNull()
    expect(knownUploadLimit('http://links.example.com/api', origin)).toBeNull()
    expect(knownUploadLimit('https://links.example.com/v2/api', origin)).toBeNull()
    expect(knownUploadLimit('not a url', origin)).toBeNull()
  })
})

describe('formatBytes', () => {
  it('writes sizes in binary units', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(1023)).toBe('1023 B')
    expect(formatBytes(1536)).toBe('1.5 KiB')
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MiB')
    expect(formatBytes(150 * 1024 * 1024)).toBe('150 MiB')
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GiB')
  })
})

describe('percentOf', () => {
  it('never says 100 before the last byte', () => {
    expect(percentOf(0, 200)).toBe(0)
    expect(percentOf(199, 200)).toBe(99)
    expect(percentOf(200, 200)).toBe(100)
    expect(percentOf(0, 0)).toBe(100)
  })
})
