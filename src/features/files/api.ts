import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { messageEnvelopeTolerant } from '@contract/envelope'
import type { Page } from '@contract/envelope'
import { fileListTolerant, type FileQuota, type FileUpdate, type FileView } from '@contract/files'
import { request, type PageParams } from '@/lib/api-client'
import { patchItem, removeFromPages } from '@/lib/list-cache'
import { fileChanges } from './file-changes-support'

interface FileListParams extends PageParams {
  name?: string
}

export const fileQueries = {
  all: () => ['files'] as const,
  lists: () => [...fileQueries.all(), 'list'] as const,
  list: ({ page, limit, name }: FileListParams) =>
    queryOptions({
      queryKey: [...fileQueries.lists(), { page, limit, name }],
      // Typed as a plain page for the list kit; the quota rides along (quotaOf).
      queryFn: ({ signal }): Promise<Page<FileView>> => request('/files', fileListTolerant, { query: { page, limit, name }, signal }),
      placeholderData: keepPreviousData,
    }),
}

/** Q33a: what the account stores of its quota; undefined from a service that does not say (the live one). */
export const quotaOf = (page: Page<FileView> | undefined): FileQuota | undefined => (page as { quota?: FileQuota } | undefined)?.quota

function patchOf(body: FileUpdate): Partial<FileView> {
  return {
    ...(body.name != null && { name: body.name }),
    ...(body.password != null && { protected: body.password !== '' }),
    ...(body.expiry != null && { expiry: body.expiry || null }),
    ...(body.maxdownloads != null && { maxdownloads: body.maxdownloads || null }),
  }
}

export function useUpdateFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FileUpdate }) =>
      request(`/files/${id}/update`, messageEnvelopeTolerant, { method: 'PUT', json: body }),
    onSuccess: (_answer, { id, body }) => void patchItem<FileView>(queryClient, fileQueries.lists(), id, patchOf(body)),
    onError: fileChanges.note,
  })
}

export function useDeleteFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/files/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }),
    onSuccess: (_answer, id) => removeFromPages(queryClient, fileQueries.lists(), id),
    onError: fileChanges.note,
  })
}
