import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/use-document-title'

interface PageHeaderProps {
  title: string
  section?: string
  description?: ReactNode
  actions?: ReactNode
}

export function PageHeader({ title, section, description, actions }: PageHeaderProps) {
  useDocumentTitle(title, section)
  return (
    // One layout on every page: the page's actions on the right of its title (under it on a phone), never wrapped below.
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight focus:outline-none">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-3">{actions}</div>}
    </div>
  )
}

export function Panel({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section
      className={`overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900 ${className}`}
    >
      {children}
    </section>
  )
}

export function FormPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel className="mb-6 p-6">
      <h2 className="mb-4 text-lg font-semibold break-words">{title}</h2>
      {children}
    </Panel>
  )
}
