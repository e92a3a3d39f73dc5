import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  clickStats,
  clickStatsTolerant,
  listEnvelope,
  listEnvelopeTolerant,
  okInt,
  okTolerant
} from "./chunk-EJ5LBYVV.js";
import {
  ApiFailure,
  isUniqueViolation,
  notFound
} from "./chunk-KDB5FSY3.js";
import {
  domains
} from "./chunk-WDZ7BITK.js";
import {
  email,
  external_exports,
  hexColor6,
  httpUrl,
  httpUrlOrEmpty,
  id,
  isHttpUrl,
  optionalField,
  optionalText,
  parseId,
  rgbColor,
  text,
  timestamp,
  withDefault
} from "./chunk-HBS7GYN5.js";
import {
  asc
} from "./chunk-VT5T6BHU.js";
import {
  and,
  eq
} from "./chunk-DUNORPAU.js";
import {
  sql
} from "./chunk-SOMG4ONI.js";

// node_modules/drizzle-orm/sql/functions/aggregate.js
function count(expression) {
  return sql`count(${expression || sql.raw("*")})`.mapWith(Number);
}

// contract/overlays.ts
var OVERLAY_TYPES = ["contact", "poll", "message", "newsletter", "image", "coupon"];
var overlay = external_exports.object({ id, type: external_exports.enum(OVERLAY_TYPES), name: external_exports.string(), date: timestamp });
var overlayTolerant = external_exports.looseObject({
  id: external_exports.coerce.number().int(),
  type: external_exports.string().catch("unknown"),
  name: external_exports.string().catch(""),
  date: external_exports.string().catch("")
});
var overlayList = listEnvelope("cta", overlay);
var overlayListTolerant = listEnvelopeTolerant(["cta", "overlay"], overlayTolerant);
var EDITABLE_OVERLAY_TYPES = ["message", "contact", "newsletter", "coupon", "image"];
var OVERLAY_TYPE_RULE = `type must be one of ${EDITABLE_OVERLAY_TYPES.join(", ")} (poll overlays are read-only).`;
var OVERLAY_DELETED = "Overlay has been deleted successfully.";
var OVERLAY_UPDATED = "Overlay has been updated successfully.";
var POLL_READ_ONLY = "Poll overlays are read-only: they can be listed and deleted, not edited.";
var OVERLAY_TYPE_FIXED = "type cannot be changed: create a new overlay instead.";
var f = {
  text: (max) => optionalText("text", max),
  title: text("title", 1, 100),
  buttonlabel: optionalText("buttonlabel", 40),
  buttonurl: httpUrlOrEmpty("buttonurl"),
  bgcolor: hexColor6("bgcolor"),
  textcolor: hexColor6("textcolor"),
  buttoncolor: hexColor6("buttoncolor"),
  code: text("code", 1, 50),
  image: httpUrl("image"),
  link: httpUrl("link"),
  alt: text("text", 1, 200)
};
var DESIGNS = {
  message: {
    text: [text("text", 1, 500), void 0],
    buttonlabel: [f.buttonlabel, ""],
    buttonurl: [f.buttonurl, ""],
    bgcolor: [f.bgcolor, "#1e3a8a"],
    textcolor: [f.textcolor, "#ffffff"],
    buttoncolor: [f.buttoncolor, "#facc15"]
  },
  contact: { title: [f.title, void 0], text: [f.text(500), ""], buttonlabel: [f.buttonlabel, "Send"] },
  newsletter: { title: [f.title, void 0], text: [f.text(500), ""], buttonlabel: [f.buttonlabel, "Subscribe"] },
  coupon: { title: [f.title, void 0], text: [f.text(500), ""], code: [f.code, void 0] },
  image: { image: [f.image, void 0], link: [f.link, void 0], text: [f.alt, void 0] }
};
var OVERLAY_FIELDS = Object.fromEntries(EDITABLE_OVERLAY_TYPES.map((t) => [t, Object.keys(DESIGNS[t])]));
var entries = (type) => Object.entries(DESIGNS[type]);
var createOf = (type) => external_exports.object({
  type: external_exports.literal(type),
  name: text("name", 1, 100),
  ...Object.fromEntries(entries(type).map(([k, [schema, fallback]]) => [k, fallback === void 0 ? schema : withDefault(schema, fallback)]))
});
var overlayCreate = external_exports.discriminatedUnion(
  "type",
  EDITABLE_OVERLAY_TYPES.map(createOf),
  { error: (iss) => iss.code === "invalid_union" ? OVERLAY_TYPE_RULE : void 0 }
);
var overlayUpdate = (type) => external_exports.object({
  type: optionalField(external_exports.literal(type, { error: OVERLAY_TYPE_FIXED })),
  name: optionalField(text("name", 1, 100)),
  ...Object.fromEntries(entries(type).map(([k, [schema]]) => [k, optionalField(schema)]))
});
function overlayDesign(type, stored) {
  if (!EDITABLE_OVERLAY_TYPES.includes(type)) return null;
  const t = type;
  const raw = typeof stored === "object" && stored !== null ? stored : {};
  const out = { type: t };
  for (const [k, [schema, fallback]] of entries(t)) {
    const parsed = schema.safeParse(raw[k]);
    out[k] = parsed.success ? parsed.data : fallback ?? "";
  }
  return out;
}
var overlayDetails = external_exports.looseObject({ id, type: external_exports.enum(OVERLAY_TYPES), name: external_exports.string(), date: timestamp });
var overlayResponse = external_exports.object({ error: okInt, details: overlayDetails });
var overlayResponseTolerant = external_exports.looseObject({
  error: okTolerant,
  details: external_exports.looseObject({ id: external_exports.coerce.number().int(), type: external_exports.string().catch("unknown"), name: external_exports.string().catch(""), date: external_exports.string().catch("") })
});
var OVERLAY_POST_MAX_BYTES = 8 * 1024;
var OVERLAY_POST_THANKS = "Thank you: your message has been sent.";
var OVERLAY_SIGNUP_THANKS = "Thank you: you are signed up.";
var contactPost = external_exports.object({
  name: text("name", 1, 100),
  email: email("email"),
  message: text("message", 1, 2e3)
});
var newsletterPost = external_exports.object({ email: email("email") });
var overlayMessage = external_exports.object({
  id,
  name: external_exports.string(),
  email: external_exports.string(),
  message: external_exports.string(),
  date: timestamp
});
var overlayMessageList = listEnvelope("messages", overlayMessage);
var overlayMessageListTolerant = listEnvelopeTolerant(
  ["messages"],
  external_exports.looseObject({ id: external_exports.coerce.number().int(), name: external_exports.string().catch(""), email: external_exports.string().catch(""), message: external_exports.string().catch(""), date: external_exports.string().catch("") })
);

