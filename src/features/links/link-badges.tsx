import { designOf } from '@contract/links'
import { expiryDay, expiryTime, isExpired } from '@contract/link-expiry'
import type { LinkView } from '@contract/links'
import { Badge } from '@/components/ui/badge'

const shortDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })
const dayText = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`))

/** What a row's link does beyond a plain redirect; `today` is YYYY-MM-DD (UTC), as the redirect decides. */
export function linkBadges(link: Pick<LinkView, 'expiry' | 'protected' | 'targeted' | 'type'>, today: string) {
  const badges: { text: string; tone: 'rose' | 'amber' | 'violet' | 'blue' | 'cyan' }[] = []
  if (link.expiry) {
    // K2: an expiry may carry a UTC time; a day alone works to its end.
    const at = expiryTime(link.expiry)
    const when = `${dayText(expiryDay(link.expiry))}${at ? ` ${at} UTC` : ''}`
    const gone = at ? isExpired(link.expiry) : expiryDay(link.expiry) < today
    badges.push(gone ? { text: `Expired ${when}`, tone: 'rose' } : { text: `Until ${when}`, tone: 'amber' })
  }
  if (link.protected) badges.push({ text: 'Password', tone: 'violet' })
  if (link.targeted) badges.push({ text: 'Targeted', tone: 'blue' })
  if (link.type === 'frame' || link.type === 'splash') badges.push({ text: link.type === 'frame' ? 'Frame' : 'Splash page', tone: 'cyan' })
  const design = designOf(link.type ?? '')
  if (design) badges.push({ text: design.kind === 'splash' ? 'Your splash page' : 'Overlay', tone: 'cyan' })
  return badges
}

export function LinkBadges({ link, today }: { link: LinkView; today: string }) {
  const badges = linkBadges(link, today)
  if (!badges.length) return null
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {badges.map((b) => (
        <Badge key={b.text} tone={b.tone}>
          {b.text}
        </Badge>
      ))}
    </span>
  )
}
