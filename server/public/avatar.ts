const PALETTE = ['#1d4ed8', '#0f766e', '#7c3aed', '#b45309', '#be123c', '#15803d', '#0369a1', '#a21caf']

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export function avatarSvg(name: string): string {
  const initials = escapeXml(name.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2).toUpperCase() || '?')
  let h = 0
  for (const ch of name) h = (h * 31 + ch.codePointAt(0)!) >>> 0
  const bg = PALETTE[h % PALETTE.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${bg}"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="38" font-weight="600" fill="#fff" text-anchor="middle">${initials}</text></svg>`
}