// contract/qr.ts
var QR_TYPES = ["text", "link", "email", "phone", "sms", "wifi", "vcard"];
var qrType = external_exports.enum(QR_TYPES, { error: `type must be one of ${QR_TYPES.join(", ")}.` });
var DYNAMIC_QR_TYPES = ["link", "email", "phone", "vcard"];
var isDynamicType = (type) => DYNAMIC_QR_TYPES.includes(type);
var opt = (field, max) => optionalField(external_exports.string({ error: `${field} must be a string.` }).trim().max(max, `${field} must be at most ${max} characters.`));
var normalisePhone = (v) => v.trim().replace(/[\s().-]/g, "").replace(/^00/, "+");
var phoneNumber = (field) => external_exports.string({ error: (iss) => iss.input == null ? `${field} is required.` : `${field} must be a string.` }).overwrite(normalisePhone).refine((v) => v !== "", { message: `${field} is required.`, abort: true }).refine((v) => v.startsWith("+"), {
  message: `${field} must start with "+" and the country code (1 for the US and Canada, 44 for the UK, 49 for Germany), like +1 415 555 0100.`,
  abort: true
}).refine((v) => /^\+\d*$/.test(v), {
  message: `${field} must hold only digits after the "+"; spaces, dashes, dots and brackets are fine.`,
  abort: true
}).refine((v) => /^\+\d{6,15}$/.test(v), `${field} must have 6 to 15 digits with the country code, like +1 415 555 0100.`);
var objectMsg = (field) => ({
  error: (iss) => iss.input == null ? `${field} is required.` : `${field} must be an object.`
});
var qrTextData = text("data", 1, 2e3);
var qrLinkData = external_exports.string({ error: (iss) => iss.input == null ? "data is required." : "data must be a string." }).trim().max(2e3, "data must be at most 2000 characters.").refine(isHttpUrl, "data must be a full URL starting with http:// or https://.");
var qrEmailData = external_exports.union(
  [
    email("data"),
    external_exports.object(
      { email: email("data.email"), subject: opt("data.subject", 200), body: opt("data.body", 1e3) },
      objectMsg("data")
    )
  ],
  { error: "data must be an email address or {email, subject?, body?}." }
);
var qrPhoneData = phoneNumber("data");
var qrSmsData = external_exports.object({ phone: phoneNumber("data.phone"), message: opt("data.message", 500) }, objectMsg("data"));
var WIFI_ENCRYPTIONS = ["WPA", "WEP", "nopass"];
var qrWifiData = external_exports.object(
  {
    ssid: text("data.ssid", 1, 32),
    pass: opt("data.pass", 63),
    encryption: external_exports.enum(WIFI_ENCRYPTIONS, { error: "data.encryption must be WPA, WEP or nopass." })
  },
  objectMsg("data")
);
var qrVcardData = external_exports.object(
  {
    fname: opt("data.fname", 100),
    lname: opt("data.lname", 100),
    org: opt("data.org", 100),
    phone: opt("data.phone", 30),
    cell: opt("data.cell", 30),
    email: optionalField(external_exports.union([external_exports.literal(""), email("data.email")], { error: "data.email must be a string." })),
    site: optionalField(
      external_exports.string({ error: "data.site must be a string." }).trim().refine((v) => v === "" || isHttpUrl(v), "data.site must be a full URL starting with http:// or https://.")
    ),
    street: opt("data.street", 200),
    city: opt("data.city", 100),
    state: opt("data.state", 100),
    zip: opt("data.zip", 20),
    country: opt("data.country", 100)
  },
  objectMsg("data")
).refine((v) => Boolean(v.fname || v.lname), { message: "data.fname or data.lname is required.", path: ["fname"] });
var qrDataSchemas = {
  text: qrTextData,
  link: qrLinkData,
  email: qrEmailData,
  phone: qrPhoneData,
  sms: qrSmsData,
  wifi: qrWifiData,
  vcard: qrVcardData
};
var qrLogo = external_exports.string({ error: "logo must be a string." }).trim().max(2e3, "logo must be at most 2000 characters.").refine(
  (v) => v === "" || (isHttpUrl(v) || /^\/?[\w./-]+$/.test(v)) && /\.(png|jpe?g)(\?.*)?$/i.test(v) && !v.includes(".."),
  "logo must be an http(s) URL or a path ending in .png, .jpg or .jpeg."
);
var QR_LOGO_UPLOAD = /^qr-logo\/([\w-]{6,64})\.png$/;
var isLogoUpload = (v) => QR_LOGO_UPLOAD.test(v.trim());
var qrLogoUploaded = external_exports.object({ error: okTolerant, logo: external_exports.string().regex(QR_LOGO_UPLOAD, "logo: the answer is not an uploaded logo.") });
var appearance = {
  background: optionalField(rgbColor("background")),
  foreground: optionalField(rgbColor("foreground")),
  logo: optionalField(qrLogo),
  name: optionalField(text("name", 1, 100))
};
var qrCreate = external_exports.discriminatedUnion(
  "type",
  QR_TYPES.map((t) => external_exports.object({ type: external_exports.literal(t), data: qrDataSchemas[t], ...appearance })),
  { error: `type must be one of ${QR_TYPES.join(", ")}.` }
);
var qrUpdate = external_exports.object({ data: optionalField(external_exports.unknown()), ...appearance });
var DEFAULT_QR_NAME = "Untitled QR";
var DEFAULT_BACKGROUND = "rgb(255,255,255)";
var DEFAULT_FOREGROUND = "rgb(0,0,0)";
var qr = external_exports.object({ id, link: external_exports.string(), scans: external_exports.number().int().min(0), name: external_exports.string(), date: timestamp });
var qrDetails = qr.extend({
  type: qrType,
  content: external_exports.unknown(),
  background: external_exports.string(),
  foreground: external_exports.string(),
  logo: external_exports.string(),
  /** D28c: what a dynamic code encodes and counts (a static code has none). */
  trackingurl: external_exports.string().optional()
});
var qrTolerant = external_exports.looseObject({
  id: external_exports.coerce.number().int(),
  link: external_exports.string().catch(""),
  scans: external_exports.coerce.number().int().catch(0),
  name: external_exports.string().catch(""),
  date: external_exports.string().optional(),
  data: external_exports.unknown().optional(),
  type: external_exports.string().optional(),
  content: external_exports.unknown().optional(),
  background: external_exports.string().optional(),
  foreground: external_exports.string().optional(),
  logo: external_exports.string().optional(),
  trackingurl: external_exports.string().optional()
}).transform(({ data, ...q }) => ({ ...q, date: q.date ?? (typeof data === "string" ? data : "") }));
var qrList = listEnvelope("qrs", qr);
var qrListTolerant = listEnvelopeTolerant(["qrs"], qrTolerant);
var qrResponse = external_exports.object({ error: okInt, details: qrDetails, data: clickStats });
var qrResponseTolerant = external_exports.looseObject({ error: okTolerant, details: qrTolerant, data: clickStatsTolerant });
var qrCreated = external_exports.object({ error: okInt, id, link: external_exports.string() });
var qrCreatedTolerant = external_exports.looseObject({ error: okTolerant, id: external_exports.coerce.number().int(), link: external_exports.string().optional() });
var QR_UPDATED = "QR has been updated successfully.";
var QR_DELETED = "QR Code has been deleted successfully.";

