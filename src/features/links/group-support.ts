import type { Page } from '@contract/envelope'
import type { LinkView } from '@contract/links'
import { supportFlag } from '@/lib/route-support'

// H6: the live service ignores X2's parameters, so rows without `archived` mean no X2.
const flag = supportFlag()

export const linkGroups = {
  supported: flag.supported,
  noteList(page: Page<LinkView>) {
    if (page.items.length && !page.items.some((l) => l.archived !== undefined)) flag.lacking()
  },
  useSupported: flag.useSupported,
}
