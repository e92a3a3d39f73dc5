import { createQueryClient, restorePersistedCache, watchAccounts } from './query-client'

/** The one query client, made on the first signed-in page, not with the entry: Query is 12 kB the sign-in page does not need. */
export const queryClient = createQueryClient()
watchAccounts(queryClient)

export { restorePersistedCache }
