import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider, createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { NotFound } from './components/ui/not-found'
import { RouteError } from './components/ui/route-error'
import { keepChunkErrorsInApp } from './lib/connection'
import './styles.css'

keepChunkErrorsInApp()
const router = createRouter({
  routeTree,
  basepath: '/app',
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
    <RouterProvider router={router} />
  </StrictMode>,
)
