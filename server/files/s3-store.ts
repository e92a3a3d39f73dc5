import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { S3Config } from '../env.ts'
import { type FileStore, clientFailedFirst, sizeLimit, storageUnavailable, tooLarge, uploadInterrupted } from './file-store.ts'

// F1: at most (QUEUE + 1) parts of PART bytes are in memory per upload, whatever the file's size.
const PART = 5 * 1024 * 1024
const QUEUE = 2

export function s3Client(s3: S3Config) {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5000 },
  })
}

const described = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e))

function unavailable(action: string, key: string, e: unknown) {
  console.error(`S3 ${action} of ${key} failed: ${described(e)}`)
  return storageUnavailable()
}

export function s3Store(s3: S3Config, client = s3Client(s3)): FileStore {
  const Bucket = s3.bucket
  const deleteObject = async (Key: string, ifLeft: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key })).catch((e: unknown) => console.error(`S3 delete of ${Key} failed (${ifLeft}): ${described(e)}`))
  }

  return {
    async save(body, max) {
      const Key = randomBytes(16).toString('hex')
      const limit = sizeLimit(max)
      const source = body ? Readable.fromWeb(body) : Readable.from([])
      const byClient = clientFailedFirst(source)
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: limit.stream, ContentType: 'application/octet-stream' },
        partSize: PART,
        queueSize: QUEUE,
      })
      // F2: a body's failure reaches the upload through limit.stream, which then aborts the multipart upload itself.
      const reading = pipeline(source, limit.stream).catch(() => {})
      try {
        await upload.done()
        await reading
      } catch (e) {
        source.destroy()
        await deleteObject(Key, 'an object is left only if the upload had completed')
        if (limit.exceeded()) throw tooLarge(max)
        if (byClient()) throw uploadInterrupted()
        throw unavailable('upload', Key, e)
      }
      return { storageName: Key, size: limit.size() }
    },

    async open(Key, range) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key, Range: range && `bytes=${range.start}-${range.end}` }))
        return answer.Body as Readable
      } catch (e) {
        if ((e as Error).name === 'NoSuchKey') throw e
        throw unavailable('download', Key, e)
      }
    },

    remove: (Key) => deleteObject(Key, 'its record is deleted, the object is left in the bucket'),
  }
}
