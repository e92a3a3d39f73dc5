import { httpHost } from '../../contract/landing-html.ts'
import { landingPage, type LandingPage } from '../links/landing-pages.ts'
import { esc } from './html.ts'

export interface OgFields {
  title: string
  description?: string
  image?: string
  url: string
  type?: string
}

// V5: every value escaped; for any public page's <head>.
export function ogTags({ title, description = '', image = '', url, type = 'website' }: OgFields): string {
  const img = httpHost(image) ? image : ''
  const meta = (attr: 'property' | 'name', key: string, value: string) => (value ? `<meta ${attr}="${key}" content="${esc(value)}">` : '')
  return [
    meta('property', 'og:type', type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', img),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', img ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', img),
    httpHost(url) ? `<link rel="canonical" href="${esc(url)}">` : '',
    description ? `<meta name="description" content="${esc(description)}">` : '',
  ].join('')
}

export const hasPreview = (l: { metaTitle: string; metaDescription: string; metaImage: string }) =>
  l.metaTitle !== '' || l.metaDescription !== '' || l.metaImage !== ''

const STYLE = `.button{display:inline-block;margin-top:.5rem;color:#1d4ed8;font-weight:600}`

export function previewPage(opts: { title: string; description: string; image: string; url: string; destination: string }): LandingPage {
  const host = httpHost(opts.destination) ?? ''
  const title = opts.title || host
  const href = esc(opts.destination)
  const body = `<h1>${esc(title)}</h1>${opts.description ? `<p>${esc(opts.description)}</p>` : ''}<a class="button" href="${href}">Continue to ${esc(host)}</a>`
  return landingPage({
    title,
    body,
    style: STYLE,
    head: ogTags({ title, description: opts.description, image: opts.image, url: opts.url }) + `<meta http-equiv="refresh" content="0;url=${href}">`,
    csp: {},
  })
}
