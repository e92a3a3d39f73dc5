import { designOf } from '@contract/links'
import { expiryDay, expiryTime, isExpired } from '@contract/link-expiry'
import type { ReactNode } from 'react'
import { countryName } from '@contract/countries'
import { isHttpUrl } from '@contract/fields'
import type { LinkDetailsView } from '@contract/links'

const DEVICE_NAMES: Record<string, string> = {
  iphone: 'an iPhone',
  ipad: 'an iPad',
  android: 'Android',
  windows: 'Windows',
  macos: 'a Mac',
  linux: 'Linux',
  chromeos: 'ChromeOS',
}
const languages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' })
const longDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' })

function Destination({ url }: { url: string }) {
  if (!isHttpUrl(url)) return <span className="break-all">{url}</span>
  return (
    <a href={url} rel="noreferrer noopener" target="_blank" className="break-all text-brand-700 hover:underline dark:text-blue-300">
      {url}
    </a>
  )
}

/** Everything a link does, in sentences; `today` is YYYY-MM-DD (UTC). */
export function describeLink(link: LinkDetailsView, today: string, names: { pixels?: string[]; campaign?: string } = {}): ReactNode[] {
  const lines: ReactNode[] = []
  if (link.expiry) {
    const day = longDay.format(new Date(`${expiryDay(link.expiry)}T00:00:00Z`))
    const at = expiryTime(link.expiry)
    if (at) lines.push(isExpired(link.expiry) ? <strong>This link expired on {day} at {at} UTC: visitors see a page saying so.</strong> : <>Works until {day}, {at} UTC.</>)
    else lines.push(expiryDay(link.expiry) < today ? <strong>This link expired after {day}: visitors see a page saying so.</strong> : <>Works until the end of {day} (UTC).</>)
  }
  if (link.protected) lines.push(<>Asks visitors for a password first.</>)
  for (const g of link.geotarget) lines.push(<>Visitors from {countryName(g.location)} go to <Destination url={g.link} />.</>)
  for (const d of link.devicetarget) lines.push(<>Visitors on {DEVICE_NAMES[d.device] ?? d.device} go to <Destination url={d.link} />.</>)
  for (const l of link.languagetarget) lines.push(<>Visitors who prefer {languages.of(l.language)} go to <Destination url={l.link} />.</>)
  const targeted = link.geotarget.length + link.devicetarget.length + link.languagetarget.length > 0
  lines.push(<>{targeted ? 'Everyone else goes to ' : 'Sends visitors to '}<Destination url={link.longurl} />.</>)
  if (link.parameters.length) {
    lines.push(<>Adds {link.parameters.map((p) => `${p.name}=${p.value}`).join(', ')} to the address.</>)
  }
  if (link.type === 'frame') lines.push(<>Shows the page in a frame under a slim bar with your short link.</>)
  if (link.type === 'splash') lines.push(<>Shows a page naming the destination for 5 seconds before sending visitors on.</>)
  const design = designOf(link.type ?? '')
  if (design?.kind === 'splash') lines.push(<>Shows your splash page #{design.id} before sending visitors on.</>)
  if (design?.kind === 'overlay') lines.push(<>Shows the page in a frame with your overlay #{design.id} on top.</>)
  if (link.pixels.length) {
    const named = names.pixels?.length ? `: ${names.pixels.join(', ')}` : ''
    lines.push(<>Fires {link.pixels.length === 1 ? '1 tracking pixel' : `${link.pixels.length} tracking pixels`}{named}.</>)
  }
  if (link.campaign) lines.push(names.campaign ? <>Belongs to the campaign {names.campaign}.</> : <>Belongs to a campaign.</>)
  return lines
}

export function LinkSummary({ lines }: { lines: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-200">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  )
}
