import { useQuery } from '@tanstack/react-query'
import type { LinkView } from '@contract/links'
import type { ItemFormProps } from '@/components/resource/resource-page'
import { campaignQueries } from '@/features/campaigns/api'
import { domainQueries } from '@/features/domains/api'
import { LinkForm, type LinkChoices } from '@/features/links/link-form'
import { overlayQueries } from '@/features/overlays/api'
import { pixelQueries } from '@/features/pixels/api'
import { splashQueries } from '@/features/splash/api'
import { vendorName } from '@/features/pixels/pixel-vendors'
import { CHOICES_CACHE } from '@/lib/request-budget'

// Not a route (the "-" prefix): the link form with the user's domains, pixels, campaigns, splash pages and overlays, for the
// list page and the detail page. Features never import each other: the routes hand these over.
export const LINK_CHOICES = { page: 1, limit: 100 }

export function LinkFormWithChoices(props: ItemFormProps<LinkView>) {
  const domains = useQuery({ ...domainQueries.choices(), ...CHOICES_CACHE })
  const pixels = useQuery({ ...pixelQueries.list(LINK_CHOICES), ...CHOICES_CACHE })
  const campaigns = useQuery({ ...campaignQueries.list(LINK_CHOICES), ...CHOICES_CACHE })
  const splashes = useQuery({ ...splashQueries.list(LINK_CHOICES), ...CHOICES_CACHE })
  const overlays = useQuery({ ...overlayQueries.list(LINK_CHOICES), ...CHOICES_CACHE })
  const settled = [domains, pixels, campaigns, splashes, overlays].every((q) => !q.isPending)
  const choices: LinkChoices | null = settled
    ? {
        domains: domains.data?.items.map((d) => d.domain) ?? [],
        pixels: pixels.data?.items.map((p) => ({ id: p.id, name: p.name || p.tag, vendor: vendorName(p.type) })) ?? [],
        campaigns: campaigns.data?.items.map((c) => ({ id: c.id, name: c.name })) ?? [],
        splashes: splashes.data?.items.map((p) => ({ id: p.id, name: p.name })) ?? [],
        overlays: overlays.data?.items.filter((o) => o.type !== 'poll').map((o) => ({ id: o.id, name: `${o.name} (${o.type})` })) ?? [],
      }
    : null
  return <LinkForm {...props} choices={choices} />
}
