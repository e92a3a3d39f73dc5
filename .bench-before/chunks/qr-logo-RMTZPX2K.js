import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  BUSY_RETRY_AFTER,
  LOGO_MAX_BYTES,
  LOGO_TIMEOUT_MS,
  fetchLogo,
  normaliseLogo
} from "./chunk-XXZNF6UW.js";
import "./chunk-O4WX7XYN.js";
import "./chunk-KDB5FSY3.js";
import "./chunk-WWT7QDHM.js";
import "./chunk-HBS7GYN5.js";
import "./chunk-HANBNIMK.js";
export {
  BUSY_RETRY_AFTER,
  LOGO_MAX_BYTES,
  LOGO_TIMEOUT_MS,
  fetchLogo,
  normaliseLogo
};
