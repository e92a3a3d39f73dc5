import { accountResponseTolerant, type AccountView } from '@contract/account'
import { request } from '@/lib/api-client'
import type { Session } from '@/lib/auth'

export function verifyKey(session: Session, signal?: AbortSignal): Promise<AccountView> {
  return request('/account', accountResponseTolerant, { session, signal }).then((r) => r.data)
}
