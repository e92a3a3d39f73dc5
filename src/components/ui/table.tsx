import type { ReactNode } from 'react'

const CARD_TABLE = 'max-sm:block'
const CARD_HEAD = 'max-sm:block max-sm:[&>tr]:flex max-sm:[&>tr>th:last-child]:hidden'
const CARD_BODY =
  'max-sm:block max-sm:[&>tr]:flex max-sm:[&>tr]:flex-wrap max-sm:[&>tr]:items-start max-sm:[&>tr>td:last-child]:basis-full max-sm:[&>tr>td:last-child]:pt-0 max-sm:[&>tr>td:last-child>div]:flex-row max-sm:[&>tr>td:last-child>div]:justify-end'

/** `cards`: at phone width the rows are cards, never a table wider than the screen; a cell that should take the room says `max-sm:flex-1`. */
export function Table({ caption, head, children, cards = false }: { caption: string; head: ReactNode; children: ReactNode; cards?: boolean }) {
  // relative: visually hidden labels in rows stay inside the scroller instead of widening the page.
  return (
    <div className="relative overflow-x-auto">
      <table className={`w-full text-left text-sm ${cards ? CARD_TABLE : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-800/60 dark:text-slate-400 ${cards ? CARD_HEAD : ''}`}>
          <tr>{head}</tr>
        </thead>
        <tbody className={`divide-y divide-slate-200 dark:divide-slate-700 ${cards ? CARD_BODY : ''}`}>{children}</tbody>
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
