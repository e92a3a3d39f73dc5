import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FILE_DELETED, FILE_UPDATED, fileList, fileUploaded, messageEnvelope } from '../../contract/index.ts'
import { startServer, type TestServer } from './harness.ts'
import { call, failed, fieldError, ok, storedFiles, todayUtc } from './helpers.ts'

// D26d, beyond SPEC: PUT /files/:id/update and DELETE /files/:id/delete.
let s: TestServer
let key: string
let otherKey: string
beforeAll(async () => {
  s = await startServer()
  key = (await s.newUser()).apiKey
  otherKey = (await s.newUser()).apiKey
})
afterAll(() => s?.stop())

const upload = async (name: string, query = '', k = key) =>
  ok(await call(s, `/files/upload/${name}${query}`, { method: 'POST', key: k, body: `bytes of ${name}` }), fileUploaded)
const update = (id: number | string, body: unknown, k = key) => call(s, `/files/${id}/update`, { method: 'PUT', key: k, body })
const remove = (id: number | string, k = key) => call(s, `/files/${id}/delete`, { method: 'DELETE', key: k })
const item = async (id: number, k = key) => ok(await call(s, '/files?limit=100', { key: k }), fileList).list.find((f) => f.id === id)
const download = (shorturl: string, init: RequestInit = {}) => fetch(shorturl, { redirect: 'manual', ...init })

describe('PUT /files/:id/update (D26d)', () => {
  it('renames a file, and the download keeps the uploaded extension', async () => {
    const up = await upload('report.pdf')
    expect(ok(await update(up.id, { name: 'Q3 report' }), messageEnvelope)).toEqual({ error: 0, message: FILE_UPDATED })
    expect(await item(up.id)).toMatchObject({ name: 'Q3 report', protected: false, expiry: null, maxdownloads: null })
    const res = await download(up.shorturl)
    expect(res.headers.get('content-disposition')).toContain('Q3 report.pdf')
    await res.arrayBuffer()
  })

  it('sets a password, then removes it with ""', async () => {
    const up = await upload('notes.txt')
    ok(await update(up.id, { password: 'hunter22' }), messageEnvelope)
    expect(await item(up.id)).toMatchObject({ protected: true })
    expect((await download(up.shorturl)).status).toBe(401)
    const right = await download(up.shorturl, { method: 'POST', body: new URLSearchParams({ password: 'hunter22' }) })
    expect(right.status).toBe(200)
    await right.text()
    ok(await update(up.id, { password: '' }), messageEnvelope)
    expect(await item(up.id)).toMatchObject({ protected: false })
    const open = await download(up.shorturl)
    expect(open.status).toBe(200)
    expect(await open.text()).toBe('bytes of notes.txt')
  })

  it('sets and removes an expiry and a download limit; a file at 2 of 2 downloads is gone until the limit is raised', async () => {
    const up = await upload('limited.txt')
    ok(await update(up.id, { expiry: '2099-12-31', maxdownloads: 2 }), messageEnvelope)
    expect(await item(up.id)).toMatchObject({ expiry: '2099-12-31', maxdownloads: 2 })
    for (let i = 0; i < 2; i++) expect(await (await download(up.shorturl)).text()).toBe('bytes of limited.txt')
    expect((await download(up.shorturl)).status).toBe(410)
    expect(await item(up.id)).toMatchObject({ downloads: 2, maxdownloads: 2 })
    ok(await update(up.id, { maxdownloads: 3 }), messageEnvelope)
    expect((await download(up.shorturl)).status).toBe(200)
    ok(await update(up.id, { expiry: '', maxdownloads: 0 }), messageEnvelope)
    expect(await item(up.id)).toMatchObject({ downloads: 3, expiry: null, maxdownloads: null })
    expect((await download(up.shorturl)).status).toBe(200)
  })

  it('leaves what is not given (absent or null) as it is', async () => {
    const up = await upload('kept.txt', '?password=secret1&expiry=2099-01-01&maxdownloads=9&name=Kept')
    ok(await update(up.id, {}), messageEnvelope)
    ok(await update(up.id, { name: null, password: null, expiry: null, maxdownloads: null }), messageEnvelope)
    expect(await item(up.id)).toMatchObject({ name: 'Kept', protected: true, expiry: '2099-01-01', maxdownloads: 9 })
  })

  it.each([
    ['an empty name', { name: '' }, 'name', /must not be empty/],
    ['a name with a slash', { name: 'a/b.txt' }, 'name', /\//],
    ['a name of 256 characters', { name: 'n'.repeat(256) }, 'name', /255/],
    ['a number as name', { name: 5 }, 'name', /must be a string/],
    ['a password of 129 characters', { password: 'p'.repeat(129) }, 'password', /128/],
    ['an impossible day', { expiry: '2030-02-30' }, 'expiry', /date like 2030-12-31/],
    ['yesterday', { expiry: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) }, 'expiry', /today or later/],
    ['a negative limit', { maxdownloads: -1 }, 'maxdownloads', /0 \(no limit\) or more/],
    ['a fractional limit', { maxdownloads: 1.5 }, 'maxdownloads', /whole number/],
    ['a limit as text', { maxdownloads: '5' }, 'maxdownloads', /whole number/],
  ])('refuses %s with 400 naming the field, changing nothing', async (_, body, field, rule) => {
    const up = await upload('refused.txt', '?name=Unchanged')
    fieldError(await update(up.id, body), 400, field, rule)
    expect(await item(up.id)).toMatchObject({ name: 'Unchanged', protected: false, expiry: null, maxdownloads: null })
  })

  it('accepts an expiry of today', async () => {
    const up = await upload('today.txt')
    ok(await update(up.id, { expiry: todayUtc() }), messageEnvelope)
    expect((await download(up.shorturl)).status).toBe(200)
  })

  it("answers another user's file and an unknown id with the same 404, changing nothing", async () => {
    const theirs = await upload('theirs.txt', '?name=Theirs', otherKey)
    failed(await update(theirs.id, { name: 'Mine now' }), 404, 'File not found.')
    failed(await update(2147483647, { name: 'x' }), 404, 'File not found.')
    failed(await update('abc', { name: 'x' }), 404, 'File not found.')
    expect(await item(theirs.id, otherKey)).toMatchObject({ name: 'Theirs' })
  })
})

describe('DELETE /files/:id/delete (D26d)', () => {
  it('deletes the record and the stored bytes; the short URL answers 404 and the alias is free again', async () => {
    const up = await upload('gone.txt', '?custom=gone-file')
    const before = storedFiles(s)
    expect(ok(await remove(up.id), messageEnvelope)).toEqual({ error: 0, message: FILE_DELETED })
    expect(await item(up.id)).toBeUndefined()
    expect(storedFiles(s)).toHaveLength(before.length - 1)
    expect((await download(up.shorturl)).status).toBe(404)
    failed(await remove(up.id), 404, 'File not found.')
    failed(await update(up.id, { name: 'x' }), 404, 'File not found.')
    expect((await upload('again.txt', '?custom=gone-file')).shorturl).toBe(up.shorturl)
  })

  it("refuses another user's file with the 404 of an unknown one, keeping their bytes", async () => {
    const theirs = await upload('kept-theirs.txt', '', otherKey)
    const before = storedFiles(s)
    failed(await remove(theirs.id), 404, 'File not found.')
    expect(storedFiles(s)).toEqual(before)
    expect(await (await download(theirs.shorturl)).text()).toBe('bytes of kept-theirs.txt')
  })
})
