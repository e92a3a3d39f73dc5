import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { NotFound } from './components/ui/not-found'
import { RouteError } from './components/ui/route-error'
import { keepChunkErrorsInApp } from './lib/connection'
import { createQueryClient, watchAccounts } from './lib/query-client'
import './styles.css'

keepChunkErrorsInApp()
const queryClient = createQueryClient()
watchAccounts(queryClient)
const router = createRouter({
  routeTree,
  basepath: '/app',
  context: { queryClient },
  // Preloading on hover fetches only route code: pages read their data with useQuery, so a
  // hover never spends a request of the rate limit.
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
