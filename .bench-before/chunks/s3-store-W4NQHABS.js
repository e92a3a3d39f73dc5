import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  clientFailedFirst,
  sizeLimit,
  storageUnavailable,
  tooLarge,
  uploadInterrupted
} from "./chunk-MSIATDKU.js";
import "./chunk-KDB5FSY3.js";
import "./chunk-HANBNIMK.js";

// server/files/s3-store.ts
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DeleteObjectCommand, GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
var PART = 5 * 1024 * 1024;
var QUEUE = 2;
function s3Client(s3) {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : void 0,
    // S3-compatible servers do not all speak the SDK's newer default checksums (F1).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5e3 }
  });
}
var described = (e) => e instanceof Error ? `${e.name}: ${e.message}` : String(e);
function unavailable(action, key, e) {
  console.error(`S3 ${action} of ${key} failed: ${described(e)}`);
  return storageUnavailable();
}
function s3Store(s3, client = s3Client(s3)) {
  const Bucket = s3.bucket;
  const deleteObject = async (Key, ifLeft) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key })).catch((e) => console.error(`S3 delete of ${Key} failed (${ifLeft}): ${described(e)}`));
  };
  return {
    async save(body, max) {
      const Key = randomBytes(16).toString("hex");
      const limit = sizeLimit(max);
      const source = body ? Readable.fromWeb(body) : Readable.from([]);
      const byClient = clientFailedFirst(source);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: limit.stream, ContentType: "application/octet-stream" },
        partSize: PART,
        queueSize: QUEUE
      });
      const reading = pipeline(source, limit.stream).catch(() => {
      });
      try {
        await upload.done();
        await reading;
      } catch (e) {
        source.destroy();
        await deleteObject(Key, "an object is left only if the upload had completed");
        if (limit.exceeded()) throw tooLarge(max);
        if (byClient()) throw uploadInterrupted();
        throw unavailable("upload", Key, e);
      }
      return { storageName: Key, size: limit.size() };
    },
    async open(Key, range) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key, Range: range && `bytes=${range.start}-${range.end}` }));
        return answer.Body;
      } catch (e) {
        if (e.name === "NoSuchKey") throw e;
        throw unavailable("download", Key, e);
      }
    },
    remove: (Key) => deleteObject(Key, "its record is deleted, the object is left in the bucket")
  };
}
export {
  s3Client,
  s3Store
};
