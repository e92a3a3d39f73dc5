import { existsSync, readdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3Config } from '../../server/env.ts'

const BUCKET = 'linkdash-files'
const OBJECT = '._S3rver_object'

/** The S3 operation a request to s3rver is (path-style: /bucket/key?query). */
function operationOf(method: string, query: Record<string, unknown>, hasKey: boolean): string {
  if (!hasKey) return `${method} bucket`
  if ('uploadId' in query) return { PUT: 'UploadPart', POST: 'CompleteMultipartUpload', DELETE: 'AbortMultipartUpload' }[method] ?? method
  if ('uploads' in query) return 'CreateMultipartUpload'
  return { PUT: 'PutObject', GET: 'GetObject', HEAD: 'HeadObject', DELETE: 'DeleteObject' }[method] ?? method
}

export interface TestS3 {
  config: S3Config
  /** Every request s3rver answered, oldest first. */
  requests: { operation: string; key: string; uploadId?: string; status: number }[]
  /** Operations answered with S3's 500 InternalError until taken out again. */
  failing: Set<string>
  /** Objects in the bucket, plus `<uploadId>.part` for each multipart upload neither completed nor aborted. */
  storedNames: () => string[]
  /** Where s3rver keeps an object's bytes on disk. */
  objectPath: (key: string) => string
  close: () => Promise<void>
}

/**
 * A real S3-protocol server (s3rver, MIT) on a free port, keeping its bucket in `directory`. s3rver
 * lacks AbortMultipartUpload (it answers 405 and keeps the parts); the one addition here does what S3
 * does, so a test sees an upload left open exactly when the server under test never aborted it.
 */
export async function startTestS3(directory: string): Promise<TestS3> {
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] })
  const uploadsDir = server.store.getResourcePath(BUCKET, undefined, 'uploads')
  const requests: TestS3['requests'] = []
  const failing = new Set<string>()
  server.middleware.unshift(async (ctx, next) => {
    const [, , ...keyParts] = ctx.path.split('/')
    const key = decodeURIComponent(keyParts.join('/'))
    const operation = operationOf(ctx.method, ctx.query, key !== '')
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined
    if (failing.has(operation)) {
      ctx.status = 500
      ctx.type = 'application/xml'
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>Injected by the test.</Message></Error>'
    } else if (operation === 'AbortMultipartUpload' && uploadId && /^[0-9a-f]+$/.test(uploadId)) {
      await rm(path.join(uploadsDir, uploadId), { recursive: true, force: true })
      ctx.status = 204
    } else {
      await next()
    }
    requests.push({ operation, key, uploadId, status: ctx.status })
  })
  const address = await server.run()
  const bucketDir = path.join(directory, BUCKET)
  return {
    config: {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    requests,
    failing,
    storedNames: () => {
      const objects = existsSync(bucketDir) ? readdirSync(bucketDir).filter((n) => n.endsWith(OBJECT)).map((n) => n.slice(0, -OBJECT.length)) : []
      const open = existsSync(uploadsDir) ? readdirSync(uploadsDir).map((id) => `${id}.part`) : []
      return [...objects, ...open].sort()
    },
    objectPath: (key) => server.store.getResourcePath(BUCKET, key, 'object'),
    close: () => server.close(),
  }
}
