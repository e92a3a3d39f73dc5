import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback, useId } from 'react'
import { LINK_ORDERS } from '@contract/wire'
import type { LinkView } from '@contract/links'
import { ResourcePage, type ItemTableProps } from '@/components/resource/resource-page'
import { buttonClass } from '@/components/ui/button'
import { inputClass } from '@/components/ui/field'
import { ExportButton } from '@/features/bulk/export-button'
import { SelectionProvider, useSelection } from '@/features/bulk/selection'
import { SelectionActions } from '@/features/bulk/selection-actions'
import { SearchBox } from '@/components/ui/search-box'
import { campaignQueries } from '@/features/campaigns/api'
import { linkQueries, useDeleteLink } from '@/features/links/api'
import { LinkTable } from '@/features/links/link-table'
import { linkName } from '@/features/links/link-text'
import { ShortenBox } from '@/features/links/shorten-box'
import { PAGE_SEARCH_DEFAULTS, oneOf, pageSearch, textParam, type PageSearch } from '@/lib/paging'
import { CHOICES_CACHE } from '@/lib/request-budget'
import { LINK_CHOICES, LinkFormWithChoices } from './-link-choices'

type LinksSearch = PageSearch & { q?: string; order: (typeof LINK_ORDERS)[number] }
const linksSearch = (search: Record<string, unknown>): LinksSearch => ({
  ...pageSearch(search),
  q: textParam(search.q, 200),
  order: oneOf(LINK_ORDERS, search.order, 'date'),
})

export const Route = createFileRoute('/_authed/links/')({
  validateSearch: linksSearch,
  search: {
    middlewares: [
      stripSearchParams<LinksSearch>({
        ...PAGE_SEARCH_DEFAULTS,
        q: '',
        order: 'date',
      }),
    ],
  },
  component: LinksPage,
})

const campaignList = () => ({ ...campaignQueries.list(LINK_CHOICES), ...CHOICES_CACHE })

// Our server names each row's campaign (L1b); for the live service, one request names them all.
function LinkTableWithCampaigns(props: ItemTableProps<LinkView>) {
  const campaigns = useQuery({
    ...campaignList(),
    enabled: props.rows.some((l) => l.campaign !== null && l.campaignname === undefined),
  })
  const campaignName = (link: LinkView) =>
    link.campaign === null ? undefined : (link.campaignname ?? campaigns.data?.items.find((c) => c.id === link.campaign)?.name)
  return <LinkTable {...props} campaignName={campaignName} />
}

function LinksPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const orderId = useId()
  const selection = useSelection('link')
  const q = search.q ?? ''
  const onSearch = useCallback(
    (next: string) =>
      void navigate({
        search: (prev) => ({ ...prev, q: next || undefined, page: 1 }),
        replace: true,
      }),
    [navigate],
  )
  return (
    <SelectionProvider value={selection}>
      <ResourcePage
        title="Links"
        description="Your short links: where they lead, and how often they were opened."
        search={{ ...search, q: q || undefined }}
        list={linkQueries.list}
        columns={4}
        noun="link"
        name={linkName}
        addLabel="New link"
        moreActions={
          <>
            <Link to="/links/import" className={buttonClass('secondary')}>
              Import CSV
            </Link>
            <ExportButton resource="links" />
          </>
        }
        above={<ShortenBox />}
        toolbar={
          <>
            <h2 className="text-base font-semibold">Your links</h2>
            <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
              <SearchBox value={q} onSearch={onSearch} label="Search links" placeholder="Search URL, alias, title, short URL…" maxLength={200} />
              <div className="flex items-center gap-2">
                <label htmlFor={orderId} className="text-sm text-slate-700 dark:text-slate-200">
                  Sort
                </label>
                <select
                  id={orderId}
                  value={search.order}
                  onChange={(e) =>
                    void navigate({
                      search: (prev) => ({
                        ...prev,
                        order: e.target.value as LinksSearch['order'],
                        page: 1,
                      }),
                    })
                  }
                  className={`${inputClass} w-auto`}
                >
                  <option value="date">Newest</option>
                  <option value="click">Most clicked</option>
                </select>
              </div>
            </div>
            <SelectionActions selection={selection} resource="links" nouns="links" />
          </>
        }
        empty={
          q
            ? {
                title: `No link matches “${q}”`,
                text: 'The search looks in the long URL, the alias and the title; a pasted short URL (with or without https://) finds its link.',
              }
            : {
                title: 'No links yet',
                text: 'Shorten a URL above, or create a link with targeting, UTM parameters and more.',
              }
        }
        Form={LinkFormWithChoices}
        Table={LinkTableWithCampaigns}
        remove={{
          useDelete: useDeleteLink,
          warning: (name, l) => (
            <>
              The short link {name} ({l.shorturl}) will stop working for everyone who has it. This cannot be undone.
            </>
          ),
        }}
      />
    </SelectionProvider>
  )
}
