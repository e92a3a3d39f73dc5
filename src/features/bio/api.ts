import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { listEnvelopeTolerant, messageEnvelopeTolerant } from '@contract/envelope'
import { toTimestamp } from '@contract/fields'
import { BIO_DEFAULT_THEME, bioItem, bioResponse, bioSaved, type BioCreate, type BioItem, type BioUpdate } from '@contract/bio'
import { request, type PageParams } from '@/lib/api-client'
import { addToFirstPage, patchItem, removeFromPages } from '@/lib/list-cache'
import { routeSupport } from '@/lib/route-support'

/** E5: X3 is ours; the live service answers GET /bio with a 404, remembered per API for the session. */
export const bioSupport = routeSupport('Bio page not found.')

const bioListTolerant = listEnvelopeTolerant(['bios'], bioItem)

async function noted<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    bioSupport.note(error)
    throw error
  }
}

export interface BioListParams extends PageParams {
  q?: string
}

export const bioQueries = {
  all: () => ['bio'] as const,
  lists: () => [...bioQueries.all(), 'list'] as const,
  list: ({ page, limit, q }: BioListParams) =>
    queryOptions({
      queryKey: [...bioQueries.lists(), { page, limit, q }],
      queryFn: ({ signal }) => noted(() => request('/bio', bioListTolerant, { query: { page, limit, q }, signal })),
      placeholderData: keepPreviousData,
      // A service without bio pages answers the same next time: no retry.
      retry: false,
    }),
  details: () => [...bioQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...bioQueries.details(), id],
      queryFn: ({ signal }) => noted(() => request(`/bio/${id}`, bioResponse, { signal }).then((r) => r.data)),
      retry: false,
    }),
}

const linkClicks = (bio: BioItem | undefined, id: number | undefined) =>
  bio?.blocks.find((o): o is Extract<BioItem['blocks'][number], { type: 'link' }> => o.type === 'link' && o.id === id)?.clicks ?? 0

/** The saved page as the list shows it: the answer is only `{id, url}`, the rest is what was sent. */
function savedItem(id: number, url: string, body: BioCreate, before?: BioItem): BioItem {
  const blocks = (body.blocks ?? []).map((b) => (b.type === 'link' ? { ...b, id: b.id ?? 0, clicks: linkClicks(before, b.id) } : b))
  return {
    id,
    url,
    alias: body.alias ?? before?.alias ?? url.split('/').pop() ?? '',
    name: body.name,
    domain: body.domain ?? '',
    description: body.description ?? '',
    avatar: body.avatar ?? '',
    theme: { ...(before?.theme ?? BIO_DEFAULT_THEME), ...body.theme },
    buttonStyle: body.buttonStyle ?? 'rounded',
    public: body.public ?? true,
    blocks: blocks as BioItem['blocks'],
    pixels: body.pixels ?? before?.pixels ?? [],
    views: before?.views ?? 0,
    clicks: before?.clicks ?? 0,
    date: before?.date ?? toTimestamp(new Date()),
  }
}

export function useCreateBio() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BioCreate) => request('/bio/add', bioSaved, { method: 'POST', json: body }),
    onError: (error) => bioSupport.note(error),
    onSuccess: ({ id, url }, body) => addToFirstPage<BioItem>(queryClient, bioQueries.lists(), savedItem(id, url, body)),
  })
}

export function useUpdateBio() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BioUpdate & { name: string } }) =>
      request(`/bio/${id}/update`, messageEnvelopeTolerant, { method: 'PUT', json: body }),
    // E2: the answer is only a message, so the page is patched from what was sent; new link blocks or a new address read it again (B4).
    onSuccess: (_answer, { id, body }) => {
      const before = queryClient.getQueryData(bioQueries.detail(id).queryKey)
      if (before) {
        const saved = savedItem(id, before.url, body, before)
        queryClient.setQueryData(bioQueries.detail(id).queryKey, saved)
        patchItem<BioItem>(queryClient, bioQueries.lists(), id, saved)
      }
      const moved = before && ((body.alias ?? before.alias) !== before.alias || (body.domain ?? before.domain) !== before.domain)
      if (moved || body.blocks?.some((b) => b.type === 'link' && b.id === undefined)) void queryClient.invalidateQueries({ queryKey: bioQueries.detail(id).queryKey })
    },
  })
}

export function useDeleteBio() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => request(`/bio/${id}/delete`, messageEnvelopeTolerant, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: bioQueries.detail(id).queryKey })
      removeFromPages(queryClient, bioQueries.lists(), id)
    },
  })
}
