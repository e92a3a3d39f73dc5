import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { accountResponseTolerant, type AccountUpdate } from '@contract/account'
import { messageEnvelopeTolerant } from '@contract/envelope'
import { request } from '@/lib/api-client'

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
        old && body.email ? { ...old, email: body.email } : old,
      )
    },
  })
}
