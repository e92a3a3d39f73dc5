import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  errorCorrectionFor,
  fitsInQrCode
} from "./chunk-46VFFWYX.js";
import "./chunk-HANBNIMK.js";
export {
  errorCorrectionFor,
  fitsInQrCode
};
