import { createContext, useContext } from 'react'

/**
 * Clears the failed reads a page's error boundary caught, so "Try again" reads them anew. Query loads
 * after sign-in: until the signed-in layout provides it, there is nothing to reset.
 */
export const QueryResetContext = createContext<() => void>(() => undefined)
export const useQueryReset = () => useContext(QueryResetContext)
