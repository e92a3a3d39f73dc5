import { esc, page } from '../../contract/page-html.ts'

export { esc, page }

export const notFoundPage = () =>
  page('Not found', '<h1>Nothing here</h1><p>This link does not exist, or it is no longer available.</p>')

/**
 * The password form of a protected file or short link (D26, L4.3): `what` is already escaped HTML.
 * 401 when asked, 403 with a message after a wrong password.
 */
export function passwordPage(opts: { title: string; what: string; button: string; wrong: boolean }) {
  const body = `<h1>${esc(opts.title)}</h1><p>Enter the password you were given to ${opts.what}.</p>
<form method="post">${opts.wrong ? '<p class="error" role="alert">That password is not right. Try again.</p>' : ''}
<label for="password">Password</label><input id="password" name="password" type="password" required autofocus autocomplete="current-password">
<button type="submit">${esc(opts.button)}</button></form>`
  return { html: page(opts.title, body), status: opts.wrong ? (403 as const) : (401 as const) }
}
