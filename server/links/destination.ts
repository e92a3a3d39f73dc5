import { withParameters } from '../../contract/links.ts'
import type { Visit } from '../clicks/recorder.ts'
import type { LinkRow } from './link-views.ts'

export function deviceOf(visit: Pick<Visit, 'userAgent' | 'os'>): string {
  if (/iPad/.test(visit.userAgent)) return 'ipad'
  if (/iPhone|iPod/.test(visit.userAgent)) return 'iphone'
  const byOs: Record<string, string> = { Android: 'android', Windows: 'windows', macOS: 'macos', Linux: 'linux', ChromeOS: 'chromeos' }
  return byOs[visit.os] ?? ''
}

// LINKS.md L4 step 4: country, then device, then preferred language, else the long URL; then the parameters.
export function destinationOf(link: Pick<LinkRow, 'longUrl' | 'geoTarget' | 'deviceTarget' | 'languageTarget' | 'parameters'>, visit: Pick<Visit, 'country' | 'userAgent' | 'os' | 'languages'>): string {
  const device = deviceOf(visit)
  const target =
    (visit.country && link.geoTarget.find((t) => t.location === visit.country)?.link) ||
    (device && link.deviceTarget.find((t) => t.device === device)?.link) ||
    visit.languages.map((l) => link.languageTarget.find((t) => t.language === l)?.link).find(Boolean) ||
    link.longUrl
  return withParameters(target, link.parameters)
}
