import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback, useId, useState } from 'react'
import type { LinkView } from '@contract/links'
import { ResourcePage, type ItemTableProps } from '@/components/resource/resource-page'
import { buttonClass } from '@/components/ui/button'
import { inputClass } from '@/components/ui/field'
import { ExportButton } from '@/features/bulk/export-button'
import { SelectionProvider, useSelection } from '@/features/bulk/selection'
import { matchingQuery } from '@/features/bulk/matching'
import { SelectionActions } from '@/features/bulk/selection-actions'
import { SearchBox } from '@/components/ui/search-box'
import { campaignQueries } from '@/features/campaigns/api'
import { directoryQueries } from '@/features/directories/api'
import { domainQueries } from '@/features/domains/api'
import { linkQueries, useDeleteLink } from '@/features/links/api'
import { linkGroups } from '@/features/links/group-support'
import { ArchiveLinkForm, DuplicateLinkForm } from '@/features/links/link-group-actions'
import { LinkFilterBar } from '@/features/links/link-filter-bar'
import { LIST_ORDERS, hasFilters, linkFilters, type LinkFilters } from '@/features/links/link-filters'
import { LinkTable } from '@/features/links/link-table'
import { linkName } from '@/features/links/link-text'
import { ShortenBox } from '@/features/links/shorten-box'
import { PAGE_SEARCH_DEFAULTS, oneOf, pageSearch, textParam, type PageSearch } from '@/lib/paging'
import { CHOICES_CACHE } from '@/lib/request-budget'
import { LINK_CHOICES, LinkFormWithChoices } from './-link-choices'

type LinksSearch = PageSearch & LinkFilters & { q?: string; order: (typeof LIST_ORDERS)[number] }
const linksSearch = (search: Record<string, unknown>): LinksSearch => ({
  ...pageSearch(search),
  q: textParam(search.q, 200),
  order: oneOf(LIST_ORDERS, search.order, 'date'),
  ...linkFilters(search),
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

const NO_FILTERS = { campaign: undefined, domain: undefined, directory: undefined, state: undefined, archived: undefined }
const GROUP_PANELS = [
  { label: 'Duplicate', target: linkName, Form: DuplicateLinkForm },
  { label: 'Archive', target: linkName, Form: ArchiveLinkForm, shows: (l: LinkView) => !l.archived },
  { label: 'Unarchive', target: linkName, Form: ArchiveLinkForm, shows: (l: LinkView) => Boolean(l.archived) },
]

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
  const groups = linkGroups.useSupported()
  const [choicesWanted, setChoicesWanted] = useState(false)
  // The filter choices: when the panel opens, or when a chip in the URL needs a name (H5).
  const named = (id: unknown) => groups && (choicesWanted || typeof id === 'number')
  const campaigns = useQuery({ ...campaignList(), enabled: named(search.campaign) })
  const domains = useQuery({ ...domainQueries.choices(), ...CHOICES_CACHE, enabled: named(search.domain) })
  const directories = useQuery({ ...directoryQueries.list(LINK_CHOICES), ...CHOICES_CACHE, enabled: named(search.directory) })
  const filters: LinkFilters = { campaign: search.campaign, domain: search.domain, directory: search.directory, state: search.state, archived: search.archived }
  const setFilters = (next: LinkFilters) => void navigate({ search: (prev) => ({ ...prev, ...next, archived: filters.archived, page: 1 }) })
  const setArchived = (archived: boolean) => void navigate({ search: (prev) => ({ ...prev, archived: archived || undefined, page: 1 }) })
  const q = search.q ?? ''
  const onSearch = useCallback(
    (next: string) =>
      void navigate({
        search: (prev) => ({ ...prev, q: next || undefined, page: 1 }),
        replace: true,
      }),
    [navigate],
  )
  const listSearch: LinksSearch = groups
    ? { ...search, q: q || undefined }
    : { ...search, q: q || undefined, ...NO_FILTERS, order: search.order === 'clicked' ? 'date' : search.order }
  // The page's own list query (one cache entry, no request of its own): its total is what "select all" offers.
  const list = useQuery(linkQueries.list(listSearch))
  const shown = list.isPlaceholderData ? undefined : list.data
  const matching = { query: matchingQuery(listSearch), total: shown?.result ?? 0, pageIds: shown?.items.map((l) => l.id) ?? [] }
  return (
    <SelectionProvider value={selection}>
      <ResourcePage
        title="Links"
        description="Your short links: where they lead, and how often they were opened."
        search={listSearch}
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
                  {groups && <option value="clicked">Last clicked</option>}
                </select>
              </div>
              {groups && (
                <div role="group" aria-label="Which links" className="flex rounded-md border border-slate-300 dark:border-slate-600">
                  {[false, true].map((archived) => (
                    <button
                      key={String(archived)}
                      type="button"
                      aria-pressed={Boolean(search.archived) === archived}
                      onClick={() => setArchived(archived)}
                      className="px-3 py-1.5 text-sm font-medium text-slate-700 first:rounded-l-md last:rounded-r-md aria-pressed:bg-brand-700 aria-pressed:text-white dark:text-slate-200 dark:aria-pressed:bg-blue-300 dark:aria-pressed:text-slate-900"
                    >
                      {archived ? 'Archived' : 'Everyday'}
                    </button>
                  ))}
                </div>
              )}
            </div>
            {groups && (
              <LinkFilterBar
                filters={filters}
                onChange={setFilters}
                onOpen={() => setChoicesWanted(true)}
                choices={{
                  campaigns: campaigns.data?.items.map((c) => ({ id: c.id, name: c.name })),
                  domains: domains.data?.items.map((d) => ({ id: d.id, name: d.domain })),
                  directories: directories.data?.items.map((d) => ({ id: d.id, name: d.name })),
                }}
              />
            )}
            <SelectionActions selection={selection} resource="links" nouns="links" archive={groups ? (search.archived ? 'unarchive' : 'archive') : undefined} matching={matching} />
          </>
        }
        empty={
          groups && (hasFilters(filters) || search.archived)
            ? {
                title: search.archived ? 'No archived link here' : 'No link matches these filters',
                text: 'Remove a filter above to see more links.',
              }
            : q
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
        panels={groups ? GROUP_PANELS : []}
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
