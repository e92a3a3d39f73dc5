import { esc, page } from '../../contract/page-html.ts'

export { esc, page }

// V6: "/" is the branded domain's root on a branded domain, the service's home on its own host.
const ONWARDS = '<p class="onwards"><a href="/">Go to the home page</a></p>'

export const notFoundPage = () =>
  page('Not found', `<h1>Nothing here</h1><p>This link does not exist, or it is no longer available.</p>${ONWARDS}`)

export const expiredPage = () =>
  page('Link expired', `<h1>This link has expired</h1><p>The link you followed is no longer active.</p>${ONWARDS}`)

export const gonePage = (why: string) =>
  page('No longer available', `<h1>This file is no longer available</h1><p>${esc(why)}</p>${ONWARDS}`)

export type PasswordState = { is: 'ask' | 'wrong' } | { is: 'throttled' | 'busy'; retryAfter: number }

export const stateAfter = (check: { result: 'wrong' } | { result: 'throttled' | 'busy'; retryAfter: number }): PasswordState =>
  check.result === 'wrong' ? { is: 'wrong' } : { is: check.result, retryAfter: check.retryAfter }

const MESSAGES = {
  wrong: () => 'That password is not right. Try again.',
  throttled: (s: number) => `Too many tries. Wait ${waitText(s)} before you try again.`,
  busy: (s: number) => `The server is busy. Wait ${waitText(s)} and try again.`,
}
const STATUS = { ask: 401, wrong: 403, throttled: 429, busy: 503 } as const

function waitText(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** D26, L4c: `what` is already escaped HTML. */
export function passwordPage(opts: { title: string; what: string; button: string; state: PasswordState }) {
  const { state } = opts
  const retry = state.is === 'throttled' || state.is === 'busy' ? state.retryAfter : 0
  const message = state.is === 'ask' ? '' : state.is === 'wrong' ? MESSAGES.wrong() : MESSAGES[state.is](retry)
  const body = `<h1>${esc(opts.title)}</h1><p>Enter the password you were given to ${opts.what}.</p>
<form method="post">${message ? `<p class="error" role="alert">${esc(message)}</p>` : ''}
<label for="password">Password</label><input id="password" name="password" type="password" required autofocus autocomplete="current-password">
<button type="submit">${esc(opts.button)}</button></form>`
  const headers: Record<string, string> = retry ? { 'Retry-After': String(retry) } : {}
  return { html: page(opts.title, body), status: STATUS[state.is], headers }
}
