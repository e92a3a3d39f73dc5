import { Link, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ListPage } from '@/components/resource/list-page'
import { buttonClass } from '@/components/ui/button'
import { PageHeader, Panel } from '@/components/ui/page-header'
import { SearchBox } from '@/components/ui/search-box'
import { bioQueries, bioSupport } from '@/features/bio/api'
import { BioTable } from '@/features/bio/bio-table'
import { BioUnsupported } from '@/features/bio/bio-unsupported'
import { PAGE_SEARCH_DEFAULTS, pageSearch, textParam, type PageSearch } from '@/lib/paging'

type BioSearch = PageSearch & { q?: string }
const bioSearch = (search: Record<string, unknown>): BioSearch => ({ ...pageSearch(search), q: textParam(search.q, 200) })

export const Route = createFileRoute('/_authed/bio/')({
  validateSearch: bioSearch,
  search: { middlewares: [stripSearchParams<BioSearch>({ ...PAGE_SEARCH_DEFAULTS, q: '' })] },
  component: BioListPage,
})

const TITLE = 'Bio pages'
const DESCRIPTION = 'One address for your profile that leads to all your links: the page, its views and its clicks.'

function BioListPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const supported = bioSupport.useSupported()
  const onSearch = useCallback((next: string) => void navigate({ search: (prev) => ({ ...prev, q: next || undefined, page: 1 }), replace: true }), [navigate])
  if (!supported)
    return (
      <>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <Panel>
          <BioUnsupported />
        </Panel>
      </>
    )
  return (
    <ListPage
      title={TITLE}
      description={DESCRIPTION}
      search={search}
      list={bioQueries.list}
      columns={4}
      action={
        <Link to="/bio/new" className={buttonClass('primary')} data-shortcut="new" aria-keyshortcuts="n">
          New bio page
        </Link>
      }
      toolbar={<SearchBox value={search.q ?? ''} onSearch={onSearch} label="Search bio pages" placeholder="Name or alias" maxLength={200} />}
      empty={
        search.q
          ? { title: 'No bio pages match', text: `Nothing is named like “${search.q}”.` }
          : { title: 'No bio pages yet', text: 'A bio page is one link for your profiles (Instagram, TikTok…) that lists everything you want to share.' }
      }
    >
      {(rows) => <BioTable rows={rows} />}
    </ListPage>
  )
}
