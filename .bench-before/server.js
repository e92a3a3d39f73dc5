import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DEFAULT_MAX_UPLOAD_BYTES,
  DataDirBusyError,
  DatabaseUnreachableError,
  DiskFullError,
  log,
  openDatabase,
  removeUnfinishedUploads,
  secureDataDir
} from "./chunks/chunk-NSPCHDTW.js";
import "./chunks/chunk-MSIATDKU.js";
import {
  parsePinnedHosts
} from "./chunks/chunk-O4WX7XYN.js";
import "./chunks/chunk-EJ5LBYVV.js";
import "./chunks/chunk-KDB5FSY3.js";
import "./chunks/chunk-WDZ7BITK.js";
import "./chunks/chunk-HBS7GYN5.js";
import "./chunks/chunk-SOMG4ONI.js";
import "./chunks/chunk-HANBNIMK.js";

// server/index.ts
import cluster from "node:cluster";

// server/env.ts
import { availableParallelism } from "node:os";
import path from "node:path";
var LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
function logLevelFromEnv() {
  const raw = process.env.LOG_LEVEL || "info";
  if (!LOG_LEVELS.includes(raw)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${raw}").`);
  return raw;
}
function metricsTokenFromEnv() {
  const raw = process.env.METRICS_TOKEN || void 0;
  if (raw !== void 0 && !/^[\x21-\x7e]{16,200}$/.test(raw)) throw new Error("METRICS_TOKEN must be 16 to 200 printable characters without spaces.");
  return raw;
}
function intFromEnv(name, fallback, min) {
  const raw = process.env[name];
  if (raw === void 0 || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}").`);
  return n;
}
var listFromEnv = (name) => (process.env[name] ?? "").split(",").map((v) => v.trim()).filter(Boolean);
function onOffFromEnv(name) {
  const raw = process.env[name] || "on";
  if (raw !== "on" && raw !== "off") throw new Error(`${name} must be on or off (got "${raw}").`);
  return raw === "on";
}
function workersFromEnv() {
  const raw = process.env.WORKERS;
  return raw === "auto" ? availableParallelism() : intFromEnv("WORKERS", 1, 1);
}
function s3FromEnv() {
  const env = (name) => process.env[name] || void 0;
  const bucket = env("S3_BUCKET");
  if (!bucket) return void 0;
  const accessKeyId = env("S3_ACCESS_KEY_ID");
  const secretAccessKey = env("S3_SECRET_ACCESS_KEY");
  if (!accessKeyId !== !secretAccessKey) throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the default credential chain).");
  const pathStyle = env("S3_FORCE_PATH_STYLE");
  if (pathStyle !== void 0 && pathStyle !== "1" && pathStyle !== "0") throw new Error(`S3_FORCE_PATH_STYLE must be 1 or 0 (got "${pathStyle}").`);
  const endpoint = env("S3_ENDPOINT");
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http:// or https:// address (got "${endpoint}").`);
  return {
    bucket,
    region: env("S3_REGION") ?? env("AWS_REGION") ?? "us-east-1",
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === "1"
  };
}
function loadConfig(overrides = {}) {
  const port = overrides.port ?? intFromEnv("PORT", 8080, 0);
  const host = overrides.host ?? process.env.HOST ?? "127.0.0.1";
  const publicUrl = (overrides.publicUrl ?? process.env.PUBLIC_URL ?? `http://${host.includes(":") ? `[${host}]` : host}:${port}`).replace(/\/+$/, "");
  return {
    port,
    host,
    dataDir: path.resolve(overrides.dataDir ?? process.env.DATA_DIR ?? "./data"),
    databaseUrl: overrides.databaseUrl ?? (process.env.DATABASE_URL || void 0),
    publicUrl,
    rateLimitPerMinute: overrides.rateLimitPerMinute ?? intFromEnv("RATE_LIMIT_PER_MINUTE", 30, 1),
    maxUploadBytes: overrides.maxUploadBytes ?? intFromEnv("MAX_UPLOAD_BYTES", DEFAULT_MAX_UPLOAD_BYTES, 1),
    fileQuotaMb: overrides.fileQuotaMb ?? intFromEnv("FILE_QUOTA_MB", 1024, 0),
    minFreeDiskMb: overrides.minFreeDiskMb ?? intFromEnv("MIN_FREE_DISK_MB", 100, 0),
    trustProxy: overrides.trustProxy ?? process.env.TRUST_PROXY === "1",
    clickDetailDays: overrides.clickDetailDays ?? intFromEnv("CLICK_DETAIL_DAYS", 0, 0),
    s3: "s3" in overrides ? overrides.s3 : s3FromEnv(),
    distDir: path.resolve(overrides.distDir ?? process.env.DIST_DIR ?? "./dist"),
    embeddedFsync: overrides.embeddedFsync ?? process.env.EMBEDDED_FSYNC !== "off",
    workers: overrides.workers ?? workersFromEnv(),
    headersTimeoutMs: overrides.headersTimeoutMs ?? intFromEnv("HEADERS_TIMEOUT_MS", 2e4, 1),
    requestTimeoutMs: overrides.requestTimeoutMs ?? intFromEnv("REQUEST_TIMEOUT_MS", 3e5, 1),
    keepAliveTimeoutMs: overrides.keepAliveTimeoutMs ?? intFromEnv("KEEP_ALIVE_TIMEOUT_MS", 65e3, 1),
    minBodyBytesPerSec: overrides.minBodyBytesPerSec ?? intFromEnv("MIN_BODY_BYTES_PER_SEC", 1024, 0),
    bodyRateWindowMs: overrides.bodyRateWindowMs ?? intFromEnv("BODY_RATE_WINDOW_MS", 1e4, 100),
    maxConnectionsPerIp: overrides.maxConnectionsPerIp ?? intFromEnv("MAX_CONNECTIONS_PER_IP", 256, 0),
    reservedHosts: overrides.reservedHosts ?? listFromEnv("RESERVED_HOSTS").map((h) => h.toLowerCase().replace(/\.$/, "")),
    dnsServers: overrides.dnsServers ?? (listFromEnv("DNS_SERVERS").length ? listFromEnv("DNS_SERVERS") : void 0),
    domainVerification: overrides.domainVerification ?? onOffFromEnv("DOMAIN_VERIFICATION"),
    logoFetchHosts: overrides.logoFetchHosts ?? parsePinnedHosts(process.env.LOGO_FETCH_ALLOW_HOSTS),
    logLevel: overrides.logLevel ?? logLevelFromEnv(),
    metricsPort: "metricsPort" in overrides ? overrides.metricsPort : process.env.METRICS_PORT ? intFromEnv("METRICS_PORT", 0, 1) : void 0,
    metricsToken: "metricsToken" in overrides ? overrides.metricsToken : metricsTokenFromEnv(),
    shutdownGraceMs: overrides.shutdownGraceMs ?? intFromEnv("SHUTDOWN_GRACE_MS", 0, 0)
  };
}

