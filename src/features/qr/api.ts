import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { messageEnvelopeTolerant } from '@contract/envelope'
import {
  DEFAULT_QR_NAME,
  qrCreatedTolerant,
  qrLogoUploaded,
  qrListTolerant,
  qrResponseTolerant,
  type QrCreate,
  type QrUpdate,
  type QrView,
} from '@contract/qr'
import { toTimestamp } from '@contract/fields'
import { list, request, type PageParams } from '@/lib/api-client'
import { addToFirstPage, patchItem, removeFromPages } from '@/lib/list-cache'
import { routeSupport } from '@/lib/route-support'
import { bumpImage } from './image-url'

export const qrQueries = {
  all: () => ['qr'] as const,
  lists: () => [...qrQueries.all(), 'list'] as const,
  list: ({ page, limit }: PageParams) =>
    queryOptions({
      queryKey: [...qrQueries.lists(), { page, limit }],
      queryFn: ({ signal }) => list('/qr', qrListTolerant, { page, limit }, signal),
      placeholderData: keepPreviousData,
    }),
  details: () => [...qrQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...qrQueries.details(), id],
      queryFn: ({ signal }) => request(`/qr/${id}`, qrResponseTolerant, { signal }).then((r) => ({ qr: r.details, stats: r.data })),
    }),
}

export function useCreateQr() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: QrCreate) => request('/qr/add', qrCreatedTolerant, { method: 'POST', json: body }),
    // The answer's id and image link complete what was sent.
    onSuccess: ({ id, link }, body) =>
      addToFirstPage<QrView>(queryClient, qrQueries.lists(), {
        id,
        link: link ?? '',
        scans: 0,
        name: body.name ?? DEFAULT_QR_NAME,
        date: toTimestamp(new Date()),
        type: body.type,
        content: body.data,
      }),
  })
}

export function useUpdateQr() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: QrUpdate }) =>
      request(`/qr/${id}/update`, messageEnvelopeTolerant, { method: 'PUT', json: body }),
    // The answer is only a message: patch the cached code and its list row instead of refetching.
    onSuccess: (_answer, { id, body }) => {
      bumpImage(id)
      const changes: Partial<QrView> = {
        ...(body.name != null && { name: body.name }),
        ...(body.background != null && { background: body.background }),
        ...(body.foreground != null && { foreground: body.foreground }),
        ...(body.logo != null && { logo: body.logo }),
        ...(body.data != null && { content: body.data }),
      }
      queryClient.setQueryData(qrQueries.detail(id).queryKey, (old) => old && { ...old, qr: { ...old.qr, ...changes } })
      patchItem<QrView>(queryClient, qrQueries.lists(), id, changes)
    },
  })
}

export function useDeleteQr() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/qr/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: qrQueries.detail(id).queryKey })
      removeFromPages(queryClient, qrQueries.lists(), id)
    },
  })
}

/** U14, beyond SPEC: a service without POST /qr/logo answers 404, and the form stops offering the upload. */
export const logoUploads = routeSupport('')

export function useUploadQrLogo() {
  return useMutation({
    mutationFn: (file: Blob) => request('/qr/logo', qrLogoUploaded, { method: 'POST', body: file }),
    onError: (error) => logoUploads.note(error),
  })
}
