import { useRouterState } from '@tanstack/react-router'

/** A thin fixed bar while a navigation waits, fading in after 200 ms so quick navigations show nothing. */
export function NavigationProgress() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' })
  if (!pending) return null
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      className="nav-progress pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100 dark:bg-slate-800"
    >
      <span className="block h-full w-2/5 rounded-full bg-brand-600 dark:bg-blue-400" />
    </div>
  )
}