// server/db/random-alias.ts
import { randomBytes } from "node:crypto";
var ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function randomAlias(length = 7) {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

// server/auth/passwords.ts
import { randomBytes as randomBytes2, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
var scryptAsync = promisify(scrypt);
async function hashPassword(password) {
  const salt = randomBytes2(16);
  const hash = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}
async function verifyPassword(password, stored) {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scryptAsync(password, Buffer.from(salt, "base64url"), expected.length);
  return timingSafeEqual(actual, expected);
}
async function verifyQueued(queue, password, stored, signal) {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await queue.run(password, salt, expected.length, signal);
  if (actual === "gone") return "gone";
  return actual !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

// contract/qr-payload.ts
var str = (v) => typeof v === "string" ? v.trim() : "";
var obj = (v) => v !== null && typeof v === "object" && !Array.isArray(v) ? v : {};
var wifiEsc = (v) => v.replace(/([\\;,:"])/g, "\\$1");
var vcardEsc = (v) => v.replace(/([\\;,])/g, "\\$1").replace(/\r?\n/g, "\\n");
function mailto(data) {
  const d = typeof data === "string" ? { email: data } : obj(data);
  const address = str(d.email);
  if (!address) return "";
  const params = new URLSearchParams();
  if (str(d.subject)) params.set("subject", str(d.subject));
  if (str(d.body)) params.set("body", str(d.body));
  const query = params.toString().replace(/\+/g, "%20");
  return `mailto:${address}${query ? `?${query}` : ""}`;
}
function wifi(data) {
  const d = obj(data);
  const ssid = str(d.ssid);
  if (!ssid) return "";
  const pass = str(d.pass);
  return `WIFI:T:${str(d.encryption) || "WPA"};S:${wifiEsc(ssid)};${pass ? `P:${wifiEsc(pass)};` : ""};`;
}
function vcardText(data) {
  const d = obj(data);
  const v = (key) => vcardEsc(str(d[key]));
  const name = [str(d.fname), str(d.lname)].filter(Boolean).join(" ");
  if (!name) return "";
  const address = ["street", "city", "state", "zip", "country"].some((k) => str(d[k]));
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${v("lname")};${v("fname")};;;`,
    `FN:${vcardEsc(name)}`,
    str(d.org) && `ORG:${v("org")}`,
    str(d.phone) && `TEL;TYPE=WORK,VOICE:${v("phone")}`,
    str(d.cell) && `TEL;TYPE=CELL:${v("cell")}`,
    str(d.email) && `EMAIL:${v("email")}`,
    str(d.site) && `URL:${v("site")}`,
    address && `ADR;TYPE=WORK:;;${v("street")};${v("city")};${v("state")};${v("zip")};${v("country")}`,
    "END:VCARD"
  ];
  return lines.filter(Boolean).join("\r\n") + "\r\n";
}
function qrPayload(type, data) {
  switch (type) {
    case "text":
    case "link":
      return str(data);
    case "email":
      return mailto(data);
    case "phone":
      return str(data) && `tel:${str(data)}`;
    case "sms": {
      const d = obj(data);
      return str(d.phone) && `SMSTO:${str(d.phone)}:${str(d.message)}`;
    }
    case "wifi":
      return wifi(data);
    case "vcard":
      return vcardText(data);
  }
}

// server/qr/qr-urls.ts
function qrUrls(publicUrl, q) {
  const png = `${publicUrl}/qr/${q.token}.png`;
  const scan = `${publicUrl}/s/${q.token}`;
  return { png, svg: `${publicUrl}/qr/${q.token}.svg`, vcf: `${publicUrl}/qr/${q.token}.vcf`, scan, target: isDynamicType(q.type) ? scan : png };
}

// server/qr/qr-target.ts
var qrTarget = (publicUrl, q) => q.type === "vcard" ? qrUrls(publicUrl, q).vcf : qrPayload(q.type, q.data);

// server/domains/verification.ts
import { randomBytes as randomBytes3 } from "node:crypto";
import { Resolver } from "node:dns/promises";
import { isIP } from "node:net";
var PASS_MS = 3 * 6e4;
var PER_PASS = 20;
var DNS_TIMEOUT_MS = 2e3;
var newDomainToken = () => `linkdash-${randomBytes3(16).toString("hex")}`;
var dnsName = (host) => host.replace(/:\d+$/, "");
function verificationRecords(row, publicUrl) {
  const target = new URL(publicUrl).hostname;
  const txt = { type: "TXT", name: `_linkdash.${dnsName(row.host)}`, value: row.token };
  return isIP(target.replace(/^\[|\]$/g, "")) ? [txt] : [txt, { type: "CNAME", name: dnsName(row.host), value: target }];
}
function resolverFor(config) {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
  if (config.dnsServers) resolver.setServers([...config.dnsServers]);
  return resolver;
}
var canonical = (name) => name.toLowerCase().replace(/\.$/, "");
async function dnsProves(row, config) {
  const resolver = resolverFor(config);
  const [txt, cname] = verificationRecords(row, config.publicUrl);
  const [texts, names] = await Promise.all([
    resolver.resolveTxt(txt.name).catch(() => []),
    cname ? resolver.resolveCname(cname.name).catch(() => []) : []
  ]);
  return texts.some((chunks) => chunks.join("") === txt.value) || names.some((n) => canonical(n) === canonical(cname.value));
}
async function verifyDomain(db, row, config) {
  if (row.status === "verified") return row;
  const proved = !config.domainVerification || await dnsProves(row, config);
  try {
    const [saved] = await db.update(domains).set({ checked: /* @__PURE__ */ new Date(), ...proved && { status: "verified" } }).where(and(eq(domains.id, row.id), eq(domains.status, "pending"))).returning();
    return saved ?? row;
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    await db.update(domains).set({ checked: /* @__PURE__ */ new Date() }).where(eq(domains.id, row.id));
    return row;
  }
}
function startDomainVerifier(db, config) {
  if (!config.domainVerification) return { stop: () => {
  } };
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const due = await db.select().from(domains).where(eq(domains.status, "pending")).orderBy(sql`${domains.checked} asc nulls first`, asc(domains.id)).limit(PER_PASS);
      for (const row of due) await verifyDomain(db, row, config);
    } catch (e) {
      console.error("domain verification pass failed:", e instanceof Error ? e.message : e);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), PASS_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

// contract/account.ts
var PLANS = ["free", "pro"];
var account = external_exports.object({
  id,
  email: external_exports.string(),
  username: external_exports.string(),
  avatar: external_exports.string(),
  status: external_exports.enum(PLANS),
  expires: timestamp.nullable(),
  registered: timestamp,
  // D20a, beyond SPEC: whether a password is set (the update then asks for it).
  password: external_exports.boolean()
});
var accountTolerant = external_exports.looseObject({
  id: external_exports.coerce.number().int(),
  email: external_exports.string(),
  username: external_exports.string().catch(""),
  avatar: external_exports.string().catch(""),
  status: external_exports.union([external_exports.string(), external_exports.number()]).transform(String).catch(""),
  expires: external_exports.string().nullable().optional().transform((v) => v || null),
  registered: external_exports.string().catch(""),
  // Unknown (undefined) on the live service.
  password: external_exports.boolean().optional().catch(void 0)
});
var accountResponse = external_exports.object({ error: okInt, data: account });
var accountResponseTolerant = external_exports.looseObject({ error: okTolerant, data: accountTolerant });
var PASSWORD_MIN = 8;
var PASSWORD_MAX = 128;
var accountUpdate = external_exports.object({
  email: optionalField(email("email")),
  password: optionalField(
    external_exports.string({ error: "password must be a string." }).min(PASSWORD_MIN, `password must be at least ${PASSWORD_MIN} characters.`).max(PASSWORD_MAX, `password must be at most ${PASSWORD_MAX} characters.`)
  ),
  // D20a: asked once a password is set, before the email or the password changes.
  currentPassword: optionalField(
    external_exports.string({ error: "currentPassword must be a string." }).max(PASSWORD_MAX, `currentPassword must be at most ${PASSWORD_MAX} characters.`)
  )
}).refine((b) => b.email !== void 0 || b.password !== void 0, {
  message: "email or password is required.",
  path: ["email"]
});
var ACCOUNT_UPDATED = "Account has been successfully updated.";
var CURRENT_PASSWORD_REQUIRED = "currentPassword is required to change the email or the password.";
var CURRENT_PASSWORD_WRONG = "currentPassword is not right.";
var API_KEY_CREATED = "A new API key has been created. The old one no longer works.";
var accountKeyCreated = external_exports.object({ error: okInt, apiKey: external_exports.string().min(32), message: external_exports.string() });
var accountKeyCreatedTolerant = external_exports.looseObject({ error: okTolerant, apiKey: external_exports.string().min(1), message: external_exports.string().optional() });
var username = text("username", 3, 40).regex(
  /^[a-zA-Z0-9_-]+$/,
  'username may contain only letters, digits, "_" and "-".'
);

// server/http/request.ts
function firstIssue(error) {
  const issue = error.issues[0];
  if (!issue) return "The request is invalid.";
  const msg = issue.message;
  const field = issue.path.join(".");
  if (!field || msg.toLowerCase().includes(String(issue.path[0]).toLowerCase())) return msg;
  return `${field}: ${msg}`;
}
function validate(schema, input) {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiFailure(400, firstIssue(result.error));
  return result.data;
}
async function jsonBody(c) {
  const text2 = await c.req.text();
  if (text2.trim() === "") return {};
  let body;
  try {
    body = JSON.parse(text2);
  } catch {
    throw new ApiFailure(400, "The request body must be valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiFailure(400, "The request body must be a JSON object.");
  }
  const nul = nulPath(body);
  if (nul !== null) throw new ApiFailure(400, nul ? `${nul} must not contain the NUL character.` : "Field names must not contain the NUL character.");
  return body;
}
function nulPath(root) {
  const stack = [[root, ""]];
  while (stack.length) {
    const [value, path] = stack.pop();
    if (typeof value === "string") {
      if (value.includes("\0")) return path.length > 100 ? `${path.slice(0, 100)}\u2026` : path;
    } else if (typeof value === "object" && value !== null) {
      for (const [k, v] of Object.entries(value)) {
        if (k.includes("\0")) return "";
        stack.push([v, Array.isArray(value) ? `${path}[${k}]` : path ? `${path}.${k}` : k]);
      }
    }
  }
  return null;
}
async function bodyOf(c, schema) {
  return withoutUndefined(validate(schema, await jsonBody(c)));
}
function withoutUndefined(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== void 0));
}
function queryOf(c) {
  const all = c.req.queries();
  const out = {};
  for (const [key, values] of Object.entries(all)) {
    if (values.length > 1) throw new ApiFailure(400, `${key} must be given only once.`);
    if (key.includes("\0") || values[0].includes("\0")) {
      throw new ApiFailure(400, key.includes("\0") ? "Query parameter names must not contain the NUL character." : `${key} must not contain the NUL character.`);
    }
    out[key] = values[0];
  }
  return out;
}
function idParam(c, name, what) {
  const id2 = parseId(c.req.param(name) ?? "");
  if (id2 === null) throw notFound(what);
  return id2;
}

export {
  count,
  PLANS,
  accountResponse,
  accountUpdate,
  ACCOUNT_UPDATED,
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  API_KEY_CREATED,
  accountKeyCreated,
  username,
  OVERLAY_TYPES,
  overlayList,
  EDITABLE_OVERLAY_TYPES,
  OVERLAY_DELETED,
  OVERLAY_UPDATED,
  POLL_READ_ONLY,
  overlayCreate,
  overlayUpdate,
  overlayDesign,
  overlayResponse,
  OVERLAY_POST_MAX_BYTES,
  OVERLAY_POST_THANKS,
  OVERLAY_SIGNUP_THANKS,
  contactPost,
  newsletterPost,
  overlayMessageList,
  isDynamicType,
  qrDataSchemas,
  QR_LOGO_UPLOAD,
  isLogoUpload,
  qrLogoUploaded,
  qrCreate,
  qrUpdate,
  DEFAULT_QR_NAME,
  DEFAULT_BACKGROUND,
  DEFAULT_FOREGROUND,
  qrList,
  qrResponse,
  qrCreated,
  QR_UPDATED,
  QR_DELETED,
  randomAlias,
  hashPassword,
  verifyPassword,
  verifyQueued,
  vcardText,
  qrPayload,
  qrUrls,
  qrTarget,
  validate,
  bodyOf,
  queryOf,
  idParam,
  newDomainToken,
  verificationRecords,
  verifyDomain,
  startDomainVerifier
};
