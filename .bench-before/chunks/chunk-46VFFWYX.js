import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// server/qr/error-correction.ts
import QRCode from "qrcode";
var LEVELS = ["H", "Q", "M", "L"];
function fits(text, level) {
  try {
    QRCode.create(text, { errorCorrectionLevel: level, maskPattern: 0 });
    return true;
  } catch {
    return false;
  }
}
function errorCorrectionFor(text) {
  return LEVELS.find((level) => fits(text, level)) ?? null;
}
var fitsInQrCode = (text) => errorCorrectionFor(text) !== null;

export {
  errorCorrectionFor,
  fitsInQrCode
};
