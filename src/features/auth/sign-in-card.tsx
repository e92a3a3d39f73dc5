import type { ReactNode } from 'react'
import { LogoMark } from '@/components/ui/logo-mark'
import { ThemeSelect } from '@/components/ui/theme-select'

/** The page around the sign-in form: signing in, and adding another account. */
export function SignInCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex justify-end p-4">
        <ThemeSelect />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">
        <div className="w-full max-w-md">
          <div className="mb-6 flex items-center gap-2">
            <LogoMark className="size-7" />
            <span className="text-xl font-semibold tracking-tight">Linkdash</span>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">{intro}</p>
            {children}
          </div>
        </div>
      </main>
    </div>
  )
}
