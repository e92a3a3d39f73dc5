import { expect, test, type APIRequestContext, type CDPSession, type Locator, type Page } from '@playwright/test'
import { E2E_DATA_DIR, E2E_PORT, SCREENSHOT_DIR, demoHeaders, demoUser, signIn } from './support/auth'
import { seriousViolations } from './support/axe'
import { startServer } from './support/second-server'

const run = Date.now().toString(36)
const MiB = 1024 * 1024

/** A file made in the page: `text`, or `size` bytes of a known pattern (or zeros). */
interface PageFile {
  name: string
  text?: string
  size?: number
  zeros?: boolean
}

const patternByte = (i: number) => (i * 31 + 7) & 255
const expectedBytes = (f: PageFile) =>
  f.text !== undefined ? Buffer.from(f.text) : Buffer.from(Uint8Array.from({ length: f.size ?? 0 }, (_, i) => (f.zeros ? 0 : patternByte(i))))

async function dropFiles(page: Page, files: PageFile[]) {
  const dataTransfer = await page.evaluateHandle((specs) => {
    const dt = new DataTransfer()
    for (const { name, text, size = 0, zeros } of specs) {
      let bytes: Uint8Array
      if (text !== undefined) bytes = new TextEncoder().encode(text)
      else {
        bytes = new Uint8Array(size)
        if (!zeros) for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) & 255
      }
      dt.items.add(new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/octet-stream' }))
    }
    return dt
  }, files)
  const zone = page.getByRole('group', { name: 'File drop zone' })
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer })
}

const uploadList = (page: Page) => page.getByRole('list', { name: 'Upload list' })
const queued = (page: Page, name: string) => uploadList(page).getByRole('listitem', { name, exact: true })
const shortUrlOf = (item: Locator) => item.getByRole('link', { name: /^http:\/\/127\.0\.0\.1:\d+\/[\w-]+$/ })

const cdpSessions = new WeakMap<Page, CDPSession>()

/** Chromium's network throttling, so an upload of a few MiB takes seconds; null lifts it. */
async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  // Conditions belong to the session that set them: lift them through the same one.
  let cdp = cdpSessions.get(page)
  if (!cdp) {
    cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    cdpSessions.set(page, cdp)
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  })
}

async function shots(page: Page, name: string) {
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0))
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({ path: `${SCREENSHOT_DIR}/files-${name}-${scheme}.png`, fullPage: true, animations: 'disabled' })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

test.beforeEach(async ({ page }) => signIn(page))

test('shows an empty list before the first upload', async ({ page }) => {
  await page.goto('/app/files')
  await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'File drop zone' })).toContainText('Up to 50 MiB each.')
  await shots(page, 'empty')
})

