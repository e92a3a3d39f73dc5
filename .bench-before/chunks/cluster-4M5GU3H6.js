import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import "./chunk-HANBNIMK.js";

// server/ops/cluster.ts
import cluster from "node:cluster";
var RESTART_DELAY_MS = 1e3;
var STOP_GRACE_MS = 5e3;
function runWorkers(count, onReady, graceMs = 0) {
  let stopping = false;
  let ready = false;
  let exitCode = 0;
  const listening = /* @__PURE__ */ new Set();
  const alive = () => Object.values(cluster.workers ?? {}).filter((w) => w !== void 0);
  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", (address) => {
      listening.add(worker.id);
      if (ready || listening.size < count) return;
      ready = true;
      onReady(address, alive().map((w) => w.process.pid));
    });
  };
  const stop = (code) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    const workers = alive();
    if (!workers.length) process.exit(exitCode);
    for (const w of workers) w.process.kill("SIGTERM");
    setTimeout(() => {
      for (const w of alive()) w.process.kill("SIGKILL");
      process.exit(exitCode);
    }, STOP_GRACE_MS + graceMs).unref();
  };
  cluster.on("exit", (worker, code, signal) => {
    listening.delete(worker.id);
    const how = signal ?? `exit code ${code}`;
    if (stopping) {
      if (!alive().length) process.exit(exitCode);
    } else if (!ready) {
      console.error(`A worker process could not start (${how}); stopping.`);
      stop(1);
    } else {
      console.error(`Worker process ${worker.process.pid} stopped (${how}); starting another.`);
      setTimeout(() => stopping || fork(), RESTART_DELAY_MS);
    }
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
  for (let i = 0; i < count; i++) fork();
}
export {
  runWorkers
};