// server/http/parser-error-answer.ts
var ANSWERS = {
  HPE_HEADER_OVERFLOW: ["431 Request Header Fields Too Large", "The request headers are too large."],
  // Headers or body trickled in slower than HEADERS_TIMEOUT_MS / REQUEST_TIMEOUT_MS allow (issue 20).
  ERR_HTTP_REQUEST_TIMEOUT: ["408 Request Timeout", "The request took too long to arrive."]
};
function answerParserError(err, socket) {
  if (!socket.writable) return socket.destroy();
  const answering = socket._httpMessage?.headersSent;
  if (answering) return closeSoon(socket, "");
  const [status, message] = ANSWERS[err.code ?? ""] ?? ["400 Bad Request", "The request is malformed and could not be read."];
  const body = JSON.stringify({ error: 1, message });
  closeSoon(
    socket,
    `HTTP/1.1 ${status}\r
Content-Type: application/json; charset=utf-8\r
Content-Length: ${Buffer.byteLength(body)}\r
Connection: close\r
\r
${body}`
  );
}
function closeSoon(socket, last) {
  socket.end(last);
  setTimeout(() => socket.destroy(), 1e3).unref();
}

// server/ops/http-timeouts.ts
function slowClientOptions(t) {
  if (t.headersTimeoutMs > t.requestTimeoutMs) {
    throw new Error(`HEADERS_TIMEOUT_MS (${t.headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${t.requestTimeoutMs}).`);
  }
  return {
    headersTimeout: t.headersTimeoutMs,
    requestTimeout: t.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1e3, Math.max(25, Math.floor(t.headersTimeoutMs / 4)))
  };
}
function applyKeepAlive(server, t) {
  server.keepAliveTimeout = t.keepAliveTimeoutMs;
}