test('uploads dropped and picked files one after another, then lists, finds and serves them', async ({ page, request }) => {
  test.setTimeout(60_000)
  const alpha = { name: `alpha-${run}.bin`, size: 3 * MiB }
  const bravo = { name: `bravo-${run}.txt`, text: `bravo ${run}\n` }
  const charlie = { name: `charlie-${run}.txt`, text: `charlie ${run}\n` }
  // Watches the uploads in the page itself (network events arrive too late to order them):
  // when one is sent, how many others are still unanswered (readyState 1 to 3)?
  await page.addInitScript(() => {
    const w = window as unknown as { uploads: { sent: string[]; most: number } }
    w.uploads = { sent: [], most: 0 }
    const sentXhrs: XMLHttpRequest[] = []
    const open = XMLHttpRequest.prototype.open
    const send = XMLHttpRequest.prototype.send
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL) {
      ;(this as unknown as { testUrl: string }).testUrl = String(url)
      return open.call(this, method, url, true)
    } as typeof open
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      const url = (this as unknown as { testUrl: string }).testUrl
      if (url.includes('/files/upload/')) {
        w.uploads.sent.push(decodeURIComponent(url.replace(/\?.*$/, '').replace(/^.*\/files\/upload\//, '')))
        const unanswered = sentXhrs.filter((x) => x.readyState >= 1 && x.readyState <= 3).length
        w.uploads.most = Math.max(w.uploads.most, unanswered + 1)
        sentXhrs.push(this)
      }
      return send.call(this, body)
    }
  })

  await page.goto('/app/files')
  await dropFiles(page, [alpha, bravo])
  await expect(uploadList(page).getByRole('listitem')).toHaveCount(2)

  // The picker is a real button: Enter opens it.
  await page.getByRole('button', { name: 'Choose files' }).focus()
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Enter')
  await (await chooser).setFiles({ name: charlie.name, mimeType: 'text/plain', buffer: Buffer.from(charlie.text) })
  await expect(uploadList(page).getByRole('listitem')).toHaveCount(3)

  const bravoItem = queued(page, bravo.name)
  await bravoItem.getByRole('button', { name: 'Options' }).click()
  await bravoItem.getByLabel('Name', { exact: true }).fill(`Bravo notes ${run}`)

  await throttleUploads(page, MiB)
  await page.getByRole('button', { name: 'Upload 3 files' }).click()
  const bar = queued(page, alpha.name).getByRole('progressbar', { name: `Upload of ${alpha.name}` })
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/)
  await expect(bar).toHaveAttribute('aria-valuetext', /^[\d.]+ (KiB|MiB) of 3 MiB · \d{1,2}%$/)
  await expect(queued(page, alpha.name)).toContainText(/[\d.]+ (KiB|MiB) of 3 MiB · \d{1,2}%/)
  await expect(bravoItem.getByText('Waiting', { exact: true })).toBeVisible()
  await expect(queued(page, charlie.name).getByText('Waiting', { exact: true })).toBeVisible()
  await shots(page, 'queue-progress')
  await throttleUploads(page, null)

  for (const f of [alpha, bravo, charlie]) await expect(shortUrlOf(queued(page, f.name))).toBeVisible({ timeout: 20_000 })
  await expect(bar).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: '3 files have been uploaded.' })).toBeVisible()
  // One after another, in the order the files were added: never two uploads at once.
  expect(await page.evaluate(() => (window as unknown as { uploads: unknown }).uploads)).toEqual({
    sent: [alpha.name, bravo.name, charlie.name],
    most: 1,
  })

  const table = page.getByRole('table', { name: 'Files' })
  for (const name of [alpha.name, `Bravo notes ${run}`, charlie.name]) await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible()
  await shots(page, 'queue-done')

  for (const f of [alpha, bravo, charlie]) {
    const href = await shortUrlOf(queued(page, f.name)).getAttribute('href')
    const res = await request.get(href!)
    expect(res.status()).toBe(200)
    expect(Buffer.compare(await res.body(), expectedBytes(f))).toBe(0)
  }

  await page.getByRole('searchbox', { name: 'Search files by name' }).fill(`notes ${run}`)
  await expect(page).toHaveURL(new RegExp(`[?&]name=notes(\\+|%20)${run}`))
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await expect(table).toContainText(`Bravo notes ${run}`)
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search files by name' })).toHaveValue(`notes ${run}`)
  await expect(page.getByRole('table', { name: 'Files' }).locator('tbody tr')).toHaveCount(1)
  await page.getByRole('searchbox', { name: 'Search files by name' }).fill(`nothing-like-this-${run}`)
  await expect(page.getByRole('heading', { name: `No file name contains “nothing-like-this-${run}”` })).toBeVisible()
})

