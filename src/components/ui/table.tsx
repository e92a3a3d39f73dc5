import type { ReactNode } from 'react'

export function Table({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  // relative: visually hidden labels in rows stay inside the scroller instead of widening the page.
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{children}</tbody>
      </table>
    </div>
  )
}

export const Th = ({ children, className = '' }: { children: ReactNode; className?: string }) => (
  <th scope="col" className={`px-4 py-3 font-medium ${className}`}>
    {children}
  </th>
)

export const Td = ({ children, className = '' }: { children: ReactNode; className?: string }) => (
  <td className={`px-4 py-3 align-middle ${className}`}>{children}</td>
)
