import { createFileRoute } from '@tanstack/react-router'
import { ResourcePage } from '@/components/resource/resource-page'
import { splashChanges, splashQueries, useDeleteSplash } from '@/features/splash/api'
import { SplashForm } from '@/features/splash/splash-form'
import { SplashTable } from '@/features/splash/splash-table'
import { pageSearchRoute } from '@/lib/paging'

export const Route = createFileRoute('/_authed/splash')({ ...pageSearchRoute, component: SplashPage })

function SplashPage() {
  const canChange = splashChanges.useSupported()
  return (
    <ResourcePage
      title="Splash pages"
      description="Your own page that visitors of a link see before they go on: a title, text, an image, a button and a countdown."
      search={Route.useSearch()}
      list={splashQueries.list}
      columns={4}
      noun="splash page"
      name={(s) => s.name || `Splash page ${s.id}`}
      filterFields={(s) => [s.name, s.id]}
      addLabel="Add a splash page"
      canChange={canChange}
      empty={{
        title: 'No splash pages yet',
        text: canChange ? 'Design a page with your brand that visitors see before they reach the destination.' : undefined,
      }}
      Form={SplashForm}
      Table={SplashTable}
      remove={{
        useDelete: useDeleteSplash,
        warning: (name) => <>The splash page {name} will be deleted. This cannot be undone.</>,
      }}
    />
  )
}