// server/ops/client-limits.ts
var tooSlow = (socket) => answerParserError(Object.assign(new Error("too slow"), { code: "ERR_HTTP_REQUEST_TIMEOUT" }), socket);
function limitClients(server, limits) {
  const cap = limits.maxConnectionsPerIp;
  if (cap > 0 && !limits.trustProxy) {
    const open = /* @__PURE__ */ new Map();
    server.on("connection", (socket) => {
      const address = socket.remoteAddress ?? "unknown";
      const n = (open.get(address) ?? 0) + 1;
      if (n > cap) return socket.destroy();
      open.set(address, n);
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }
  const watched = /* @__PURE__ */ new Set();
  const tickMs = Math.max(50, Math.floor(limits.bodyRateWindowMs / 10));
  const floor = limits.minBodyBytesPerSec * limits.bodyRateWindowMs / 1e3;
  const timer = setInterval(() => {
    const now = performance.now();
    for (const w of watched) {
      if (w.req.complete || w.socket.destroyed) {
        watched.delete(w);
        continue;
      }
      w.samples.push({ at: now, bytes: w.socket.bytesRead });
      while (w.samples.length > 1 && now - w.samples[1].at >= limits.bodyRateWindowMs) w.samples.shift();
      const first = w.samples[0];
      if (now - first.at >= limits.bodyRateWindowMs && w.socket.bytesRead - first.bytes < floor) {
        watched.delete(w);
        tooSlow(w.socket);
      }
    }
  }, tickMs);
  timer.unref();
  server.once("close", () => clearInterval(timer));
  const inFlight = /* @__PURE__ */ new Map();
  const [app] = server.listeners("request");
  server.removeAllListeners("request");
  server.on("request", (req, res) => {
    if (limits.minBodyBytesPerSec > 0 && hasBody(req)) {
      watched.add({ req, socket: req.socket, samples: [{ at: performance.now(), bytes: req.socket.bytesRead }] });
    }
    if (cap > 0 && limits.trustProxy) {
      const address = forwardedAddress(req);
      const n = (inFlight.get(address) ?? 0) + 1;
      if (n > cap) return refuse(res);
      inFlight.set(address, n);
      res.once("close", () => {
        const left = (inFlight.get(address) ?? 1) - 1;
        if (left > 0) inFlight.set(address, left);
        else inFlight.delete(address);
      });
    }
    app(req, res);
  });
}
var hasBody = (req) => Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== void 0;
function forwardedAddress(req) {
  const header = req.headers["x-forwarded-for"];
  const first = (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim();
  return first || req.socket.remoteAddress || "unknown";
}
function refuse(res) {
  const body = JSON.stringify({ error: 1, message: "Too many requests at once from your address. Try again in a second." });
  res.writeHead(429, { "Content-Type": "application/json; charset=utf-8", "Retry-After": "1", Connection: "close" });
  res.end(body);
}

// server/ops/graceful-stop.ts
var DRAIN_LIMIT_MS = 3e3;
var REQUESTS_LIMIT_MS = 1e4;
function stopGracefully(opts) {
  let stopping = false;
  let closing = false;
  let drained = false;
  let grace;
  const open = /* @__PURE__ */ new Set();
  opts.server.on("request", (_req, res) => {
    if (closing) res.shouldKeepAlive = false;
    open.add(res);
    res.once("close", () => open.delete(res));
  });
  const drain = () => {
    if (drained) return;
    drained = true;
    void opts.drain().catch(opts.onError).finally(() => process.exit(0));
    setTimeout(() => process.exit(0), DRAIN_LIMIT_MS).unref();
  };
  const close = () => {
    if (closing) return;
    closing = true;
    clearTimeout(grace);
    for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
    opts.server.close(drain);
    setInterval(() => opts.server.closeIdleConnections(), 50).unref();
    setTimeout(() => (opts.server.closeAllConnections(), drain()), REQUESTS_LIMIT_MS).unref();
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      if (stopping) return close();
      stopping = true;
      opts.notReady();
      if (opts.graceMs > 0) grace = setTimeout(close, opts.graceMs);
      else close();
    });
  }
}

// server/index.ts
var started = performance.now();
var config = loadConfig();
var logger = log(config.logLevel);
if (config.workers > 1 && !config.databaseUrl) {
  console.error(
    `WORKERS=${config.workers} needs PostgreSQL: the embedded database can be opened by one process only. Set DATABASE_URL, or leave WORKERS at 1.`
  );
  process.exit(1);
}
if (!cluster.isWorker) {
  const tightened = secureDataDir(config.dataDir);
  if (tightened) logger.warn(`DATA_DIR ${config.dataDir} was open to other users: ${tightened} entries tightened to 0700/0600.`);
}
var primaryOfMany = config.workers > 1 && cluster.isPrimary;
var opening = openDatabase({ ...config, migrate: !cluster.isWorker });
opening.catch(() => {
});
var [{ serve }, { createApp }, { seedIfEmpty }, { demoUser }] = await Promise.all([
  import("./chunks/dist-XB4EKLGN.js"),
  import("./chunks/app-UXW5A347.js"),
  import("./chunks/seed-BG7UR4K4.js"),
  import("./chunks/demo-user-SYBP5233.js")
]);
var database;
try {
  database = await opening;
} catch (e) {
  console.error(e instanceof DataDirBusyError || e instanceof DatabaseUnreachableError || e instanceof DiskFullError ? e.message : e);
  process.exit(1);
}
var demo = cluster.isWorker ? null : await demoUser(database.db, config.dataDir, await seedIfEmpty(database.db, config.publicUrl));
function printReady(address, port, workers = "") {
  const host = address.includes(":") ? `[${address}]` : address;
  const db = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PostgreSQL in ${config.dataDir}`;
  logger.info(`Linkdash is ready in ${Math.round(performance.now() - started)} ms on ${db}${workers}.`);
  logger.info(`Dashboard: http://${host}:${port}/app/`);
  logger.flush();
  if (demo) console.log(`Demo user ${demo.email}, API key: ${demo.apiKey}`);
}
async function metricsListener() {
  if (config.metricsPort === void 0 || cluster.isWorker) return;
  const { serveMetrics } = await import("./chunks/metrics-listener-3QBSI7K2.js");
  serveMetrics(config, { cluster: primaryOfMany }).on("error", (e) => {
    logger.fatal(`METRICS_PORT ${config.metricsPort} cannot be opened: ${e.message}`);
    logger.flush();
    process.exit(1);
  });
}
if (primaryOfMany) {
  await database.close();
  await removeUnfinishedUploads(config.dataDir);
  const { runWorkers } = await import("./chunks/cluster-4M5GU3H6.js");
  await metricsListener();
  runWorkers(
    config.workers,
    (address, pids) => printReady(address.address ?? config.host, address.port, `, ${pids.length} worker processes (pids ${pids.join(", ")})`),
    config.shutdownGraceMs
  );
} else {
  const app = createApp(config, database.db);
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: { ...slowClientOptions(config), ...app.serverOptions } },
    (info) => cluster.isWorker || printReady(info.address, info.port)
  );
  applyKeepAlive(server, config);
  limitClients(server, config);
  server.on("clientError", answerParserError);
  stopGracefully({
    server,
    graceMs: config.shutdownGraceMs,
    notReady: () => app.readiness.stop(),
    drain: () => app.drain().catch((e) => logger.error(e, "Some clicks could not be saved.")).then(() => database.close()),
    onError: (e) => logger.error(e, "The database did not close cleanly.")
  });
  await metricsListener();
  if (!cluster.isWorker) await removeUnfinishedUploads(config.dataDir);
}
