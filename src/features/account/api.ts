import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { accountKeyCreatedTolerant, accountResponseTolerant, type AccountUpdate } from '@contract/account'
import { messageEnvelopeTolerant } from '@contract/envelope'
import { request } from '@/lib/api-client'
import { replaceSessionKey } from '@/lib/auth'

export const accountQueries = {
  all: () => ['account'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'detail'],
      queryFn: ({ signal }) => request('/account', accountResponseTolerant, { signal }).then((r) => r.data),
      staleTime: 5 * 60_000,
    }),
}

export function useUpdateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AccountUpdate) =>
      request('/account/update', messageEnvelopeTolerant, { method: 'PUT', json: body }),
    // The answer carries no account, so patch the cached one instead of spending a request.
    onSuccess: (_answer, body) => {
      queryClient.setQueryData(accountQueries.detail().queryKey, (old) =>
        old && (body.email || body.password) ? { ...old, ...(body.email && { email: body.email }), ...(body.password && { password: true }) } : old,
      )
    },
  })
}

/** D20b: a new key; this browser switches to it at once, since the old one no longer works. */
export function useReplaceApiKey() {
  return useMutation({
    mutationFn: () => request('/account/key', accountKeyCreatedTolerant, { method: 'POST' }),
    onSuccess: ({ apiKey }) => replaceSessionKey(apiKey),
  })
}
