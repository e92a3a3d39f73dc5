import { createFileRoute } from '@tanstack/react-router'
import { ListPage } from '@/components/resource/list-page'
import { splashQueries } from '@/features/splash/api'
import { SplashTable } from '@/features/splash/splash-table'
import { pageSearchRoute } from '@/lib/paging'

export const Route = createFileRoute('/_authed/splash')({ ...pageSearchRoute, component: SplashPage })

function SplashPage() {
  return (
    <ListPage
      title="Splash pages"
      description="Custom pages shown before a visitor is redirected. They are created in the link-management service."
      search={Route.useSearch()}
      list={splashQueries.list}
      filter={{ noun: 'splash page', fields: (s) => [s.name, s.id] }}
      empty={{ title: 'No splash pages yet' }}
    >
      {(rows) => <SplashTable rows={rows} />}
    </ListPage>
  )
}
