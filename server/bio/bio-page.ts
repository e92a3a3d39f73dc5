import { BIO_DEFAULT_THEME, type BioTheme } from '../../contract/bio.ts'
import { esc } from '../public/html.ts'
import { ogTags } from '../public/og-tags.ts'
import { pixelPart } from '../links/landing-pages.ts'
import { sha256Source, type PixelRef } from '../links/pixel-snippets.ts'
import { socialIcon } from './bio-icons.ts'
import { avatarPath } from './bio-avatar.ts'
import type { StoredBlock } from './bio-store.ts'

export interface BioContent {
  name: string
  avatarSha: string | null
  theme: BioTheme
  buttonStyle: string
  public: boolean
  blocks: StoredBlock[]
}

const RADIUS: Record<string, string> = { rounded: '.6rem', square: '0', pill: '999px' }

// B6: the default theme follows the visitor's scheme; an owner's theme keeps its colours in both.
const DARK = `@media (prefers-color-scheme:dark){:root{color-scheme:dark;--bg:#0f172a;--fg:#e2e8f0;--btn:#2563eb;--btn-fg:#fff}}`

function styleOf(theme: BioTheme, buttonStyle: string) {
  const isDefault = (Object.keys(BIO_DEFAULT_THEME) as (keyof BioTheme)[]).every((k) => theme[k] === BIO_DEFAULT_THEME[k])
  const scheme = isDefault ? 'light dark' : luminance(theme.background) < 0.2 ? 'dark' : 'light'
  return `:root{color-scheme:${scheme};--bg:${theme.background};--fg:${theme.text};--btn:${theme.button};--btn-fg:${theme.buttonText};--r:${RADIUS[buttonStyle] ?? RADIUS.rounded}}
body{margin:0;background:var(--bg);color:var(--fg);font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5}
main{box-sizing:border-box;max-width:36rem;margin:0 auto;padding:2.5rem 1rem 3rem;text-align:center;overflow-wrap:anywhere}
.avatar{width:96px;height:96px;border-radius:50%;object-fit:cover;display:block;margin:0 auto}
h1{font-size:1.5rem;margin:.75rem 0 .25rem}h2{font-size:1.15rem;margin:.75rem 0 0}
p{margin:0;white-space:pre-line}.description{margin-bottom:.5rem}
.blocks{list-style:none;margin:1.5rem 0 0;padding:0;display:flex;flex-direction:column;gap:.75rem}
.button{display:block;padding:.85rem 1rem;background:var(--btn);color:var(--btn-fg);border-radius:var(--r);font-weight:600;text-decoration:none}
.button:hover{text-decoration:underline}
.social{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem}
.social a{display:inline-flex;width:44px;height:44px;align-items:center;justify-content:center;color:var(--fg);border-radius:50%}
.social svg{width:26px;height:26px;fill:currentColor}
.image img{max-width:100%;height:auto;border-radius:var(--r);display:block;margin:0 auto}
a:focus-visible{outline:3px solid var(--fg);outline-offset:3px}
${isDefault ? DARK : ''}`
}

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function blockHtml(block: StoredBlock, goPath: (id: number) => string): string {
  switch (block.type) {
    case 'link':
      return `<li><a class="button" href="${esc(goPath(block.id))}">${esc(block.title)}</a></li>`
    case 'heading':
      return `<li><h2>${esc(block.text)}</h2></li>`
    case 'text':
      return `<li><p>${esc(block.text)}</p></li>`
    case 'image': {
      const img = `<img src="${esc(block.url)}" alt="" loading="lazy" referrerpolicy="no-referrer">`
      const host = block.link ? URL.parse(block.link)?.hostname : undefined
      return `<li class="image">${block.link ? `<a href="${esc(block.link)}" aria-label="${esc(`Open ${host ?? block.link}`)}">${img}</a>` : img}</li>`
    }
    case 'social':
      return ''
  }
}

function blocksHtml(blocks: StoredBlock[], goPath: (id: number) => string): string {
  const out: string[] = []
  let social: string[] = []
  const flush = () => {
    if (social.length) out.push(`<li><ul class="social">${social.join('')}</ul></li>`)
    social = []
  }
  for (const block of blocks) {
    if (block.type === 'social') {
      const icon = socialIcon(block.network)
      social.push(`<li><a href="${esc(block.url)}" aria-label="${esc(icon.label)}" title="${esc(icon.label)}">${icon.svg}</a></li>`)
      continue
    }
    flush()
    out.push(blockHtml(block, goPath))
  }
  flush()
  return out.length ? `<ul class="blocks">${out.join('')}</ul>` : ''
}

/** X3: every text escaped, CSS allowed by its hash, no script but the pixels' (B9). */
export function bioPage(opts: { id: number; alias: string; description: string; shortUrl: string; bio: BioContent; pixels: readonly PixelRef[] }) {
  const { bio } = opts
  const avatar = bio.avatarSha ? avatarPath(opts.id, bio.avatarSha) : ''
  const style = styleOf(bio.theme, bio.buttonStyle)
  const pixels = pixelPart(opts.pixels, null)
  const goPath = (blockId: number) => `/${opts.alias}/go/${blockId}`
  const head = ogTags({ title: bio.name, description: opts.description, image: avatar ? new URL(avatar, opts.shortUrl).href : '', url: opts.shortUrl, type: 'profile' })
  const body = `${avatar ? `<img class="avatar" src="${esc(avatar)}" alt="" width="96" height="96">` : ''}<h1>${esc(bio.name)}</h1>${
    opts.description ? `<p class="description">${esc(opts.description)}</p>` : ''
  }${blocksHtml(bio.blocks, goPath)}`
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(bio.name)}</title>${head}<style>${style}</style></head><body><main>${body}</main>${pixels?.tail ?? ''}</body></html>`
  const extra = (name: keyof NonNullable<typeof pixels>['csp']) => pixels?.csp[name]?.join(' ') ?? ''
  const csp = [
    "default-src 'none'",
    pixels ? `script-src ${extra('script-src')}` : '',
    pixels?.csp['connect-src'].length ? `connect-src ${extra('connect-src')}` : '',
    // B8: image blocks are shown from their own address (as splash pages' images); the avatar is our copy.
    `img-src 'self' https: http: data:`,
    `style-src ${sha256Source(style)}`,
    pixels?.csp['frame-src'].length ? `frame-src ${extra('frame-src')}` : '',
    "base-uri 'none'",
    pixels?.csp['form-action'].length ? `form-action ${extra('form-action')}` : "form-action 'none'",
    "frame-ancestors 'none'",
  ]
    .filter(Boolean)
    .join('; ')
  return { html, csp }
}
