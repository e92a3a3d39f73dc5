import { createContext, useContext } from 'react'

/** Clears the reads a page's error boundary caught so "Try again" reads anew; nothing to reset before Query is provided. */
export const QueryResetContext = createContext<() => void>(() => undefined)
export const useQueryReset = () => useContext(QueryResetContext)
