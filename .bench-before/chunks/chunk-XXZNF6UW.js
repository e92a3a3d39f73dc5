import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  SafeFetchError,
  safeFetch
} from "./chunk-O4WX7XYN.js";
import {
  ApiFailure
} from "./chunk-KDB5FSY3.js";
import {
  LogoImageError,
  MAX_LOGO_PIXELS,
  kindOf
} from "./chunk-WWT7QDHM.js";
import {
  isHttpUrl
} from "./chunk-HBS7GYN5.js";

// server/qr/render-pool.ts
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

// server/ops/worker-pool.ts
var ClientGone = class extends Error {
};
var WorkerPool = class {
  constructor(options) {
    this.options = options;
  }
  options;
  idle = [];
  busy = /* @__PURE__ */ new Map();
  queue = [];
  started = 0;
  nextId = 1;
  /** Tasks run, and dropped because their client had gone: for tests and figures. */
  counts = { ran: 0, dropped: 0 };
  get waiting() {
    return this.queue.length;
  }
  get depth() {
    return this.queue.length + this.busy.size;
  }
  get full() {
    return this.queue.length >= this.options.maxWaiting;
  }
  /** Runs `input` in a thread; the caller checks `full` first. Rejects with ClientGone once `signal` aborts before its turn. */
  run(input, signal) {
    if (signal?.aborted) return Promise.reject(new ClientGone());
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, signal, resolve, reject });
      this.pump();
    });
  }
  async close() {
    const all = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(all.map((w) => w.terminate()));
  }
  pump() {
    while (this.queue.length) {
      const worker = this.idle.pop() ?? (this.started < this.options.threads ? this.spawn() : void 0);
      if (!worker) return;
      const task = this.queue.shift();
      if (task.signal?.aborted) {
        this.idle.push(worker);
        this.counts.dropped++;
        task.reject(new ClientGone());
        continue;
      }
      this.busy.set(worker, task);
      this.counts.ran++;
      worker.ref();
      worker.postMessage({ id: task.id, input: task.input });
    }
    for (const w of this.idle) w.unref();
  }
  spawn() {
    const worker = this.options.start();
    this.started++;
    worker.on("message", (answer) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      this.idle.push(worker);
      if (task) {
        try {
          task.resolve(this.options.settle(answer));
        } catch (err) {
          task.reject(err instanceof Error ? err : new Error(String(err)));
        }
      }
      this.pump();
    });
    let gone = false;
    const lost = (err) => {
      if (gone) return;
      gone = true;
      this.started--;
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      task?.reject(err);
      this.pump();
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`worker thread exited (${code})`)));
    return worker;
  }
};

// server/qr/render-pool.ts
var PoolBusy = class extends Error {
};
function workerScript() {
  if (import.meta.url.endsWith(".ts")) {
    const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
    const entry = JSON.stringify(new URL("./qr-worker.ts", import.meta.url).href);
    return { script: `import(${tsx}).then(({ register }) => { register(); return import(${entry}) })`, eval: true };
  }
  const found = ["./qr-worker.js", "../qr-worker.js"].map((p) => new URL(p, import.meta.url)).find((u) => existsSync(fileURLToPath(u)));
  if (!found) throw new Error("qr-worker.js is missing beside the server bundle");
  return { script: found, eval: false };
}
var RenderPool = class {
  pool;
  constructor(threads = Math.max(1, Math.min(2, availableParallelism() - 1)), maxQueued = 32) {
    this.pool = new WorkerPool({
      threads,
      maxWaiting: maxQueued,
      start: () => {
        const { script, eval: isEval } = workerScript();
        return new Worker(script, { eval: isEval });
      },
      settle: (answer) => {
        if (answer.error) throw answer.error.logo ? new LogoImageError(answer.error.message) : new Error(answer.error.message);
        return answer.result;
      }
    });
  }
  get waiting() {
    return this.pool.waiting;
  }
  run(job) {
    if (this.pool.full) return Promise.reject(new PoolBusy("QR render queue full"));
    return this.pool.run(job);
  }
};
var shared;
var renderPool = () => shared ??= new RenderPool();

// server/qr/qr-logo.ts
var LOGO_MAX_BYTES = 5e5;
var LOGO_TIMEOUT_MS = 5e3;
var BUSY_RETRY_AFTER = 2;
var BUSY_MESSAGE = "logo could not be processed now: the server is busy drawing images. Try again in a few seconds.";
var refused = (reason) => new ApiFailure(400, `logo could not be downloaded: ${reason}.`);
var IMAGE_REASONS = {
  "not-an-image": "it is not a PNG or JPEG image",
  "too-many-pixels": `it has more than ${MAX_LOGO_PIXELS / 1e6} million pixels`,
  unreadable: "it is a damaged PNG or JPEG image"
};
async function fetchLogo(address, pinnedHosts) {
  if (!isHttpUrl(address)) throw refused("give its full address, starting with http:// or https://");
  let bytes;
  try {
    bytes = (await safeFetch(address, { maxBytes: LOGO_MAX_BYTES, timeoutMs: LOGO_TIMEOUT_MS, maxRedirects: 3, pinnedHosts })).bytes;
  } catch (err) {
    if (err instanceof SafeFetchError) throw refused(err.message);
    throw err;
  }
  return normaliseLogo(bytes, refused);
}
async function normaliseLogo(bytes, refuse) {
  if (!kindOf(bytes)) throw refuse(IMAGE_REASONS["not-an-image"]);
  try {
    return Buffer.from(await renderPool().run({ op: "logo", bytes: new Uint8Array(bytes) }));
  } catch (err) {
    if (err instanceof LogoImageError) throw refuse(IMAGE_REASONS[err.message] ?? IMAGE_REASONS.unreadable);
    if (err instanceof PoolBusy) throw new ApiFailure(503, BUSY_MESSAGE, { "Retry-After": String(BUSY_RETRY_AFTER) });
    throw err;
  }
}

export {
  ClientGone,
  WorkerPool,
  PoolBusy,
  renderPool,
  LOGO_MAX_BYTES,
  LOGO_TIMEOUT_MS,
  BUSY_RETRY_AFTER,
  fetchLogo,
  normaliseLogo
};
