import { createQueryClient, restorePersistedCache, watchAccounts } from './query-client'

/**
 * The dashboard's one query client. It is made when the first signed-in page (or the sign-in's answer)
 * needs it, not with the entry: the sign-in page reads nothing through Query, and Query is 12 kB of its
 * first visit (issue 22).
 */
export const queryClient = createQueryClient()
watchAccounts(queryClient)

export { restorePersistedCache }
