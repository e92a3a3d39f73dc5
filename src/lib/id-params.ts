import { notFound } from '@tanstack/react-router'
import { parseId } from '@contract/wire'

/** Route params for `$id`: 0 when the address cannot hold an id, which the pages answer with their 404. */
export const idParams = {
  parse: ({ id }: { id: string }) => ({ id: parseId(id) ?? 0 }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}

/** The options every `$id` page shares: its id parsed, and an address without one is the router's not-found. */
export const idRoute = {
  params: idParams,
  beforeLoad: ({ params }: { params: { id: number } }) => {
    if (!params.id) throw notFound()
  },
}
