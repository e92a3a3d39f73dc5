import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  errorCorrectionFor
} from "./chunks/chunk-46VFFWYX.js";
import {
  LogoImageError,
  decodeImage,
  drawOver,
  encodePng,
  encodePngAsync,
  fillRect,
  fit,
  resize
} from "./chunks/chunk-WWT7QDHM.js";
import {
  parseRgb
} from "./chunks/chunk-HBS7GYN5.js";
import "./chunks/chunk-HANBNIMK.js";

// server/qr/qr-worker.ts
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";

// server/qr/logo-sizes.ts
var STORED_LOGO_SIZE = 512;
var STORED_LOGO_BYTES = 2e5;

// server/qr/qr-images.ts
import QRCode from "qrcode";
import { PNG } from "pngjs";
var WHITE = [255, 255, 255];
var BLACK = [0, 0, 0];
var rgbOf = (rgb, fallback) => parseRgb(rgb) ?? fallback;
var hex = (parts) => `#${parts.map((n) => n.toString(16).padStart(2, "0")).join("")}`;
var LOGO_SHARE = { H: 0.22, Q: 0.22, M: 0.15, L: 0 };
var PLATE_PAD = 0.02;
var options = (level, look) => ({
  errorCorrectionLevel: level,
  margin: 2,
  color: { dark: `${hex(rgbOf(look.foreground, BLACK))}ff`, light: `${hex(rgbOf(look.background, WHITE))}ff` }
});
function layout(size, unit, level, logo) {
  const scale = size * LOGO_SHARE[level] / Math.max(logo.width, logo.height);
  const w = logo.width * scale;
  const h = logo.height * scale;
  const pad = size * PLATE_PAD;
  const from = (extent) => Math.floor((size - extent) / 2 / unit) * unit;
  const to = (extent) => Math.ceil((size + extent) / 2 / unit) * unit;
  const plate = { x: from(w + 2 * pad), y: from(h + 2 * pad), w: to(w + 2 * pad) - from(w + 2 * pad), h: to(h + 2 * pad) - from(h + 2 * pad) };
  return { plate, logo: { x: (size - w) / 2, y: (size - h) / 2, w, h } };
}
var pngSize = (png) => ({ width: Buffer.from(png).readUInt32BE(16), height: Buffer.from(png).readUInt32BE(20) });
var MARGIN = 2;
function drawCode(text, level, width, dark, light) {
  const { size: n, data: modules } = QRCode.create(text, { errorCorrectionLevel: level }).modules;
  const scale = width / (n + MARGIN * 2);
  const side = Math.floor((n + MARGIN * 2) * scale);
  const margin = MARGIN * scale;
  const inside = (p) => p >= margin && p < side - margin;
  const data = new Uint8Array(side * side * 4);
  const row = new Uint8Array(side * 4);
  let rowOf = NaN;
  for (let y = 0; y < side; y++) {
    const my = inside(y) ? Math.floor((y - margin) / scale) : -1;
    if (my !== rowOf) {
      rowOf = my;
      for (let x = 0; x < side; x++) {
        const on = my >= 0 && inside(x) && modules[my * n + Math.floor((x - margin) / scale)];
        row.set(on ? dark : light, x * 4);
      }
    }
    data.set(row, y * side * 4);
  }
  return { width: side, height: side, data, unit: scale };
}
function qrPng(text, look, size = 512, logo) {
  const level = errorCorrectionFor(text) ?? "L";
  const background = rgbOf(look.background, WHITE);
  const image = drawCode(text, level, Math.min(Math.max(size, 64), 2048), [...rgbOf(look.foreground, BLACK), 255], [...background, 255]);
  if (logo && LOGO_SHARE[level]) {
    const source = PNG.sync.read(Buffer.from(logo));
    const { plate, logo: at } = layout(image.width, image.unit, level, source);
    const px = (v) => Math.round(v);
    const edge = (v) => Math.ceil(v - 1e-9);
    fillRect(image, edge(plate.x), edge(plate.y), edge(plate.x + plate.w) - edge(plate.x), edge(plate.y + plate.h) - edge(plate.y), background);
    const scaled = resize({ width: source.width, height: source.height, data: source.data }, Math.max(1, px(at.w)), Math.max(1, px(at.h)));
    drawOver(image, scaled, px(at.x), px(at.y));
  }
  return encodePngAsync(image);
}
async function qrSvg(text, look, logo) {
  const level = errorCorrectionFor(text) ?? "L";
  const svg = await QRCode.toString(text, { ...options(level, look), type: "svg" });
  if (!logo || !LOGO_SHARE[level]) return svg;
  const size = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1] ?? 0);
  if (!size) return svg;
  const { plate, logo: at } = layout(size, 1, level, pngSize(logo));
  const n = (v) => Math.round(v * 1e3) / 1e3;
  const rect = `<rect x="${plate.x}" y="${plate.y}" width="${plate.w}" height="${plate.h}" fill="${hex(rgbOf(look.background, WHITE))}"/>`;
  const href = `data:image/png;base64,${Buffer.from(logo).toString("base64")}`;
  const image = `<image href="${href}" x="${n(at.x)}" y="${n(at.y)}" width="${n(at.w)}" height="${n(at.h)}"/>`;
  return svg.replace("</svg>", `${rect}${image}</svg>`);
}

// server/qr/render-jobs.ts
function storedLogo(bytes) {
  const image = decodeImage(bytes);
  const at = (max) => {
    const size = fit(image, max, max);
    return encodePng(size.width === image.width && size.height === image.height ? image : resize(image, size.width, size.height));
  };
  const stored = at(STORED_LOGO_SIZE);
  return stored.length > STORED_LOGO_BYTES ? at(STORED_LOGO_SIZE / 2) : stored;
}
async function runJob(job) {
  if (job.op === "png") return new Uint8Array(await qrPng(job.text, job.look, job.size, job.logo));
  if (job.op === "svg") return qrSvg(job.text, job.look, job.logo);
  return new Uint8Array(storedLogo(job.bytes));
}

// server/qr/qr-worker.ts
if (process.platform === "linux") setPriority(10);
parentPort.on("message", ({ id, input: job }) => {
  runJob(job).then(
    (result) => parentPort.postMessage({ id, result }, typeof result === "string" ? [] : [result.buffer]),
    (err) => parentPort.postMessage({ id, error: { logo: err instanceof LogoImageError, message: err instanceof Error ? err.message : String(err) } })
  );
});
