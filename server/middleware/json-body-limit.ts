import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiFailure } from '../http/errors.ts'

const limit = bodyLimit({
  maxSize: 1024 * 1024,
  onError: () => {
    throw new ApiFailure(413, 'The request body is too large: the limit is 1 MiB.')
  },
})

/** Uploads stream to disk under their own limit; every other body is small JSON. J2: GET and HEAD have none. */
export const jsonBodyLimit: MiddlewareHandler = (c, next) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/files/upload/') ? next() : limit(c, next)
