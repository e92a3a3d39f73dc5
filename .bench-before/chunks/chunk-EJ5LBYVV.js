import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DAY,
  LIMIT_DEFAULT,
  LIMIT_MAX,
  PAGE_MAX,
  external_exports,
  isCalendarDay,
  isSuccessFlag,
  queryInt,
  queryLimit
} from "./chunk-HBS7GYN5.js";

// contract/link-expiry.ts
var DAY_PART = /^(\d{4}-\d{2}-\d{2})$/;
var MOMENT = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(?:\.(\d{1,6}))?$/;
var WIRE_MOMENT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
var END_OF_DAY = "23:59:59.999";
var isExpiryText = (value) => (DAY_PART.test(value) || WIRE_MOMENT.test(value)) && expiryEnd(value) !== null;
function expiryEnd(value) {
  if (DAY_PART.test(value)) return isCalendarDay(value) ? /* @__PURE__ */ new Date(`${value}T${END_OF_DAY}Z`) : null;
  const m = MOMENT.exec(value);
  if (!m || !isCalendarDay(m[1])) return null;
  const ms = (m[5] ?? "").padEnd(3, "0").slice(0, 3);
  return /* @__PURE__ */ new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${ms}Z`);
}
function isExpired(expiry, now = /* @__PURE__ */ new Date()) {
  if (!expiry) return false;
  const end = expiryEnd(expiry);
  return end !== null && now.getTime() > end.getTime();
}
function storedExpiry(wire) {
  return DAY_PART.test(wire) ? `${wire} ${END_OF_DAY}` : wire;
}
function wireExpiry(stored) {
  if (!stored) return null;
  const m = MOMENT.exec(stored);
  if (!m) return DAY_PART.test(stored) ? stored : null;
  if (`${m[2]}:${m[3]}:${m[4]}.${(m[5] ?? "").padEnd(3, "0").slice(0, 3)}` === END_OF_DAY) return m[1];
  return `${m[1]} ${m[2]}:${m[3]}:${m[4]}`;
}

// contract/envelope.ts
var okInt = external_exports.literal(0);
var okString = external_exports.literal("0");
var okTolerant = external_exports.union([external_exports.literal(0), external_exports.literal("0"), external_exports.literal(false)]);
var errorEnvelope = external_exports.object({ error: external_exports.literal(1), message: external_exports.string().min(1) });
var errorEnvelopeTolerant = external_exports.looseObject({
  error: external_exports.unknown().refine((v) => v !== void 0 && !isSuccessFlag(v), "error must be a failure flag"),
  message: external_exports.string().optional(),
  "Retry-After": external_exports.union([external_exports.number(), external_exports.string()]).optional()
});
var messageEnvelope = external_exports.object({ error: okInt, message: external_exports.string().min(1) });
var messageEnvelopeTolerant = external_exports.looseObject({ error: okTolerant, message: external_exports.string().optional() });
var createdEnvelope = external_exports.object({ error: okInt, id: external_exports.number().int().positive() });
var createdEnvelopeTolerant = external_exports.looseObject({ error: okTolerant, id: external_exports.coerce.number().int() });
var pagingQuery = external_exports.object({
  limit: queryLimit(LIMIT_MAX).optional().default(LIMIT_DEFAULT),
  page: queryInt("page", 1, PAGE_MAX).optional().default(1)
});
var counter = external_exports.number().int().min(0);
var pageCounters = {
  result: counter,
  perpage: counter,
  currentpage: counter,
  maxpage: counter
};
var counterTolerant = external_exports.coerce.number().int().min(0);
var pageCountersTolerant = {
  result: counterTolerant,
  perpage: counterTolerant,
  currentpage: counterTolerant,
  maxpage: counterTolerant,
  // null, 0 or the last page all mean "no next page" there; has-next is currentpage < maxpage.
  nextpage: external_exports.union([counterTolerant, external_exports.null()]).optional()
};
function listEnvelope(key, item) {
  return external_exports.object({
    error: okString,
    data: external_exports.object({ ...pageCounters, nextpage: counter, [key]: external_exports.array(item) })
  });
}
function listEnvelopeTolerant(keys, item) {
  return external_exports.looseObject({ error: okTolerant, data: external_exports.looseObject(pageCountersTolerant) }).transform((body, ctx) => {
    const data = body.data;
    const key = keys.find((k) => Array.isArray(data[k]));
    if (!key) {
      ctx.addIssue({ code: "custom", message: `data.${keys[0]} must be a list.`, path: ["data", keys[0]] });
      return external_exports.NEVER;
    }
    const parsed = external_exports.array(item).safeParse(data[key]);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ["data", key, ...issue.path] });
      return external_exports.NEVER;
    }
    return toPage(parsed.data, body.data);
  });
}
function toPage(items, c) {
  return {
    items,
    result: c.result,
    perpage: c.perpage,
    currentpage: c.currentpage,
    maxpage: c.maxpage,
    hasNext: c.currentpage < c.maxpage
  };
}
function pageCountersFor(total, limit, page) {
  const maxpage = Math.ceil(total / limit);
  return { result: total, perpage: limit, currentpage: page, maxpage, hasNext: page < maxpage };
}
var pageCountersStrict = pageCounters;
var pageCountersLoose = pageCountersTolerant;

// contract/statistics.ts
var countMap = external_exports.record(external_exports.string(), external_exports.string().regex(/^\d+$/));
var TIMELINE_DAYS = 30;
var qrStats = external_exports.object({
  clicks: external_exports.number().int().min(0),
  uniqueClicks: external_exports.number().int().min(0),
  topCountries: countMap,
  topReferrers: countMap,
  topBrowsers: countMap,
  topOs: countMap,
  socialCount: external_exports.object({ facebook: external_exports.number().int(), twitter: external_exports.number().int(), linkedin: external_exports.number().int() })
});
var timelineDay = external_exports.object({ date: external_exports.string().regex(DAY), clicks: external_exports.number().int().min(0) });
var clickStats = qrStats.extend({
  topLanguages: countMap,
  timeline: external_exports.array(timelineDay).length(TIMELINE_DAYS)
});
var countMapTolerant = external_exports.union([external_exports.record(external_exports.string(), external_exports.union([external_exports.string(), external_exports.number()])), external_exports.array(external_exports.never()).length(0)]).optional().catch(void 0).transform((m) => Object.fromEntries(Object.entries(m ?? {}).map(([k, v]) => [k, Number(v) || 0])));
var qrStatsTolerant = external_exports.looseObject({
  clicks: external_exports.coerce.number().int().catch(0),
  uniqueClicks: external_exports.coerce.number().int().catch(0),
  topCountries: countMapTolerant,
  topReferrers: countMapTolerant,
  topBrowsers: countMapTolerant,
  topOs: countMapTolerant,
  socialCount: countMapTolerant
});
var clickStatsTolerant = qrStatsTolerant.extend({
  topLanguages: countMapTolerant,
  timeline: external_exports.array(external_exports.looseObject({ date: external_exports.string(), clicks: external_exports.coerce.number().int().catch(0) })).optional().catch(void 0)
});

export {
  isExpiryText,
  isExpired,
  storedExpiry,
  wireExpiry,
  okInt,
  okString,
  okTolerant,
  errorEnvelope,
  messageEnvelope,
  createdEnvelope,
  pagingQuery,
  listEnvelope,
  listEnvelopeTolerant,
  toPage,
  pageCountersFor,
  pageCountersStrict,
  pageCountersLoose,
  TIMELINE_DAYS,
  timelineDay,
  clickStats,
  clickStatsTolerant
};