test('a taken alias fails only its own file: the others keep their short URLs, and it can be retried', async ({ page }) => {
  const alias = `taken-${run}`
  await page.goto('/app/files')
  const first = { name: `first-${run}.txt`, text: 'first' }
  await dropFiles(page, [first])
  await queued(page, first.name).getByRole('button', { name: 'Options' }).click()
  await queued(page, first.name).getByLabel('Custom alias').fill(alias)
  await page.getByRole('button', { name: 'Upload 1 file' }).click()
  await expect(shortUrlOf(queued(page, first.name))).toHaveText(new RegExp(`/${alias}$`))
  await page.getByRole('button', { name: 'Clear finished' }).click()
  await expect(uploadList(page)).toBeHidden()

  const [delta, echo, foxtrot] = ['delta', 'echo', 'foxtrot'].map((n) => ({ name: `${n}-${run}.txt`, text: n }))
  await dropFiles(page, [delta!, echo!, foxtrot!])
  const echoItem = queued(page, echo!.name)
  await echoItem.getByRole('button', { name: 'Options' }).click()
  await echoItem.getByLabel('Custom alias').fill(alias)
  await page.getByRole('button', { name: 'Upload 3 files' }).click()

  await expect(shortUrlOf(queued(page, delta!.name))).toBeVisible()
  await expect(shortUrlOf(queued(page, foxtrot!.name))).toBeVisible()
  await expect(echoItem.getByText('Failed', { exact: true })).toBeVisible()
  await expect(echoItem.getByRole('alert')).toHaveText('Not uploaded: check Custom alias below.')
  const aliasInput = echoItem.getByLabel('Custom alias')
  await expect(aliasInput).toHaveAttribute('aria-invalid', 'true')
  await expect(aliasInput).toHaveAccessibleDescription(/Custom alias is already taken: choose another alias\./)
  await expect(echoItem.getByRole('button', { name: `Retry ${echo!.name}` })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: '1 file could not be uploaded; 2 files have been uploaded.' })).toBeVisible()
  // The toasts sit over the failed file's buttons: dismiss them for the picture (they may go by themselves).
  const dismiss = page.getByRole('button', { name: 'Dismiss' })
  while ((await dismiss.count()) > 0) await dismiss.first().click({ timeout: 1000 }).catch(() => {})
  await shots(page, 'queue-error')
  await page.setViewportSize({ width: 375, height: 740 })
  await echoItem.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/files-phone-queue-error.png`, animations: 'disabled' })
  await page.setViewportSize({ width: 1280, height: 720 })
  expect(await seriousViolations(page)).toEqual([])

  await aliasInput.fill(`${alias}-2`)
  await echoItem.getByRole('button', { name: `Retry ${echo!.name}` }).click()
  await expect(shortUrlOf(echoItem)).toHaveText(new RegExp(`/${alias}-2$`))
  await expect(shortUrlOf(queued(page, delta!.name))).toBeVisible()
  await expect(shortUrlOf(queued(page, foxtrot!.name))).toBeVisible()
})

test('refuses a file over 50 MiB before sending anything', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (r) => r.url().includes('/files/upload/') && sent.push(r.url()))
  await page.goto('/app/files')
  const huge = { name: `huge-${run}.bin`, size: 50 * MiB + 1, zeros: true }
  await dropFiles(page, [huge])
  const item = queued(page, huge.name)
  await expect(item.getByText('Too large', { exact: true })).toBeVisible()
  await expect(item.getByRole('alert')).toHaveText('This file is 52,428,801 bytes; the server accepts files up to 52,428,800 bytes (50 MiB).')
  await expect(page.getByRole('button', { name: /^Upload/ })).toHaveCount(0)
  expect(sent).toEqual([])
})

test('cancels an upload in progress, and a retry sends it again', async ({ page }) => {
  await page.goto('/app/files')
  const slow = { name: `slow-${run}.bin`, size: 3 * MiB }
  await dropFiles(page, [slow])
  await throttleUploads(page, 256 * 1024)
  await page.getByRole('button', { name: 'Upload 1 file' }).click()
  const item = queued(page, slow.name)
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/)

  // A search stays on the page; leaving it asks first, and staying keeps the upload going.
  await page.getByRole('searchbox', { name: 'Search files by name' }).fill('slow')
  await expect(page).toHaveURL(/[?&]name=slow/)
  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Overview' }).click()
  const dialog = page.getByRole('dialog', { name: 'Leave while uploading?' })
  await expect(dialog).toContainText('1 file is still uploading or waiting. Leaving this page cancels it.')
  await expect(dialog.getByRole('button', { name: 'Leave and stop uploads' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Stay', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/app\/files\?name=slow$/)
  await expect(item.getByText('Uploading', { exact: true })).toBeVisible()
  await item.getByRole('button', { name: `Cancel the upload of ${slow.name}` }).click()
  await expect(item.getByText('Canceled', { exact: true })).toBeVisible()
  await expect(item.getByRole('progressbar')).toBeHidden()

  await throttleUploads(page, null)
  await item.getByRole('button', { name: `Retry ${slow.name}` }).click()
  await expect(shortUrlOf(item)).toBeVisible()
})

test('pages through a large batch of files found by name', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/app/files')
  const batch = Array.from({ length: 16 }, (_, i) => ({ name: `page-${run}-${String(i + 1).padStart(2, '0')}.txt`, text: `${i}` }))
  await dropFiles(page, batch)
  await page.getByRole('button', { name: 'Upload 16 files' }).click()
  await expect(page.getByRole('status').filter({ hasText: '16 files have been uploaded.' })).toBeVisible({ timeout: 30_000 })

  await page.getByRole('searchbox', { name: 'Search files by name' }).fill(`page-${run}`)
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager.getByText('page 1 of 2 · 16 items')).toBeVisible()
  await pager.getByRole('link', { name: 'Next page' }).click()
  await expect(pager.getByText('page 2 of 2 · 16 items')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`page=2.*name=page-${run}|name=page-${run}.*page=2`))
  // The newest first, so page 2 holds the first file of the batch.
  await expect(page.getByRole('table', { name: 'Files' }).locator('tbody tr')).toHaveCount(1)
  await expect(page.getByRole('table', { name: 'Files' })).toContainText(batch[0]!.name)
})

test('shows the loading state, then an error with a retry that recovers', async ({ page }) => {
  let failures = 2
  await page.route(/\/api\/files\?/, async (route) => {
    await new Promise((r) => setTimeout(r, 400))
    if (failures-- > 0) return route.fulfill({ status: 500, json: { error: 1, message: 'The database is restarting.' } })
    return route.continue()
  })
  await page.goto('/app/files')
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeAttached()
  const error = page.getByRole('alert').filter({ hasText: 'This list could not be loaded' })
  await expect(error).toContainText('The database is restarting.', { timeout: 10_000 })
  await error.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('table', { name: 'Files' })).toBeVisible()
})

test.describe('against a server with a lower size limit', () => {
  const DATA_DIR = `${E2E_DATA_DIR}-files-limit`
  const PORT = E2E_PORT + 600
  let server: Awaited<ReturnType<typeof startServer>>
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    server = await startServer(PORT, DATA_DIR, { MAX_UPLOAD_BYTES: '4096' })
  })
  test.afterAll(() => server?.stop())

  test('shows the server’s 413 on the file, which the dashboard could not know in advance', async ({ page }) => {
    await page.goto(`${server.url}/app/signin`)
    await signIn(page, { apiKey: demoUser(DATA_DIR).apiKey, open: false })
    await page.goto(`${server.url}/app/files`)
    const over = { name: `over-${run}.bin`, size: 10_000, zeros: true }
    const bigger = { name: `bigger-${run}.bin`, size: 8 * MiB, zeros: true }
    await dropFiles(page, [over, bigger])
    await page.getByRole('button', { name: 'Upload 2 files' }).click()
    for (const f of [over, bigger]) {
      const item = queued(page, f.name)
      await expect(item.getByText('Failed', { exact: true })).toBeVisible({ timeout: 20_000 })
      await expect(item.getByRole('alert')).toHaveText('The file is too large: the limit is 4096 bytes.')
      await expect(item.getByRole('button', { name: `Retry ${f.name}` })).toBeVisible()
    }
  })
})

// D26d: files can be changed and deleted on our server; the live service may not allow it.
async function uploadThroughApi(request: APIRequestContext, name: string, query = '') {
  const res = await request.post(`/api/files/upload/${name}${query}`, { headers: demoHeaders(), data: Buffer.from(`bytes of ${name}`) })
  expect(res.ok()).toBe(true)
  return (await res.json()) as { id: number; shorturl: string }
}
const deleteThroughApi = (request: APIRequestContext, id: number) => request.delete(`/api/files/${id}/delete`, { headers: demoHeaders() })
const fileRow = (page: Page, name: string) => page.getByRole('table', { name: 'Files' }).locator('tbody tr').filter({ hasText: name })

test.describe('changing and deleting files', () => {
  const made: number[] = []
  test.afterAll(async ({ request }) => {
    for (const id of made) await deleteThroughApi(request, id)
  })

  test('shows size and badges, and a file at 2 of 2 downloads as "Limit reached"', async ({ page, request }) => {
    const limited = await uploadThroughApi(request, `limited-${run}.txt`, '?maxdownloads=2&password=open-sesame')
    const dated = await uploadThroughApi(request, `dated-${run}.txt`, '?expiry=2099-12-31')
    made.push(limited.id, dated.id)
    for (let i = 0; i < 2; i++) {
      const res = await request.post(limited.shorturl, { form: { password: 'open-sesame' }, maxRedirects: 0 })
      expect(res.status()).toBe(200)
      const key = /url=(\?key=[\w-]+)/.exec(res.headers()['refresh'] ?? '')![1]!
      expect((await request.get(`${limited.shorturl}${key}`)).status()).toBe(200)
    }
    await page.goto(`/app/files?name=${run}`)
    const full = fileRow(page, `limited-${run}.txt`)
    await expect(full).toContainText('Limit reached')
    await expect(full).toContainText('Password')
    await expect(full).toContainText('2 of 2')
    await expect(full).toContainText(`${'bytes of '.length + `limited-${run}.txt`.length} B`)
    const open = fileRow(page, `dated-${run}.txt`)
    await expect(open).toContainText('Expires')
    await expect(open).not.toContainText('Limit reached')
    await expect(open).not.toContainText('Password')
    // The row of a file visitors can no longer download looks different from the others.
    const background = (row: Locator) => row.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await background(full)).not.toBe(await background(open))
  })

  test('says "Expired" for a file whose last day has passed (a list in the live shape, without our extra fields too)', async ({ page }) => {
    await page.route(/\/api\/files\?/, (route) =>
      route.fulfill({
        json: {
          error: '0', result: 2, perpage: 15, currentpage: 1, nextpage: null, maxpage: 1,
          list: [
            { id: 901, name: 'old-offer.pdf', downloads: 3, shorturl: 'https://example.com/old', date: '2024-01-01 10:00:00', size: 2048, protected: false, expiry: '2024-02-01', maxdownloads: null },
            { id: 902, name: 'live-shape.pdf', downloads: '7', shorturl: 'https://example.com/live', date: '2024-01-02 10:00:00' },
          ],
        },
      }),
    )
    await page.goto('/app/files')
    await expect(fileRow(page, 'old-offer.pdf')).toContainText('Expired')
    await expect(fileRow(page, 'old-offer.pdf')).toContainText('2 KiB')
    const live = fileRow(page, 'live-shape.pdf')
    await expect(live).toContainText('7')
    await expect(live).not.toContainText(/Expired|Limit reached|Password|Expires/)
    await expect(page.getByText(/^Storage:/)).toHaveCount(0)
  })

  test('shows the storage used of the account’s quota (Q33a), light and dark, desktop and phone', async ({ page }) => {
    await page.route(/\/api\/files\?/, (route) =>
      route.fulfill({
        json: {
          error: '0', result: 1, perpage: 15, currentpage: 1, nextpage: null, maxpage: 1,
          quota: { used: Math.round(12.3 * MiB), limit: 100 * MiB },
          list: [{ id: 903, name: 'report.pdf', downloads: 1, shorturl: 'https://example.com/r', date: '2024-01-02 10:00:00', size: Math.round(12.3 * MiB) }],
        },
      }),
    )
    await page.goto('/app/files')
    await expect(page.getByText('Storage: 12.3 MiB of 100 MiB used')).toBeVisible()
    for (const [name, size] of [['quota', { width: 1366, height: 850 }], ['quota-phone', { width: 390, height: 844 }]] as const) {
      await page.setViewportSize(size)
      await expect(page.getByText('Storage: 12.3 MiB of 100 MiB used')).toBeVisible()
      await shots(page, name)
    }
  })

  test('edits name, password, expiry and limit, sending only what changed, then deletes after a confirmation', async ({ page, request }) => {
    const up = await uploadThroughApi(request, `edit-${run}.txt`)
    made.push(up.id)
    await page.goto(`/app/files?name=edit-${run}`)
    const sent: unknown[] = []
    page.on('request', (r) => {
      if (r.url().includes(`/api/files/${up.id}/update`)) sent.push(r.postDataJSON())
    })
    await fileRow(page, `edit-${run}.txt`).getByRole('button', { name: `Edit edit-${run}.txt` }).click()
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
    await page.getByLabel('Max downloads', { exact: true }).fill('two')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Max downloads must be a whole number.')).toBeVisible()
    expect(sent).toEqual([])
    await page.getByLabel('Name', { exact: true }).fill(`Edited ${run}`)
    await page.getByLabel('Password', { exact: true }).fill('letmein1')
    await page.getByLabel('Expiry date', { exact: true }).fill('2099-06-30')
    await page.getByLabel('Max downloads', { exact: true }).fill('5')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText(`File “Edited ${run}” has been updated.`)).toBeVisible()
    expect(sent).toEqual([{ name: `Edited ${run}`, password: 'letmein1', expiry: '2099-06-30', maxdownloads: 5 }])
    const row = fileRow(page, `Edited ${run}`)
    await expect(row).toContainText('Password')
    await expect(row).toContainText('0 of 5')
    await expect(page.getByRole('button', { name: `Edit edit-${run}.txt` })).toHaveCount(0)

    await row.getByRole('button', { name: `Edit Edited ${run}` }).click()
    await page.getByLabel('Remove the password').check()
    await page.getByLabel('Max downloads', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(row).not.toContainText('Password')
    expect(sent[1]).toEqual({ password: '', maxdownloads: 0 })
    await expect(row).not.toContainText('of 5')

    await row.getByRole('button', { name: `Delete Edited ${run}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this file?' })
    await expect(dialog).toContainText(`Edited ${run} will be deleted`)
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`File “Edited ${run}” has been deleted.`)).toBeVisible()
    await expect(row).toHaveCount(0)
    expect((await request.get(up.shorturl)).status()).toBe(404)
  })

  test('hides Edit and Delete, with a sentence, when the service has no such routes', async ({ page, request }) => {
    const up = await uploadThroughApi(request, `nochange-${run}.txt`)
    made.push(up.id)
    await page.route(/\/api\/files\/\d+\/(delete|update)/, (route) => route.fulfill({ status: 404, json: { error: 1, message: 'This API endpoint does not exist.' } }))
    await page.goto(`/app/files?name=nochange-${run}`)
    await fileRow(page, `nochange-${run}.txt`).getByRole('button', { name: `Delete nochange-${run}.txt` }).click()
    await page.getByRole('dialog', { name: 'Delete this file?' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('This service does not let files be changed or deleted through its API')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0)
    await expect(fileRow(page, `nochange-${run}.txt`)).toBeVisible()
  })

  test('fits a phone: the Copy button and the downloads are on screen, and a touch screen is asked to choose files', async ({ browser, request }) => {
    const up = await uploadThroughApi(request, `phone-with-a-rather-long-name-${run}.txt`, '?maxdownloads=3')
    made.push(up.id)
    // A context per scheme: emulateMedia would reset the touch screen's media features.
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme })
      const page = await context.newPage()
      await signIn(page)
      await page.goto(`/app/files?name=${run}`)
      const row = fileRow(page, `phone-with-a-rather-long-name-${run}.txt`)
      await expect(row.getByRole('button', { name: /^Copy the short URL/ })).toBeInViewport({ ratio: 1 })
      await expect(row.getByText('0 of 3 downloads')).toBeInViewport({ ratio: 1 })
      await expect(row.getByRole('button', { name: /^Delete phone-with/ })).toBeInViewport({ ratio: 1 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      const zone = page.getByRole('group', { name: 'File drop zone' })
      await expect(zone).not.toContainText('Drag files here')
      await expect(zone.getByRole('button', { name: 'Choose files' })).toBeVisible()
      // Not fullPage: resizing the page for the shot drops the touch emulation.
      await page.screenshot({ path: `${SCREENSHOT_DIR}/files-phone-${colorScheme}.png`, animations: 'disabled' })
      expect(await seriousViolations(page)).toEqual([])
      await context.close()
    }
  })

  test('the list with badges and the edit form at desktop width, light and dark, have no serious accessibility problems', async ({ page, request }) => {
    const a = await uploadThroughApi(request, `shot-a-${run}.pdf`, '?password=secret99&expiry=2099-01-31&maxdownloads=10')
    const b = await uploadThroughApi(request, `shot-b-${run}.txt`, '?maxdownloads=1')
    made.push(a.id, b.id)
    expect((await request.get(b.shorturl)).status()).toBe(200)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/app/files?name=shot-`)
    await fileRow(page, `shot-a-${run}.pdf`).getByRole('button', { name: `Edit shot-a-${run}.pdf` }).click()
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible()
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      expect(await seriousViolations(page)).toEqual([])
      await page.screenshot({ path: `${SCREENSHOT_DIR}/files-manage-${scheme}.png`, fullPage: true, animations: 'disabled' })
    }
    await page.getByLabel('Name', { exact: true }).press('Escape')
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: `Edit shot-a-${run}.pdf` })).toBeFocused()
  })
})
