import { useEffect } from 'react'

/** WCAG 2.4.2: each page names itself in the tab, most specific first ("Q3 report · Files · Linkdash"). */
export function useDocumentTitle(...parts: (string | undefined)[]) {
  const title = [...new Set([...parts.filter(Boolean), 'Linkdash'])].join(' · ')
  useEffect(() => {
    document.title = title
  }, [title])
}
