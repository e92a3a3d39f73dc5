import { Link, useRouterState } from '@tanstack/react-router'
import { Suspense, lazy, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { LogoMark } from '@/components/ui/logo-mark'
import { Icon } from '@/components/ui/icon'
import { ThemeSelect } from '@/components/ui/theme-select'
import { KeyboardShortcuts } from '@/features/palette/keyboard-shortcuts'
import { useFocusHeadingOnNavigate } from './focus-heading'
import { MobileDrawer } from './mobile-drawer'
import { OfflineBanner } from './offline-banner'
import { RateLimitBanner } from './rate-limit-banner'
import { RateLimitMeter } from './rate-limit-meter'
import { SidebarNav } from './sidebar-nav'
import { UserMenu, type ShellUser } from './user-menu'

const JobDock = lazy(() => import('@/features/bulk/job-dock').then((m) => ({ default: m.JobDock })))

interface AppShellProps {
  user: ShellUser | undefined
  onSignOut: () => void
  children: ReactNode
}

export function AppShell({ user, onSignOut, children }: AppShellProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const navigating = useRouterState({ select: (s) => s.status === 'pending' })
  useFocusHeadingOnNavigate()
  // The drawer is open for the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null)

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow dark:focus:bg-slate-800"
      >
        Skip to content
      </a>
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <div className="sticky top-0">
          <Link to="/" className="flex h-14 items-center gap-2 border-b border-slate-200 px-6 text-lg font-semibold tracking-tight dark:border-slate-800">
            <LogoMark />
            Linkdash
          </Link>
          <SidebarNav />
        </div>
      </aside>
      <MobileDrawer open={menuOpen} onClose={() => setMenuOpen(false)}>
        <SidebarNav onNavigate={() => setMenuOpen(false)} />
        {/* Issue 40 item 21: on a phone the theme is chosen here, under its visible label; the header has no room for one. */}
        {menuOpen && (
          <div className="border-t border-slate-200 p-4 sm:hidden dark:border-slate-800">
            <ThemeSelect labelled />
          </div>
        )}
      </MobileDrawer>
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
          {/* Gaps narrow on a phone: the account menu, the meter and the theme share 375 px with the menu and the name. */}
          <div className="flex h-14 items-center gap-2 px-4 sm:gap-3 sm:px-6">
            <Button variant="ghost" className="lg:hidden" aria-label="Open the menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
              <Icon name="menu" />
            </Button>
            <Link to="/" className="font-semibold tracking-tight lg:hidden">
              Linkdash
            </Link>
            <div className="ml-auto flex items-center gap-2 sm:gap-4">
              <KeyboardShortcuts />
              <RateLimitMeter />
              <div className="hidden sm:block">
                <ThemeSelect />
              </div>
              <UserMenu user={user} onSignOut={onSignOut} />
            </div>
          </div>
          <RateLimitBanner />
          <OfflineBanner />
          <Suspense fallback={null}>
            <JobDock />
          </Suspense>
        </header>
        <main id="main" tabIndex={-1} aria-busy={navigating} className="mx-auto max-w-6xl px-4 py-6 focus:outline-none sm:px-6 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  )
}
