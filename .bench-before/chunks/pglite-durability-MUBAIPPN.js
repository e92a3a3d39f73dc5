import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  RELAXED_COMMIT
} from "./chunk-BAZ2ML74.js";
import "./chunk-HANBNIMK.js";

// server/db/pglite-durability.ts
import { closeSync, fsyncSync, openSync } from "node:fs";
import { open } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
var embeddedSyncs = { count: 0, relaxed: 0 };
var RELAXED_SYNC_MS = 200;
function durableStartParams() {
  const defaults = PGlite.defaultStartParams;
  if (!defaults?.includes("-F")) throw new Error(unsupported("its default start parameters"));
  return [...defaults.filter((p) => p !== "-F"), "-c", "wal_sync_method=fsync"];
}
function syncWritesToDisk(client) {
  const target = client;
  const fs = target.Module?.NODEFS;
  const ops = fs?.stream_ops;
  const realPath = fs?.realPath;
  const execute = target.execProtocolRawSync;
  if (!ops || !realPath || typeof ops.write !== "function" || typeof execute !== "function") {
    throw new Error(unsupported("its file system module"));
  }
  const walNodes = /* @__PURE__ */ new WeakMap();
  const inWal = (stream) => {
    let wal = walNodes.get(stream.node);
    if (wal === void 0) walNodes.set(stream.node, wal = /[/\\]pg_wal(?:[/\\]|$)/.test(realPath(stream.node)));
    return wal;
  };
  let relaxed = false;
  const skipped = /* @__PURE__ */ new Set();
  const syncing = /* @__PURE__ */ new Set();
  const syncSkippedNow = () => {
    for (const file of /* @__PURE__ */ new Set([...skipped, ...syncing])) guarded(() => syncPath(file));
    skipped.clear();
  };
  ops.fsync = (stream) => {
    if (relaxed && inWal(stream)) {
      skipped.add(realPath(stream.node));
      embeddedSyncs.relaxed++;
      return 0;
    }
    if (skipped.size || syncing.size) syncSkippedNow();
    embeddedSyncs.count++;
    guarded(() => fsyncSync(stream.nfd));
    return 0;
  };
  const write = ops.write.bind(ops);
  ops.write = (stream, ...rest) => {
    if ((skipped.size || syncing.size) && !inWal(stream)) syncSkippedNow();
    return write(stream, ...rest);
  };
  const marker = new TextEncoder().encode(RELAXED_COMMIT);
  const marked = (m) => m[0] === 81 && m.length > 5 + marker.length && marker.every((b, i) => m[5 + i] === b);
  target.execProtocolRawSync = (message) => {
    relaxed = marked(message);
    try {
      return execute.call(client, message);
    } finally {
      relaxed = false;
    }
  };
  const timer = setInterval(() => {
    if (!skipped.size) return;
    const files = [...skipped];
    skipped.clear();
    for (const f of files) syncing.add(f);
    void Promise.all(files.map((f) => syncLater(f).catch(() => {
    }))).finally(() => {
      for (const f of files) syncing.delete(f);
      embeddedSyncs.count += files.length;
    });
  }, RELAXED_SYNC_MS);
  timer.unref();
  const close = target.close.bind(client);
  target.close = async () => {
    clearInterval(timer);
    syncSkippedNow();
    await close();
  };
}
function syncPath(file) {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
async function syncLater(file) {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
function guarded(sync) {
  try {
    sync();
  } catch {
  }
}
var unsupported = (what) => `This PGlite version changed ${what}: the embedded database cannot be made durable. Set EMBEDDED_FSYNC=off to run without fsync, or use PostgreSQL (DATABASE_URL).`;
export {
  durableStartParams,
  embeddedSyncs,
  syncWritesToDisk
};
