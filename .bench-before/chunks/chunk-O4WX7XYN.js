import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// server/net/safe-fetch.ts
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP as isIP2 } from "node:net";

// server/net/address-class.ts
import { BlockList, isIP } from "node:net";
var V4 = [
  ["0.0.0.0", 8, "unspecified"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "shared"],
  // carrier-grade NAT
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  // and cloud metadata services (169.254.169.254)
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "reserved"],
  ["192.0.2.0", 24, "reserved"],
  ["192.88.99.0", 24, "reserved"],
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "reserved"],
  ["198.51.100.0", 24, "reserved"],
  ["203.0.113.0", 24, "reserved"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"]
  // and 255.255.255.255
];
var V6 = [
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["100::", 64, "reserved"],
  ["2001::", 32, "reserved"],
  // Teredo tunnels reach addresses we cannot check
  ["2001:db8::", 32, "reserved"],
  ["fc00::", 7, "unique-local"],
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "private"],
  ["ff00::", 8, "multicast"]
];
var lists = /* @__PURE__ */ new Map();
for (const [prefix, bits, cls] of [...V4, ...V6]) {
  const list = lists.get(cls) ?? new BlockList();
  list.addSubnet(prefix, bits, prefix.includes(":") ? "ipv6" : "ipv4");
  lists.set(cls, list);
}
function groups6(address) {
  let text = address.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const b = tail[1].split(".").map(Number);
    text = text.slice(0, -tail[1].length) + `${(b[0] << 8 | b[1]).toString(16)}:${(b[2] << 8 | b[3]).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const h = head ? head.split(":") : [];
  const r = rest ? rest.split(":") : [];
  const fill = text.includes("::") ? 8 - h.length - r.length : 0;
  const all = [...h, ...Array(fill).fill("0"), ...r].map((g) => parseInt(g, 16));
  return all.length === 8 && all.every((n) => n >= 0 && n <= 65535) ? all : null;
}
function embeddedV4(g) {
  const v4 = (hi, lo) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (n) => g.slice(0, n).every((x) => x === 0);
  if (zeros(5) && g[5] === 65535) return v4(g[6], g[7]);
  if (zeros(6) && (g[6] > 0 || g[7] > 1)) return v4(g[6], g[7]);
  if (g[0] === 100 && g[1] === 65435 && g.slice(2, 6).every((x) => x === 0)) return v4(g[6], g[7]);
  if (g[0] === 8194) return v4(g[1], g[2]);
  return null;
}
function classOf(address, family) {
  for (const [cls, list] of lists) if (list.check(address, family)) return cls;
  return "public";
}
function classifyAddress(raw) {
  const address = raw.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const version = isIP(address);
  if (version === 4) return classOf(address, "ipv4");
  if (version !== 6) return "invalid";
  const g = groups6(address);
  if (!g) return "invalid";
  const inner = embeddedV4(g);
  if (inner) return classOf(inner, "ipv4");
  return classOf(g.map((n) => n.toString(16)).join(":"), "ipv6");
}

// server/net/safe-fetch.ts
var SafeFetchError = class extends Error {
  constructor(reason, message) {
    super(message);
    this.reason = reason;
  }
  reason;
};
var defaultResolve = async (host) => (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);
async function checkedAddress(hostname, opts) {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const pinned = opts.pinnedHosts?.get(host);
  if (pinned) return pinned;
  let addresses;
  if (isIP2(host)) addresses = [host];
  else {
    try {
      addresses = await (opts.resolve ?? defaultResolve)(host);
    } catch {
      throw new SafeFetchError("unknown-host", `its host ${host} was not found`);
    }
  }
  if (!addresses.length) throw new SafeFetchError("unknown-host", `its host ${host} was not found`);
  if (addresses.some((a) => classifyAddress(a) !== "public")) throw new SafeFetchError("private", "its address is private");
  return addresses[0];
}
function getOnce(url, address, opts, signal) {
  const family = isIP2(address) === 6 ? 6 : 4;
  const lookup = (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const headers = { Accept: "image/png, image/jpeg", "User-Agent": "Linkdash/1" };
    const req = client.get(url, { lookup, signal, headers, agent: false, ...opts.ca && { ca: opts.ca } }, (res) => {
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status < 200 || status >= 300) {
        res.resume();
        resolve({ status, location, contentType: "", bytes: Buffer.alloc(0) });
        return;
      }
      const tooLarge = () => new SafeFetchError("too-large", `it is larger than ${Math.round(opts.maxBytes / 1e3)} kB`);
      if (Number(res.headers["content-length"] ?? 0) > opts.maxBytes) {
        res.destroy();
        reject(tooLarge());
        return;
      }
      const chunks = [];
      let size = 0;
      res.on("data", (chunk) => {
        size += chunk.length;
        if (size > opts.maxBytes) {
          res.destroy();
          reject(tooLarge());
          return;
        }
        chunks.push(chunk);
      });
      res.on("end", () => resolve({ status, location, contentType: String(res.headers["content-type"] ?? ""), bytes: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}
async function safeFetch(address, opts) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  const seconds = Math.round(opts.timeoutMs / 100) / 10;
  const timedOut = () => new SafeFetchError("timeout", `it did not answer within ${seconds} seconds`);
  const deadline = new Promise((_, reject) => controller.signal.addEventListener("abort", () => reject(timedOut())));
  deadline.catch(() => {
  });
  try {
    let url;
    try {
      url = new URL(address);
    } catch {
      throw new SafeFetchError("scheme", "its address is not a full http(s) URL");
    }
    for (let hop = 0; ; hop++) {
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new SafeFetchError("scheme", "its address is not http or https");
      if (url.username || url.password) throw new SafeFetchError("scheme", "its address must not hold a user name or password");
      const ip = await Promise.race([checkedAddress(url.hostname, opts), deadline]);
      const answer = await getOnce(url, ip, opts, controller.signal);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        if (hop >= (opts.maxRedirects ?? 3)) throw new SafeFetchError("redirects", "it redirects too many times");
        url = new URL(answer.location, url);
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) throw new SafeFetchError("status", `its server answered HTTP ${answer.status}`);
      return { bytes: answer.bytes, contentType: answer.contentType, url: url.href };
    }
  } catch (err) {
    if (err instanceof SafeFetchError) throw err;
    if (controller.signal.aborted) throw timedOut();
    throw new SafeFetchError("network", "its server could not be reached");
  } finally {
    clearTimeout(timer);
  }
}
function parsePinnedHosts(raw) {
  const map = /* @__PURE__ */ new Map();
  for (const part of (raw ?? "").split(",").map((p) => p.trim()).filter(Boolean)) {
    const [host, ip] = part.split("=").map((s) => s.trim());
    if (!host || !ip || !isIP2(ip)) throw new Error(`LOGO_FETCH_ALLOW_HOSTS entries must be host=ip (got "${part}").`);
    map.set(host.toLowerCase(), ip);
  }
  return map;
}

export {
  SafeFetchError,
  safeFetch,
  parsePinnedHosts
};
