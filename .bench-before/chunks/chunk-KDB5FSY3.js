import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// server/http/json.ts
var texts = /* @__PURE__ */ new WeakMap();
function json(c, body, status = 200) {
  const text = JSON.stringify(body);
  const res = c.body(text, status, { "Content-Type": "application/json; charset=utf-8" });
  texts.set(res, text);
  return res;
}
var jsonText = (res) => texts.get(res);

// node_modules/hono/dist/http-exception.js
var HTTPException = class extends Error {
  res;
  status;
  /**
  * Creates an instance of `HTTPException`.
  * @param status - HTTP status code for the exception. Defaults to 500.
  * @param options - Additional options for the exception.
  */
  constructor(status = 500, options) {
    super(options?.message, { cause: options?.cause });
    this.res = options?.res;
    this.status = status;
  }
  /**
  * Returns the response object associated with the exception.
  * If a response object is not provided, a new response is created with the error message and status code.
  * @returns The response object.
  */
  getResponse() {
    if (this.res) return new Response(this.res.body, {
      status: this.status,
      headers: this.res.headers
    });
    return new Response(this.message, { status: this.status });
  }
};

// server/db/errors.ts
function* causes(e) {
  for (let cur = e; cur && typeof cur === "object"; cur = cur.cause) yield cur;
}
function uniqueViolation(e) {
  for (const err of causes(e)) if (err.code === "23505") return typeof err.constraint === "string" ? err.constraint : "";
  return null;
}
var isUniqueViolation = (e) => uniqueViolation(e) !== null;
var isForeignKeyViolation = (e) => [...causes(e)].some((err) => err.code === "23503");
var UNAVAILABLE_CODES = /* @__PURE__ */ new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE", "57P01", "57P02", "57P03"]);
var UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|is not queryable|Client was closed/i;
function databaseUnavailable(e) {
  for (const err of causes(e)) {
    if (typeof err.code === "string" && (UNAVAILABLE_CODES.has(err.code) || err.code.startsWith("08"))) return true;
    if (typeof err.message === "string" && UNAVAILABLE_MESSAGE.test(err.message)) return true;
  }
  return false;
}

// server/http/errors.ts
var ApiFailure = class extends Error {
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
  status;
  headers;
};
var notFound = (what) => new ApiFailure(404, `${what} not found.`);
var UNAVAILABLE_RETRY_AFTER = 5;
var unavailableLoggedAt = 0;
function answerError(err, c) {
  const isApi = c.req.path.startsWith("/api/") || c.req.path === "/api";
  if (err instanceof ApiFailure) {
    const res = isApi ? json(c, { error: 1, message: err.message }, err.status) : c.text(err.message, err.status);
    for (const [k, v] of Object.entries(err.headers)) res.headers.set(k, v);
    return res;
  }
  if (err instanceof HTTPException && err.status < 500) {
    const message2 = err.status === 413 ? "The request body is too large." : "The request could not be read.";
    return isApi ? json(c, { error: 1, message: message2 }, err.status) : c.text(message2, err.status);
  }
  if (databaseUnavailable(err)) {
    if (Date.now() - unavailableLoggedAt > UNAVAILABLE_RETRY_AFTER * 1e3) {
      unavailableLoggedAt = Date.now();
      console.error(`The database is unavailable; answering 503 meanwhile (${err.message || err.code})`);
    }
    const message2 = `The service is briefly unavailable. Please try again in ${UNAVAILABLE_RETRY_AFTER} seconds.`;
    const res = isApi ? json(c, { error: 1, message: message2 }, 503) : c.text(message2, 503);
    res.headers.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER));
    return res;
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, err);
  const message = "Something went wrong on our side. Please try again.";
  return isApi ? json(c, { error: 1, message }, 500) : c.text(message, 500);
}

export {
  HTTPException,
  uniqueViolation,
  isUniqueViolation,
  isForeignKeyViolation,
  json,
  jsonText,
  ApiFailure,
  notFound,
  answerError
};
