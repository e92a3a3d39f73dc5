import { Outlet, createRootRoute } from '@tanstack/react-router'
import { NavigationProgress } from '@/components/layout/navigation-progress'
import { NotFound } from '@/components/ui/not-found'
import { Toaster } from '@/components/ui/toaster'

export const Route = createRootRoute({
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
