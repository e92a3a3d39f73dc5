import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ApiFailure
} from "./chunk-KDB5FSY3.js";

// server/files/file-store.ts
import { Transform } from "node:stream";
var MiB = 1024 * 1024;
var tooLarge = (max) => new ApiFailure(
  413,
  // A limit under 1 MiB in MiB would read "0 MiB".
  `The file is too large: the limit is ${max >= MiB ? `${+(max / MiB).toFixed(1)} MiB (${max} bytes)` : `${max} bytes`}.`
);
var uploadInterrupted = () => new ApiFailure(400, "The upload was interrupted before the whole file arrived.");
var noRoom = () => new ApiFailure(507, "The server has no room left to store this file. Nothing was stored; please try again later.");
var storageUnavailable = () => new ApiFailure(503, "File storage is not available right now. Nothing was stored; please try again in a minute.", { "Retry-After": "60" });
function sizeLimit(max) {
  let size = 0;
  let exceeded = false;
  const stream = new Transform({
    transform(chunk, _enc, done) {
      size += chunk.length;
      exceeded = size > max;
      done(exceeded ? tooLarge(max) : null, chunk);
    }
  });
  return { stream, size: () => size, exceeded: () => exceeded };
}
function clientFailedFirst(client, store) {
  let first;
  client.once("error", () => first ??= "client");
  store?.once("error", () => first ??= "store");
  return () => first === "client";
}

export {
  tooLarge,
  uploadInterrupted,
  noRoom,
  storageUnavailable,
  sizeLimit,
  clientFailedFirst
};
