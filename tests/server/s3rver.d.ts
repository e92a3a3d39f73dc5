// s3rver 3.x ships no types; only what the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  interface KoaContext {
    method: string
    path: string
    query: Record<string, string | string[] | undefined>
    status: number
    body: unknown
    type: string
  }
  export default class S3rver {
    constructor(options: {
      address?: string
      port?: number
      directory: string
      silent?: boolean
      configureBuckets?: { name: string }[]
    })
    middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[]
    store: { getResourcePath(bucket: string, key?: string, resource?: string): string }
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
