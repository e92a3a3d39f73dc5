import { PageHeader, Panel } from './page-header'
import { EmptyState } from './list-states'

/** A placeholder for a resource page that is not built yet. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Panel>
        <EmptyState title="Coming soon">This page is being built. The sidebar already links here so you can find it.</EmptyState>
      </Panel>
    </>
  )
}
