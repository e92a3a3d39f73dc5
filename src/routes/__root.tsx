import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { NavigationProgress } from '@/components/layout/navigation-progress'
import { NotFound } from '@/components/ui/not-found'
import { Toaster } from '@/components/ui/toaster'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  notFoundComponent: NotFound,
})

function Root() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <Toaster />
    </>
  )
}
