import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '@/lib/use-document-title'
import { buttonClass } from './button'

export function NotFound() {
  useDocumentTitle('Page not found')
  return (
    <main id="main" className="mx-auto max-w-md px-6 py-16 text-center">
      <p className="text-sm font-semibold text-brand-600 dark:text-blue-300">404</p>
      <h1 className="mt-2 text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">There is nothing at this address.</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        Go to the dashboard
      </Link>
    </main>
  )
}
