import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { getSession } from '@/lib/auth'
import { toast } from '@/lib/toast'
import { fileQueries } from './api'
import { waitForRateLimit } from './rate-limit-wait'
import { knownUploadLimit } from './upload-limit'
import { createUploadQueue } from './upload-queue'
import { uploadFile } from './upload-request'

const plural = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`

/** The page's upload queue; leaving the page cancels what is still going. */
export function useUploadQueue() {
  const queryClient = useQueryClient()
  const [queue] = useState(() =>
    createUploadQueue({
      send: uploadFile,
      maxBytes: () => {
        const session = getSession()
        return session ? knownUploadLimit(session.baseUrl) : null
      },
      beforeEach: (signal, onWait) => waitForRateLimit(signal, onWait),
      onSettled: ({ done, failed }) => {
        // One refetch for a whole batch, and only of the files lists.
        if (done > 0) void queryClient.invalidateQueries({ queryKey: fileQueries.lists() })
        if (failed === 0) toast.success(`${plural(done)} ${done === 1 ? 'has' : 'have'} been uploaded.`)
        else toast.error(`${plural(failed)} could not be uploaded${done ? `; ${plural(done)} ${done === 1 ? 'has' : 'have'} been uploaded` : ''}. See the upload list.`)
      },
    }),
  )
  useEffect(() => () => queue.stopAll(), [queue])
  const items = useSyncExternalStore(queue.subscribe, queue.getItems)
  return { queue, items }
}
