/** The alias is the short URL's path: `https://go.example.com/spring-sale` → `spring-sale`. */
export function aliasOf(shorturl: string): string {
  try {
    return decodeURIComponent(new URL(shorturl).pathname.replace(/^\/+/, ''))
  } catch {
    return shorturl.split('/').pop() ?? ''
  }
}

/** The title our server gives a link without one (L2f): the long URL's host without `www.`. */
export function hostTitle(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

export const linkName = (link: { title: string; longurl: string; alias: string }) =>
  link.title || hostTitle(link.longurl) || link.alias
