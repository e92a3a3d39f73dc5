import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  BUSY_RETRY_AFTER,
  ClientGone,
  LOGO_MAX_BYTES,
  LOGO_TIMEOUT_MS,
  PoolBusy,
  WorkerPool,
  normaliseLogo,
  renderPool
} from "./chunk-XXZNF6UW.js";
import {
  ACCOUNT_UPDATED,
  API_KEY_CREATED,
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  DEFAULT_BACKGROUND,
  DEFAULT_FOREGROUND,
  DEFAULT_QR_NAME,
  EDITABLE_OVERLAY_TYPES,
  OVERLAY_DELETED,
  OVERLAY_POST_MAX_BYTES,
  OVERLAY_POST_THANKS,
  OVERLAY_SIGNUP_THANKS,
  OVERLAY_UPDATED,
  POLL_READ_ONLY,
  QR_DELETED,
  QR_LOGO_UPLOAD,
  QR_UPDATED,
  accountKeyCreated,
  accountResponse,
  accountUpdate,
  bodyOf,
  contactPost,
  count,
  hashPassword,
  idParam,
  isDynamicType,
  isLogoUpload,
  newDomainToken,
  newsletterPost,
  overlayCreate,
  overlayDesign,
  overlayList,
  overlayMessageList,
  overlayResponse,
  overlayUpdate,
  qrCreate,
  qrCreated,
  qrDataSchemas,
  qrList,
  qrLogoUploaded,
  qrPayload,
  qrResponse,
  qrTarget,
  qrUpdate,
  qrUrls,
  queryOf,
  randomAlias,
  startDomainVerifier,
  validate,
  vcardText,
  verificationRecords,
  verifyDomain,
  verifyPassword,
  verifyQueued
} from "./chunk-YVVRB767.js";
import {
  hashKey,
  newApiKey
} from "./chunk-WW6F4UXT.js";
import {
  METRICS_CONTENT_TYPE,
  metricsFor,
  metricsText,
  tokenMatches,
  watchClicks,
  watchPool
} from "./chunk-CCDOQCKU.js";
import {
  ALIAS_RESERVED,
  ALIAS_TAKEN,
  COUNTRY_CODES,
  DUPLICATE_SUFFIX,
  EXPIRING_DAYS,
  FILENAME_RULE,
  FILE_DELETED,
  FILE_UPDATED,
  LINK_DELETED,
  OWN_URL,
  QR_LINK_ARCHIVE,
  countryName,
  designOf,
  diskStore,
  fileList,
  fileUpdate,
  fileUploadQuery,
  fileUploaded,
  filesQuery,
  isReservedAlias,
  isSafeFilename,
  linkCreate,
  linkDuplicated,
  linkList,
  linkResponse,
  linkSaved,
  linkSummary,
  linkUpdate,
  linksQuery,
  log,
  migrationsFolder,
  withParameters,
  writeRequestLine
} from "./chunk-NSPCHDTW.js";
import {
  tooLarge
} from "./chunk-MSIATDKU.js";
import {
  SafeFetchError,
  safeFetch
} from "./chunk-O4WX7XYN.js";
import {
  TIMELINE_DAYS,
  createdEnvelope,
  errorEnvelope,
  isExpired,
  listEnvelope,
  listEnvelopeTolerant,
  messageEnvelope,
  okInt,
  okTolerant,
  pageCountersFor,
  pagingQuery,
  storedExpiry,
  wireExpiry
} from "./chunk-EJ5LBYVV.js";
import {
  ApiFailure,
  HTTPException,
  answerError,
  isForeignKeyViolation,
  isUniqueViolation,
  json,
  jsonText,
  notFound,
  uniqueViolation
} from "./chunk-KDB5FSY3.js";
import {
  bioPages,
  campaigns,
  clickDays,
  directories,
  directoryItems,
  domains,
  files,
  linkAliases,
  linkPixels,
  linkTotals,
  links,
  overlayMessages,
  overlays,
  pixels,
  qrCodes,
  qrLogos,
  splashPages,
  users
} from "./chunk-WDZ7BITK.js";
import "./chunk-WWT7QDHM.js";
import {
  ALIAS,
  DAY,
  bodyInt,
  bool,
  day,
  external_exports,
  hexColor,
  hexColor6,
  httpUrl,
  httpUrlOrEmpty,
  id,
  isCalendarDay,
  isHttpUrl,
  optionalField,
  optionalText,
  parseId,
  text,
  timestamp,
  toDay,
  toTimestamp,
  todayUtc,
  withDefault
} from "./chunk-HBS7GYN5.js";
import {
  asc,
  desc
} from "./chunk-VT5T6BHU.js";
import {
  and,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  ne,
  or
} from "./chunk-DUNORPAU.js";
import {
  getTableColumns,
  sql
} from "./chunk-SOMG4ONI.js";
import {
  RELAXED_COMMIT
} from "./chunk-BAZ2ML74.js";
import {
  __commonJS,
  __toESM
} from "./chunk-HANBNIMK.js";

// node_modules/range-parser/index.js
var require_range_parser = __commonJS({
  "node_modules/range-parser/index.js"(exports, module) {
    "use strict";
    module.exports = rangeParser;
    function rangeParser(size, str, options) {
      if (typeof str !== "string") {
        throw new TypeError("argument str must be a string");
      }
      var index = str.indexOf("=");
      if (index === -1) {
        return -2;
      }
      var arr = str.slice(index + 1).split(",");
      var ranges = [];
      ranges.type = str.slice(0, index);
      for (var i = 0; i < arr.length; i++) {
        var range = arr[i].split("-");
        var start = parseInt(range[0], 10);
        var end = parseInt(range[1], 10);
        if (isNaN(start)) {
          start = size - end;
          end = size - 1;
        } else if (isNaN(end)) {
          end = size - 1;
        }
        if (end > size - 1) {
          end = size - 1;
        }
        if (isNaN(start) || isNaN(end) || start > end || start < 0) {
          continue;
        }
        ranges.push({
          start,
          end
        });
      }
      if (ranges.length < 1) {
        return -1;
      }
      return options && options.combine ? combineRanges(ranges) : ranges;
    }
    function combineRanges(ranges) {
      var ordered = ranges.map(mapWithIndex).sort(sortByRangeStart);
      for (var j = 0, i = 1; i < ordered.length; i++) {
        var range = ordered[i];
        var current = ordered[j];
        if (range.start > current.end + 1) {
          ordered[++j] = range;
        } else if (range.end > current.end) {
          current.end = range.end;
          current.index = Math.min(current.index, range.index);
        }
      }
      ordered.length = j + 1;
      var combined = ordered.sort(sortByRangeIndex).map(mapWithoutIndex);
      combined.type = ranges.type;
      return combined;
    }
    function mapWithIndex(range, index) {
      return {
        start: range.start,
        end: range.end,
        index
      };
    }
    function mapWithoutIndex(range) {
      return {
        start: range.start,
        end: range.end
      };
    }
    function sortByRangeIndex(a, b) {
      return a.index - b.index;
    }
    function sortByRangeStart(a, b) {
      return a.start - b.start;
    }
  }
});

// node_modules/mmdb-lib/lib/utils.js
var require_utils = __commonJS({
  "node_modules/mmdb-lib/lib/utils.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var legacyErrorMessage = `Maxmind v2 module has changed API.
Upgrade instructions can be found here: https://github.com/runk/node-maxmind/wiki/Migration-guide
If you want to use legacy library then explicitly install maxmind@1`;
    var assert = (condition, message) => {
      if (!condition) {
        throw new Error(message);
      }
    };
    exports.default = {
      assert,
      legacyErrorMessage
    };
  }
});

// node_modules/mmdb-lib/lib/decoder.js
var require_decoder = __commonJS({
  "node_modules/mmdb-lib/lib/decoder.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    var utils_1 = __importDefault(require_utils());
    utils_1.default.assert(typeof BigInt !== "undefined", "Apparently you are using old version of node. Please upgrade to node 10.4.x or above.");
    var MAX_INT_32 = 2147483647;
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Extended"] = 0] = "Extended";
      DataType2[DataType2["Pointer"] = 1] = "Pointer";
      DataType2[DataType2["Utf8String"] = 2] = "Utf8String";
      DataType2[DataType2["Double"] = 3] = "Double";
      DataType2[DataType2["Bytes"] = 4] = "Bytes";
      DataType2[DataType2["Uint16"] = 5] = "Uint16";
      DataType2[DataType2["Uint32"] = 6] = "Uint32";
      DataType2[DataType2["Map"] = 7] = "Map";
      DataType2[DataType2["Int32"] = 8] = "Int32";
      DataType2[DataType2["Uint64"] = 9] = "Uint64";
      DataType2[DataType2["Uint128"] = 10] = "Uint128";
      DataType2[DataType2["Array"] = 11] = "Array";
      DataType2[DataType2["Container"] = 12] = "Container";
      DataType2[DataType2["EndMarker"] = 13] = "EndMarker";
      DataType2[DataType2["Boolean"] = 14] = "Boolean";
      DataType2[DataType2["Float"] = 15] = "Float";
    })(DataType || (DataType = {}));
    var pointerValueOffset = [0, 2048, 526336, 0];
    var noCache = {
      get: () => void 0,
      set: () => void 0
    };
    var cursor = (value, offset) => ({ value, offset });
    var Decoder = class {
      constructor(db, baseOffset = 0, cache = noCache) {
        this.telemetry = {};
        utils_1.default.assert(Boolean(db), "Database buffer is required");
        this.db = db;
        this.baseOffset = baseOffset;
        this.cache = cache;
      }
      decode(offset) {
        let tmp;
        const ctrlByte = this.db[offset++];
        let type = ctrlByte >> 5;
        if (type === DataType.Pointer) {
          tmp = this.decodePointer(ctrlByte, offset);
          return cursor(this.decodeFast(tmp.value).value, tmp.offset);
        }
        if (type === DataType.Extended) {
          tmp = this.db[offset] + 7;
          if (tmp < 8) {
            throw new Error("Invalid Extended Type at offset " + offset + " val " + tmp);
          }
          type = tmp;
          offset++;
        }
        const size = this.sizeFromCtrlByte(ctrlByte, offset);
        return this.decodeByType(type, size.offset, size.value);
      }
      decodeFast(offset) {
        const cached = this.cache.get(offset);
        if (cached) {
          return cached;
        }
        const result = this.decode(offset);
        this.cache.set(offset, result);
        return result;
      }
      decodeByType(type, offset, size) {
        const newOffset = offset + size;
        switch (type) {
          case DataType.Utf8String:
            return cursor(this.decodeString(offset, size), newOffset);
          case DataType.Map:
            return this.decodeMap(size, offset);
          case DataType.Uint32:
            return cursor(this.decodeUint(offset, size), newOffset);
          case DataType.Double:
            return cursor(this.decodeDouble(offset), newOffset);
          case DataType.Array:
            return this.decodeArray(size, offset);
          case DataType.Boolean:
            return cursor(this.decodeBoolean(size), offset);
          case DataType.Float:
            return cursor(this.decodeFloat(offset), newOffset);
          case DataType.Bytes:
            return cursor(this.decodeBytes(offset, size), newOffset);
          case DataType.Uint16:
            return cursor(this.decodeUint(offset, size), newOffset);
          case DataType.Int32:
            return cursor(this.decodeInt32(offset, size), newOffset);
          case DataType.Uint64:
            return cursor(this.decodeBigUint(offset, size), newOffset);
          case DataType.Uint128:
            return cursor(this.decodeBigUint(offset, size), newOffset);
        }
        throw new Error("Unknown type " + type + " at offset " + offset);
      }
      sizeFromCtrlByte(ctrlByte, offset) {
        const size = ctrlByte & 31;
        if (size < 29) {
          return cursor(size, offset);
        }
        if (size === 29) {
          return cursor(29 + this.db[offset], offset + 1);
        }
        if (size === 30) {
          return cursor(285 + this.db.readUInt16BE(offset), offset + 2);
        }
        return cursor(65821 + this.db.readUIntBE(offset, 3), offset + 3);
      }
      decodeBytes(offset, size) {
        return this.db.subarray(offset, offset + size);
      }
      decodePointer(ctrlByte, offset) {
        const pointerSize = ctrlByte >> 3 & 3;
        const pointer = this.baseOffset + pointerValueOffset[pointerSize];
        let packed = 0;
        if (pointerSize === 0) {
          packed = (ctrlByte & 7) << 8 | this.db[offset];
        } else if (pointerSize === 1) {
          packed = (ctrlByte & 7) << 16 | this.db.readUInt16BE(offset);
        } else if (pointerSize === 2) {
          packed = (ctrlByte & 7) << 24 | this.db.readUIntBE(offset, 3);
        } else {
          packed = this.db.readUInt32BE(offset);
        }
        offset += pointerSize + 1;
        return cursor(pointer + packed, offset);
      }
      decodeArray(size, offset) {
        let tmp;
        const array = new Array(size);
        for (let i = 0; i < size; i++) {
          tmp = this.decode(offset);
          offset = tmp.offset;
          array[i] = tmp.value;
        }
        return cursor(array, offset);
      }
      decodeBoolean(size) {
        return size !== 0;
      }
      decodeDouble(offset) {
        return this.db.readDoubleBE(offset);
      }
      decodeFloat(offset) {
        return this.db.readFloatBE(offset);
      }
      decodeMap(size, offset) {
        let tmp;
        let key;
        const map = {};
        for (let i = 0; i < size; i++) {
          tmp = this.decode(offset);
          key = tmp.value;
          tmp = this.decode(tmp.offset);
          offset = tmp.offset;
          map[key] = tmp.value;
        }
        return cursor(map, offset);
      }
      decodeInt32(offset, size) {
        if (size === 0) {
          return 0;
        }
        if (size < 4) {
          return this.db.readUIntBE(offset, size);
        }
        return this.db.readInt32BE(offset);
      }
      decodeUint(offset, size) {
        if (size === 0) {
          return 0;
        }
        if (size <= 4) {
          return this.db.readUIntBE(offset, size);
        }
        throw new Error(`Invalid size for unsigned integer: ${size}`);
      }
      decodeString(offset, size) {
        const newOffset = offset + size;
        return newOffset >= MAX_INT_32 ? this.db.subarray(offset, newOffset).toString("utf8") : this.db.toString("utf8", offset, newOffset);
      }
      decodeBigUint(offset, size) {
        if (size > 16) {
          throw new Error(`Invalid size for big unsigned integer: ${size}`);
        }
        let integer = 0n;
        for (let i = 0; i < size; i++) {
          integer <<= 8n;
          integer |= BigInt(this.db.readUInt8(offset + i));
        }
        return integer;
      }
    };
    exports.default = Decoder;
  }
});

// node_modules/mmdb-lib/lib/ip.js
var require_ip = __commonJS({
  "node_modules/mmdb-lib/lib/ip.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var v4Seg = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])";
    var v4Str = `(?:${v4Seg}\\.){3}${v4Seg}`;
    var IPv4Reg = new RegExp(`^${v4Str}$`);
    var v6Seg = "(?:[0-9a-fA-F]{1,4})";
    var IPv6Reg = new RegExp(`^(?:(?:${v6Seg}:){7}(?:${v6Seg}|:)|(?:${v6Seg}:){6}(?:${v4Str}|:${v6Seg}|:)|(?:${v6Seg}:){5}(?::${v4Str}|(?::${v6Seg}){1,2}|:)|(?:${v6Seg}:){4}(?:(?::${v6Seg}){0,1}:${v4Str}|(?::${v6Seg}){1,3}|:)|(?:${v6Seg}:){3}(?:(?::${v6Seg}){0,2}:${v4Str}|(?::${v6Seg}){1,4}|:)|(?:${v6Seg}:){2}(?:(?::${v6Seg}){0,3}:${v4Str}|(?::${v6Seg}){1,5}|:)|(?:${v6Seg}:){1}(?:(?::${v6Seg}){0,4}:${v4Str}|(?::${v6Seg}){1,6}|:)|(?::(?:(?::${v6Seg}){0,5}:${v4Str}|(?::${v6Seg}){1,7}|:)))(?:%[0-9a-zA-Z-.:]{1,})?$`);
    var parseIPv4 = (input) => {
      const ip = input.split(".", 4);
      const o0 = parseInt(ip[0]);
      const o1 = parseInt(ip[1]);
      const o2 = parseInt(ip[2]);
      const o3 = parseInt(ip[3]);
      return [o0, o1, o2, o3];
    };
    var hex = (v) => {
      const h = parseInt(v, 10).toString(16);
      return h.length === 2 ? h : "0" + h;
    };
    var parseIPv6 = (input) => {
      const addr = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
      let i;
      let parsed2;
      let chunk;
      const ip = input.indexOf(".") > -1 ? input.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)/, (match2, a, b, c, d) => {
        return hex(a) + hex(b) + ":" + hex(c) + hex(d);
      }) : input;
      const [left, right] = ip.split("::", 2);
      if (left) {
        parsed2 = left.split(":");
        for (i = 0; i < parsed2.length; i++) {
          chunk = parseInt(parsed2[i], 16);
          addr[i * 2] = chunk >> 8;
          addr[i * 2 + 1] = chunk & 255;
        }
      }
      if (right) {
        parsed2 = right.split(":");
        const offset = 16 - parsed2.length * 2;
        for (i = 0; i < parsed2.length; i++) {
          chunk = parseInt(parsed2[i], 16);
          addr[offset + i * 2] = chunk >> 8;
          addr[offset + (i * 2 + 1)] = chunk & 255;
        }
      }
      return addr;
    };
    var parse2 = (ip) => {
      return ip.indexOf(":") === -1 ? parseIPv4(ip) : parseIPv6(ip);
    };
    var bitAt = (rawAddress, idx) => {
      const bufIdx = idx >> 3;
      const bitIdx = 7 ^ idx & 7;
      return rawAddress[bufIdx] >>> bitIdx & 1;
    };
    var validate2 = (ip) => IPv4Reg.test(ip) || IPv6Reg.test(ip);
    exports.default = {
      bitAt,
      parse: parse2,
      validate: validate2
    };
  }
});

// node_modules/mmdb-lib/lib/metadata.js
var require_metadata = __commonJS({
  "node_modules/mmdb-lib/lib/metadata.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.isLegacyFormat = exports.parseMetadata = void 0;
    var decoder_1 = __importDefault(require_decoder());
    var utils_1 = __importDefault(require_utils());
    var METADATA_START_MARKER = Buffer.from("ABCDEF4D61784D696E642E636F6D", "hex");
    var parseMetadata = (db) => {
      const offset = findStart(db);
      const decoder = new decoder_1.default(db, offset);
      const metadata = decoder.decode(offset).value;
      if (!metadata) {
        throw new Error((0, exports.isLegacyFormat)(db) ? utils_1.default.legacyErrorMessage : "Cannot parse binary database");
      }
      utils_1.default.assert([24, 28, 32].indexOf(metadata.record_size) > -1, "Unsupported record size");
      return {
        binaryFormatMajorVersion: metadata.binary_format_major_version,
        binaryFormatMinorVersion: metadata.binary_format_minor_version,
        buildEpoch: new Date(Number(metadata.build_epoch) * 1e3),
        databaseType: metadata.database_type,
        description: metadata.description,
        ipVersion: metadata.ip_version,
        languages: metadata.languages,
        nodeByteSize: metadata.record_size / 4,
        nodeCount: metadata.node_count,
        recordSize: metadata.record_size,
        searchTreeSize: metadata.node_count * metadata.record_size / 4,
        // Depth depends on the IP version, it's 32 for IPv4 and 128 for IPv6.
        treeDepth: Math.pow(2, metadata.ip_version + 1)
      };
    };
    exports.parseMetadata = parseMetadata;
    var findStart = (db) => {
      let found = 0;
      let fsize = db.length - 1;
      const mlen = METADATA_START_MARKER.length - 1;
      while (found <= mlen && fsize-- > 0) {
        found += db[fsize] === METADATA_START_MARKER[mlen - found] ? 1 : -found;
      }
      return fsize + found;
    };
    var isLegacyFormat = (db) => {
      const structureInfoMaxSize = 20;
      for (let i = 0; i < structureInfoMaxSize; i++) {
        const delim = db.slice(db.length - 3 - i, db.length - i);
        if (delim[0] === 255 && delim[1] === 255 && delim[2] === 255) {
          return true;
        }
      }
      return false;
    };
    exports.isLegacyFormat = isLegacyFormat;
  }
});

// node_modules/mmdb-lib/lib/reader/walker.js
var require_walker = __commonJS({
  "node_modules/mmdb-lib/lib/reader/walker.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var readNodeRight24 = (db) => (offset) => db.readUIntBE(offset + 3, 3);
    var readNodeLeft24 = (db) => (offset) => db.readUIntBE(offset, 3);
    var readNodeLeft28 = (db) => (offset) => (db[offset + 3] & 240) << 20 | db.readUIntBE(offset, 3);
    var readNodeRight28 = (db) => (offset) => (db[offset + 3] & 15) << 24 | db.readUIntBE(offset + 4, 3);
    var readNodeLeft32 = (db) => (offset) => db.readUInt32BE(offset);
    var readNodeRight32 = (db) => (offset) => db.readUInt32BE(offset + 4);
    exports.default = (db, recordSize) => {
      switch (recordSize) {
        case 24:
          return { left: readNodeLeft24(db), right: readNodeRight24(db) };
        case 28:
          return { left: readNodeLeft28(db), right: readNodeRight28(db) };
        case 32:
          return { left: readNodeLeft32(db), right: readNodeRight32(db) };
      }
      throw new Error("Unsupported record size");
    };
  }
});

// node_modules/mmdb-lib/lib/reader/response.js
var require_response = __commonJS({
  "node_modules/mmdb-lib/lib/reader/response.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
  }
});

// node_modules/mmdb-lib/lib/index.js
var require_lib = __commonJS({
  "node_modules/mmdb-lib/lib/index.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc2 = Object.getOwnPropertyDescriptor(m, k);
      if (!desc2 || ("get" in desc2 ? !m.__esModule : desc2.writable || desc2.configurable)) {
        desc2 = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc2);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __exportStar = exports && exports.__exportStar || function(m, exports2) {
      for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports2, p)) __createBinding(exports2, m, p);
    };
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Reader = void 0;
    var decoder_1 = __importDefault(require_decoder());
    var ip_1 = __importDefault(require_ip());
    var metadata_1 = require_metadata();
    var walker_1 = __importDefault(require_walker());
    var DATA_SECTION_SEPARATOR_SIZE = 16;
    var Reader2 = class {
      constructor(db, opts = {}) {
        this.opts = opts;
        this.load(db);
      }
      load(db) {
        if (!Buffer.isBuffer(db)) {
          throw new Error(`mmdb-lib expects an instance of Buffer, got: ${typeof db}`);
        }
        this.db = db;
        this.metadata = (0, metadata_1.parseMetadata)(this.db);
        this.decoder = new decoder_1.default(this.db, this.metadata.searchTreeSize + DATA_SECTION_SEPARATOR_SIZE, this.opts.cache);
        this.walker = (0, walker_1.default)(this.db, this.metadata.recordSize);
        this.ipv4StartNodeNumber = this.ipv4Start();
      }
      get(ipAddress) {
        const [data] = this.getWithPrefixLength(ipAddress);
        return data;
      }
      getWithPrefixLength(ipAddress) {
        const [pointer, prefixLength] = this.findAddressInTree(ipAddress);
        const data = pointer ? this.resolveDataPointer(pointer) : null;
        return [data, prefixLength];
      }
      findAddressInTree(ipAddress) {
        const rawAddress = ip_1.default.parse(ipAddress);
        const nodeCount = this.metadata.nodeCount;
        const bitLength = rawAddress.length * 8;
        let bit;
        let nodeNumber = 0;
        let offset;
        let depth = 0;
        if (rawAddress.length === 4) {
          nodeNumber = this.ipv4StartNodeNumber;
        }
        for (; depth < bitLength && nodeNumber < nodeCount; depth++) {
          bit = ip_1.default.bitAt(rawAddress, depth);
          offset = nodeNumber * this.metadata.nodeByteSize;
          nodeNumber = bit ? this.walker.right(offset) : this.walker.left(offset);
        }
        if (nodeNumber > nodeCount) {
          return [nodeNumber, depth];
        }
        return [null, depth];
      }
      resolveDataPointer(pointer) {
        const resolved = pointer - this.metadata.nodeCount + this.metadata.searchTreeSize;
        return this.decoder.decodeFast(resolved).value;
      }
      ipv4Start() {
        if (this.metadata.ipVersion === 4) {
          return 0;
        }
        const nodeCount = this.metadata.nodeCount;
        let pointer = 0;
        let i = 0;
        for (; i < 96 && pointer < nodeCount; i++) {
          const offset = pointer * this.metadata.nodeByteSize;
          pointer = this.walker.left(offset);
        }
        return pointer;
      }
    };
    exports.Reader = Reader2;
    __exportStar(require_response(), exports);
  }
});

// node_modules/hono/dist/request/constants.js
var GET_MATCH_RESULT = /* @__PURE__ */ Symbol();

// node_modules/hono/dist/utils/buffer.js
var bufferToFormData = (arrayBuffer, contentType) => {
  return new Response(arrayBuffer, { headers: { "Content-Type": contentType.replace(/^[^;]+/, (mediaType) => mediaType.toLowerCase()) } }).formData();
};

// node_modules/hono/dist/utils/body.js
var MAX_NESTED_OBJECTS = 1e4;
var isRawRequest = (request) => "headers" in request;
var parseBody = async (request, options = /* @__PURE__ */ Object.create(null)) => {
  const { all = false, dot = false } = options;
  const mediaType = (isRawRequest(request) ? request.headers : request.raw.headers).get("Content-Type")?.split(";")[0].trim().toLowerCase();
  if (mediaType === "multipart/form-data" || mediaType === "application/x-www-form-urlencoded") return parseFormData(request, {
    all,
    dot
  });
  return {};
};
async function parseFormData(request, options) {
  if (!isRawRequest(request) && request.bodyCache.formData) return convertFormDataToBodyData(await request.bodyCache.formData, options);
  const headers = isRawRequest(request) ? request.headers : request.raw.headers;
  const arrayBuffer = await request.arrayBuffer();
  const formDataPromise = bufferToFormData(arrayBuffer, headers.get("Content-Type") || "");
  if (!isRawRequest(request)) request.bodyCache.formData = formDataPromise;
  const formData = await formDataPromise;
  if (formData) return convertFormDataToBodyData(formData, options);
  return {};
}
function convertFormDataToBodyData(formData, options) {
  const form = /* @__PURE__ */ Object.create(null);
  const nestingState = { count: 0 };
  formData.forEach((value, key) => {
    if (!(options.all || key.endsWith("[]"))) form[key] = value;
    else handleParsingAllValues(form, key, value);
  });
  if (options.dot) Object.entries(form).forEach(([key, value]) => {
    if (key.includes(".")) {
      handleParsingNestedValues(form, key, value, nestingState);
      delete form[key];
    }
  });
  return form;
}
var handleParsingAllValues = (form, key, value) => {
  if (form[key] !== void 0) {
    if (Array.isArray(form[key])) form[key].push(value);
    else form[key] = [form[key], value];
  } else if (!key.endsWith("[]")) form[key] = value;
  else form[key] = [value];
};
var handleParsingNestedValues = (form, key, value, state) => {
  if (/(?:^|\.)__proto__\./.test(key)) return;
  let nestedForm = form;
  const keys = key.split(".", 34);
  if (keys.length > 33) throwNestingLimitExceeded();
  keys.forEach((key2, index) => {
    if (index === keys.length - 1) nestedForm[key2] = value;
    else {
      if (!nestedForm[key2] || typeof nestedForm[key2] !== "object" || Array.isArray(nestedForm[key2]) || nestedForm[key2] instanceof File) {
        if (state.count++ >= MAX_NESTED_OBJECTS) throwNestingLimitExceeded();
        nestedForm[key2] = /* @__PURE__ */ Object.create(null);
      }
      nestedForm = nestedForm[key2];
    }
  });
};
var throwNestingLimitExceeded = () => {
  throw new Error("Nesting limit exceeded");
};

// node_modules/hono/dist/utils/url.js
var splitPath = (path8) => {
  const paths = path8.split("/");
  if (paths[0] === "") paths.shift();
  return paths;
};
var splitRoutingPath = (routePath2) => {
  const { groups, path: path8 } = extractGroupsFromPath(routePath2);
  const paths = splitPath(path8);
  return replaceGroupMarks(paths, groups);
};
var extractGroupsFromPath = (path8) => {
  const groups = [];
  path8 = path8.replace(/\{[^}]+\}/g, (match2, index) => {
    const mark = `@${index}`;
    groups.push([mark, match2]);
    return mark;
  });
  return {
    groups,
    path: path8
  };
};
var replaceGroupMarks = (paths, groups) => {
  for (let i = groups.length - 1; i >= 0; i--) {
    const [mark] = groups[i];
    for (let j = paths.length - 1; j >= 0; j--) if (paths[j].includes(mark)) {
      paths[j] = paths[j].replace(mark, groups[i][1]);
      break;
    }
  }
  return paths;
};
var patternCache = {};
var getPattern = (label, next2) => {
  if (label === "*") return "*";
  const match2 = label.match(/^\:([^\{\}]+)(?:\{(.+)\})?$/);
  if (match2) {
    const cacheKey = `${label}#${next2}`;
    if (!patternCache[cacheKey]) {
      if (match2[2]) patternCache[cacheKey] = next2 && next2[0] !== ":" && next2[0] !== "*" ? [
        cacheKey,
        match2[1],
        new RegExp(`^${match2[2]}(?=/${next2})`)
      ] : [
        label,
        match2[1],
        new RegExp(`^${match2[2]}$`)
      ];
      else patternCache[cacheKey] = [
        label,
        match2[1],
        true
      ];
    }
    return patternCache[cacheKey];
  }
  return null;
};
var tryDecode = (str, decoder) => {
  try {
    return decoder(str);
  } catch {
    return str.replace(/(?:%[0-9A-Fa-f]{2})+/g, (match2) => {
      try {
        return decoder(match2);
      } catch {
        return match2;
      }
    });
  }
};
var decodeURIWithPreservedPercent = (value) => decodeURI(value.includes("%25") ? value.replace(/%25/g, "%2525") : value);
var getPath = (request) => {
  const url = request.url;
  const start = url.indexOf("/", url.indexOf(":") + 4);
  let i = start;
  for (; i < url.length; i++) {
    const charCode = url.charCodeAt(i);
    if (charCode === 37) {
      const queryIndex = url.indexOf("?", i);
      const hashIndex = url.indexOf("#", i);
      const end = queryIndex === -1 ? hashIndex === -1 ? void 0 : hashIndex : hashIndex === -1 ? queryIndex : Math.min(queryIndex, hashIndex);
      const path8 = url.slice(start, end);
      const decoded = tryDecode(path8, decodeURIWithPreservedPercent);
      if (/%(?![0-9A-Fa-f]{2})/.test(path8)) {
        const rewritten = new URL("http://localhost");
        rewritten.pathname = decoded.replace(/[\\\t\n\r]/g, encodeURIComponent);
        if (tryDecode(rewritten.pathname, decodeURIWithPreservedPercent) !== decoded) return tryDecode(path8.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"), decodeURIWithPreservedPercent);
      }
      return decoded;
    } else if (charCode === 63 || charCode === 35) break;
  }
  return url.slice(start, i);
};
var getPathNoStrict = (request) => {
  const result = getPath(request);
  return result.length > 1 && result.at(-1) === "/" ? result.slice(0, -1) : result;
};
var mergePath = (base, sub, ...rest) => {
  if (rest.length) sub = mergePath(sub, ...rest);
  return `${base?.[0] === "/" ? "" : "/"}${base}${sub === "/" ? "" : `${base?.at(-1) === "/" ? "" : "/"}${sub?.[0] === "/" ? sub.slice(1) : sub}`}`;
};
var checkOptionalParameter = (path8) => {
  if (path8.charCodeAt(path8.length - 1) !== 63 || !path8.includes(":")) return null;
  const segments = path8.split("/");
  const results = [];
  let basePath = "";
  segments.forEach((segment) => {
    if (segment !== "" && !/\:/.test(segment)) basePath += "/" + segment;
    else if (/\:/.test(segment)) {
      if (segment.charCodeAt(segment.length - 1) === 63) {
        if (results.length === 0 && basePath === "") results.push("/");
        else results.push(basePath);
        const optionalSegment = segment.slice(0, -1);
        basePath += "/" + optionalSegment;
        results.push(basePath);
      } else basePath += "/" + segment;
    }
  });
  return results.filter((v, i, a) => a.indexOf(v) === i);
};
var tryDecodeURIComponent = (str) => str.indexOf("%") !== -1 ? tryDecode(str, decodeURIComponent_) : str;
var _decodeURI = (value) => {
  if (value.indexOf("+") !== -1) value = value.replace(/\+/g, " ");
  return tryDecodeURIComponent(value);
};
var _getQueryParam = (url, key, multiple) => {
  const hashIndex = url.indexOf("#", 8);
  if (hashIndex !== -1) url = url.slice(0, hashIndex);
  let encoded;
  if (!multiple && key && !/[%+&=]/.test(key)) {
    const queryIndex = url.indexOf("?", 8);
    let keyIndex2 = queryIndex;
    if (keyIndex2 === -1) return;
    if (!url.startsWith(key, keyIndex2 + 1)) keyIndex2 = url.indexOf(`&${key}`, keyIndex2 + 1);
    while (keyIndex2 !== -1) {
      const trailingKeyCode = url.charCodeAt(keyIndex2 + key.length + 1);
      if (trailingKeyCode === 61 || trailingKeyCode === 38 || isNaN(trailingKeyCode)) {
        if (keyIndex2 > queryIndex && /(?:^|&)[^=&]*[%+]/.test(url.slice(queryIndex + 1, keyIndex2))) break;
        if (trailingKeyCode === 61) {
          const valueIndex = keyIndex2 + key.length + 2;
          const endIndex = url.indexOf("&", valueIndex);
          return _decodeURI(url.slice(valueIndex, endIndex === -1 ? void 0 : endIndex));
        }
        return "";
      }
      keyIndex2 = url.indexOf(`&${key}`, keyIndex2 + 1);
    }
    encoded = /[%+]/.test(url);
    if (!encoded) return;
  }
  const results = /* @__PURE__ */ Object.create(null);
  encoded ??= /[%+]/.test(url);
  let keyIndex = url.indexOf("?", 8);
  while (keyIndex !== -1) {
    const nextKeyIndex = url.indexOf("&", keyIndex + 1);
    let valueIndex = url.indexOf("=", keyIndex);
    if (valueIndex > nextKeyIndex && nextKeyIndex !== -1) valueIndex = -1;
    let name = url.slice(keyIndex + 1, valueIndex === -1 ? nextKeyIndex === -1 ? void 0 : nextKeyIndex : valueIndex);
    if (encoded) name = _decodeURI(name);
    keyIndex = nextKeyIndex;
    if (name === "") continue;
    let value;
    if (valueIndex === -1) value = "";
    else {
      value = url.slice(valueIndex + 1, nextKeyIndex === -1 ? void 0 : nextKeyIndex);
      if (encoded) value = _decodeURI(value);
    }
    if (multiple) {
      if (!(results[name] && Array.isArray(results[name]))) results[name] = [];
      results[name].push(value);
    } else results[name] ??= value;
  }
  return key ? results[key] : results;
};
var getQueryParam = _getQueryParam;
var getQueryParams = (url, key) => {
  return _getQueryParam(url, key, true);
};
var decodeURIComponent_ = decodeURIComponent;

// node_modules/hono/dist/request.js
var HonoRequest = class {
  /**
  * `.raw` can get the raw Request object.
  *
  * @see {@link https://hono.dev/docs/api/request#raw}
  *
  * @example
  * ```ts
  * // For Cloudflare Workers
  * app.post('/', async (c) => {
  *   const metadata = c.req.raw.cf?.hostMetadata?
  *   ...
  * })
  * ```
  */
  raw;
  #validatedData;
  #matchResult;
  routeIndex = 0;
  /**
  * `.path` can get the pathname of the request.
  *
  * @see {@link https://hono.dev/docs/api/request#path}
  *
  * @example
  * ```ts
  * app.get('/about/me', (c) => {
  *   const pathname = c.req.path // `/about/me`
  * })
  * ```
  */
  path;
  bodyCache = {};
  constructor(request, path8 = "/", matchResult = [[]]) {
    this.raw = request;
    this.path = path8;
    this.#matchResult = matchResult;
  }
  param(key) {
    return key ? this.#getDecodedParam(key) : this.#getAllDecodedParams();
  }
  #getDecodedParam(key) {
    const paramKey = this.#matchResult[0][this.routeIndex]?.[1][key];
    const param = this.#getParamValue(paramKey);
    return param && tryDecodeURIComponent(param);
  }
  #getAllDecodedParams() {
    const decoded = {};
    const keys = Object.keys(this.#matchResult[0][this.routeIndex]?.[1] ?? {});
    for (const key of keys) {
      const value = this.#getParamValue(this.#matchResult[0][this.routeIndex][1][key]);
      if (value !== void 0) decoded[key] = tryDecodeURIComponent(value);
    }
    return decoded;
  }
  #getParamValue(paramKey) {
    return this.#matchResult[1] ? this.#matchResult[1][paramKey] : paramKey;
  }
  query(key) {
    return getQueryParam(this.url, key);
  }
  queries(key) {
    return getQueryParams(this.url, key);
  }
  header(name) {
    if (name) return this.raw.headers.get(name) ?? void 0;
    const headerData = /* @__PURE__ */ Object.create(null);
    this.raw.headers.forEach((value, key) => {
      headerData[key] = value;
    });
    return headerData;
  }
  async parseBody(options) {
    return parseBody(this, options);
  }
  #cachedBody = (key) => {
    const { bodyCache, raw: raw2 } = this;
    const cachedBody = bodyCache[key];
    if (cachedBody) return cachedBody;
    for (const anyCachedKey in bodyCache) return bodyCache[anyCachedKey].then((body) => {
      if (anyCachedKey === "json") body = JSON.stringify(body);
      const contentType = anyCachedKey === "formData" ? void 0 : raw2.headers.get("content-type");
      return new Response(body, { headers: contentType ? { "Content-Type": contentType } : void 0 })[key]();
    });
    return bodyCache[key] = raw2[key]();
  };
  /**
  * `.json()` can parse Request body of type `application/json`
  *
  * @see {@link https://hono.dev/docs/api/request#json}
  *
  * @example
  * ```ts
  * app.post('/entry', async (c) => {
  *   const body = await c.req.json()
  * })
  * ```
  */
  json() {
    return this.#cachedBody("text").then((text2) => JSON.parse(text2));
  }
  /**
  * `.text()` can parse Request body of type `text/plain`
  *
  * @see {@link https://hono.dev/docs/api/request#text}
  *
  * @example
  * ```ts
  * app.post('/entry', async (c) => {
  *   const body = await c.req.text()
  * })
  * ```
  */
  text() {
    return this.#cachedBody("text");
  }
  /**
  * `.arrayBuffer()` parse Request body as an `ArrayBuffer`
  *
  * @see {@link https://hono.dev/docs/api/request#arraybuffer}
  *
  * @example
  * ```ts
  * app.post('/entry', async (c) => {
  *   const body = await c.req.arrayBuffer()
  * })
  * ```
  */
  arrayBuffer() {
    return this.#cachedBody("arrayBuffer");
  }
  /**
  * `.bytes()` parses the request body as a `Uint8Array`.
  *
  * @see {@link https://hono.dev/docs/api/request#bytes}
  *
  * @example
  * ```ts
  * app.post('/entry', async (c) => {
  *   const body = await c.req.bytes()
  * })
  * ```
  */
  bytes() {
    return this.#cachedBody("arrayBuffer").then((buffer2) => new Uint8Array(buffer2));
  }
  /**
  * Parses the request body as a `Blob`.
  * @example
  * ```ts
  * app.post('/entry', async (c) => {
  *   const body = await c.req.blob();
  * });
  * ```
  * @see https://hono.dev/docs/api/request#blob
  */
  blob() {
    return this.#cachedBody("blob");
  }
  /**
  * Parses the request body as `FormData`.
  * @example
  * ```ts
  * app.post('/entry', async (c) => {
  *   const body = await c.req.formData();
  * });
  * ```
  * @see https://hono.dev/docs/api/request#formdata
  */
  formData() {
    return this.#cachedBody("formData");
  }
  /**
  * Adds validated data to the request.
  *
  * @param target - The target of the validation.
  * @param data - The validated data to add.
  */
  addValidatedData(target, data) {
    (this.#validatedData ??= {})[target] = data;
  }
  valid(target) {
    return this.#validatedData?.[target];
  }
  /**
  * `.url` can get the request url strings.
  *
  * @see {@link https://hono.dev/docs/api/request#url}
  *
  * @example
  * ```ts
  * app.get('/about/me', (c) => {
  *   const url = c.req.url // `http://localhost:8787/about/me`
  *   ...
  * })
  * ```
  */
  get url() {
    return this.raw.url;
  }
  /**
  * `.method` can get the method name of the request.
  *
  * @see {@link https://hono.dev/docs/api/request#method}
  *
  * @example
  * ```ts
  * app.get('/about/me', (c) => {
  *   const method = c.req.method // `GET`
  * })
  * ```
  */
  get method() {
    return this.raw.method;
  }
  get [GET_MATCH_RESULT]() {
    return this.#matchResult;
  }
  /**
  * `.matchedRoutes` can return a matched route in the handler
  *
  * @deprecated
  *
  * Use matchedRoutes helper defined in "hono/route" instead.
  *
  * @see {@link https://hono.dev/docs/api/request#matchedroutes}
  *
  * @example
  * ```ts
  * app.use('*', async function logger(c, next) {
  *   await next()
  *   c.req.matchedRoutes.forEach(({ handler, method, path }, i) => {
  *     const name = handler.name || (handler.length < 2 ? '[handler]' : '[middleware]')
  *     console.log(
  *       method,
  *       ' ',
  *       path,
  *       ' '.repeat(Math.max(10 - path.length, 0)),
  *       name,
  *       i === c.req.routeIndex ? '<- respond from here' : ''
  *     )
  *   })
  * })
  * ```
  */
  get matchedRoutes() {
    return this.#matchResult[0].map(([[, route]]) => route);
  }
  /**
  * `.routePath` can retrieve the path registered within the handler
  *
  * @deprecated
  *
  * Use routePath helper defined in "hono/route" instead.
  *
  * @see {@link https://hono.dev/docs/api/request#routepath}
  *
  * @example
  * ```ts
  * app.get('/posts/:id', (c) => {
  *   return c.json({ path: c.req.routePath })
  * })
  * ```
  */
  get routePath() {
    return this.#matchResult[0].map(([[, route]]) => route)[this.routeIndex].path;
  }
};

// node_modules/hono/dist/utils/html.js
var HtmlEscapedCallbackPhase = {
  Stringify: 1,
  BeforeStream: 2,
  Stream: 3
};
var raw = (value, callbacks) => {
  const escapedString = new String(value);
  escapedString.isEscaped = true;
  escapedString.callbacks = callbacks;
  return escapedString;
};
var resolveCallback = async (str, phase, preserveCallbacks, context, buffer2) => {
  if (typeof str === "object" && !(str instanceof String)) {
    if (!(str instanceof Promise)) str = str.toString();
    if (str instanceof Promise) str = await str;
  }
  const callbacks = str.callbacks;
  if (!callbacks?.length) return Promise.resolve(str);
  if (buffer2) buffer2[0] += str;
  else buffer2 = [str];
  const resStr = Promise.all(callbacks.map((c) => c({
    phase,
    buffer: buffer2,
    context
  }))).then((res) => Promise.all(res.filter(Boolean).map((str2) => resolveCallback(str2, phase, false, context, buffer2))).then(() => buffer2[0]));
  if (preserveCallbacks) return raw(await resStr, callbacks);
  else return resStr;
};

// node_modules/hono/dist/context.js
var TEXT_PLAIN = "text/plain; charset=UTF-8";
var setDefaultContentType = (contentType, headers) => {
  return {
    "Content-Type": contentType,
    ...headers
  };
};
var createResponseInstance = (body, init) => new Response(body, init);
var Context = class {
  #rawRequest;
  #req;
  /**
  * `.env` can get bindings (environment variables, secrets, KV namespaces, D1 database, R2 bucket etc.) in Cloudflare Workers.
  *
  * @see {@link https://hono.dev/docs/api/context#env}
  *
  * @example
  * ```ts
  * // Environment object for Cloudflare Workers
  * app.get('*', async c => {
  *   const counter = c.env.COUNTER
  * })
  * ```
  */
  env = {};
  #var;
  finalized = false;
  /**
  * `.error` can get the error object from the middleware if the Handler throws an error.
  *
  * @see {@link https://hono.dev/docs/api/context#error}
  *
  * @example
  * ```ts
  * app.use('*', async (c, next) => {
  *   await next()
  *   if (c.error) {
  *     // do something...
  *   }
  * })
  * ```
  */
  error;
  #status;
  #executionCtx;
  #res;
  #layout;
  #renderer;
  #notFoundHandler;
  #preparedHeaders;
  #matchResult;
  #path;
  /**
  * Creates an instance of the Context class.
  *
  * @param req - The Request object.
  * @param options - Optional configuration options for the context.
  */
  constructor(req, options) {
    this.#rawRequest = req;
    if (options) {
      this.#executionCtx = options.executionCtx;
      this.env = options.env;
      this.#notFoundHandler = options.notFoundHandler;
      this.#path = options.path;
      this.#matchResult = options.matchResult;
    }
  }
  /**
  * `.req` is the instance of {@link HonoRequest}.
  */
  get req() {
    this.#req ??= new HonoRequest(this.#rawRequest, this.#path, this.#matchResult);
    return this.#req;
  }
  /**
  * @see {@link https://hono.dev/docs/api/context#event}
  * The FetchEvent associated with the current request.
  *
  * @throws Will throw an error if the context does not have a FetchEvent.
  */
  get event() {
    if (this.#executionCtx && "respondWith" in this.#executionCtx) return this.#executionCtx;
    else throw Error("This context has no FetchEvent");
  }
  /**
  * @see {@link https://hono.dev/docs/api/context#executionctx}
  * The ExecutionContext associated with the current request.
  *
  * @throws Will throw an error if the context does not have an ExecutionContext.
  */
  get executionCtx() {
    if (this.#executionCtx) return this.#executionCtx;
    else throw Error("This context has no ExecutionContext");
  }
  /**
  * @see {@link https://hono.dev/docs/api/context#res}
  * The Response object for the current request.
  */
  get res() {
    return this.#res ||= createResponseInstance(null, { headers: this.#preparedHeaders ??= new Headers() });
  }
  /**
  * Sets the Response object for the current request.
  *
  * @param _res - The Response object to set.
  */
  set res(_res) {
    if (this.#res && _res) {
      _res = createResponseInstance(_res.body, _res);
      for (const [k, v] of this.#res.headers.entries()) {
        if (k === "content-type") continue;
        if (k === "set-cookie") {
          const cookies = this.#res.headers.getSetCookie();
          _res.headers.delete("set-cookie");
          for (const cookie of cookies) _res.headers.append("set-cookie", cookie);
        } else _res.headers.set(k, v);
      }
    }
    this.#res = _res;
    this.finalized = true;
  }
  /**
  * `.render()` can create a response within a layout.
  *
  * @see {@link https://hono.dev/docs/api/context#render-setrenderer}
  *
  * @example
  * ```ts
  * app.get('/', (c) => {
  *   return c.render('Hello!')
  * })
  * ```
  */
  render = (...args) => {
    this.#renderer ??= (content2) => this.html(content2);
    return this.#renderer(...args);
  };
  /**
  * Sets the layout for the response.
  *
  * @param layout - The layout to set.
  * @returns The layout function.
  */
  setLayout = (layout) => this.#layout = layout;
  /**
  * Gets the current layout for the response.
  *
  * @returns The current layout function.
  */
  getLayout = () => this.#layout;
  /**
  * `.setRenderer()` can set the layout in the custom middleware.
  *
  * @see {@link https://hono.dev/docs/api/context#render-setrenderer}
  *
  * @example
  * ```tsx
  * app.use('*', async (c, next) => {
  *   c.setRenderer((content) => {
  *     return c.html(
  *       <html>
  *         <body>
  *           <p>{content}</p>
  *         </body>
  *       </html>
  *     )
  *   })
  *   await next()
  * })
  * ```
  */
  setRenderer = (renderer) => {
    this.#renderer = renderer;
  };
  /**
  * `.header()` can set headers.
  *
  * @see {@link https://hono.dev/docs/api/context#header}
  *
  * @example
  * ```ts
  * app.get('/welcome', (c) => {
  *   // Set headers
  *   c.header('X-Message', 'Hello!')
  *   c.header('Content-Type', 'text/plain')
  *
  *   // Append multiple headers using the append option (e.g. Vary)
  *   c.header('Vary', 'Accept-Encoding', { append: true })
  *   c.header('Vary', 'User-Agent', { append: true })
  *
  *   return c.body('Thank you for coming')
  * })
  * ```
  */
  header = (name, value, options) => {
    if (this.finalized && !this.#res.bodyUsed) this.#res = createResponseInstance(this.#res.body, this.#res);
    const headers = this.#res ? this.#res.headers : this.#preparedHeaders ??= new Headers();
    if (value === void 0) headers.delete(name);
    else if (options?.append) headers.append(name, value);
    else headers.set(name, value);
  };
  status = (status) => {
    this.#status = status;
  };
  /**
  * `.set()` can set the value specified by the key.
  *
  * @see {@link https://hono.dev/docs/api/context#set-get}
  *
  * @example
  * ```ts
  * app.use('*', async (c, next) => {
  *   c.set('message', 'Hono is hot!!')
  *   await next()
  * })
  * ```
  */
  set = (key, value) => {
    this.#var ??= /* @__PURE__ */ new Map();
    this.#var.set(key, value);
  };
  /**
  * `.get()` can use the value specified by the key.
  *
  * @see {@link https://hono.dev/docs/api/context#set-get}
  *
  * @example
  * ```ts
  * app.get('/', (c) => {
  *   const message = c.get('message')
  *   return c.text(`The message is "${message}"`)
  * })
  * ```
  */
  get = (key) => {
    return this.#var ? this.#var.get(key) : void 0;
  };
  /**
  * `.var` can access the value of a variable.
  *
  * @see {@link https://hono.dev/docs/api/context#var}
  *
  * @example
  * ```ts
  * const result = c.var.client.oneMethod()
  * ```
  */
  get var() {
    if (!this.#var) return {};
    return Object.fromEntries(this.#var);
  }
  #newResponse(data, arg, headers) {
    let responseHeaders = this.#res ? new Headers(this.#res.headers) : this.#preparedHeaders;
    if (typeof arg === "object" && arg.headers) {
      responseHeaders ??= new Headers();
      for (const [key, value] of new Headers(arg.headers)) if (key === "set-cookie") responseHeaders.append(key, value);
      else responseHeaders.set(key, value);
    }
    if (headers) {
      if (!responseHeaders) {
        let count3 = 0;
        for (const k in headers) if (++count3 > 1 || typeof headers[k] !== "string") {
          responseHeaders = new Headers();
          break;
        }
      }
      if (responseHeaders) for (const k in headers) {
        const v = headers[k];
        if (typeof v === "string") responseHeaders.set(k, v);
        else {
          responseHeaders.delete(k);
          for (const v2 of v) responseHeaders.append(k, v2);
        }
      }
    }
    const status = typeof arg === "number" ? arg : arg?.status ?? this.#status;
    return createResponseInstance(data, {
      status,
      headers: responseHeaders ?? headers
    });
  }
  newResponse = (...args) => this.#newResponse(...args);
  /**
  * `.body()` can return the HTTP response.
  * You can set headers with `.header()` and set HTTP status code with `.status`.
  * This can also be set in `.text()`, `.json()` and so on.
  *
  * @see {@link https://hono.dev/docs/api/context#body}
  *
  * @example
  * ```ts
  * app.get('/welcome', (c) => {
  *   // Set headers
  *   c.header('X-Message', 'Hello!')
  *   c.header('Content-Type', 'text/plain')
  *   // Set HTTP status code
  *   c.status(201)
  *
  *   // Return the response body
  *   return c.body('Thank you for coming')
  * })
  * ```
  */
  body = (data, arg, headers) => this.#newResponse(data, arg, headers);
  /**
  * `.text()` can render text as `Content-Type:text/plain`.
  *
  * @see {@link https://hono.dev/docs/api/context#text}
  *
  * @example
  * ```ts
  * app.get('/say', (c) => {
  *   return c.text('Hello!')
  * })
  * ```
  */
  text = (text2, arg, headers) => {
    return !this.#preparedHeaders && !this.#status && !arg && !headers && !this.finalized ? new Response(text2) : this.#newResponse(text2, arg, setDefaultContentType(TEXT_PLAIN, headers));
  };
  /**
  * `.json()` can render JSON as `Content-Type:application/json`.
  *
  * @see {@link https://hono.dev/docs/api/context#json}
  *
  * @example
  * ```ts
  * app.get('/api', (c) => {
  *   return c.json({ message: 'Hello!' })
  * })
  * ```
  */
  json = (object, arg, headers) => {
    return this.#newResponse(JSON.stringify(object), arg, setDefaultContentType("application/json", headers));
  };
  html = (html2, arg, headers) => {
    const res = (html3) => this.#newResponse(html3, arg, setDefaultContentType("text/html; charset=UTF-8", headers));
    return typeof html2 === "object" ? resolveCallback(html2, HtmlEscapedCallbackPhase.Stringify, false, {}).then(res) : res(html2);
  };
  /**
  * `.redirect()` can Redirect, default status code is 302.
  *
  * @see {@link https://hono.dev/docs/api/context#redirect}
  *
  * @example
  * ```ts
  * app.get('/redirect', (c) => {
  *   return c.redirect('/')
  * })
  * app.get('/redirect-permanently', (c) => {
  *   return c.redirect('/', 301)
  * })
  * ```
  */
  redirect = (location, status) => {
    const locationString = String(location);
    this.header("Location", !/[^\x00-\xFF]/.test(locationString) ? locationString : encodeURI(locationString));
    return this.newResponse(null, status ?? 302);
  };
  /**
  * `.notFound()` can return the Not Found Response.
  *
  * @see {@link https://hono.dev/docs/api/context#notfound}
  *
  * @example
  * ```ts
  * app.get('/notfound', (c) => {
  *   return c.notFound()
  * })
  * ```
  */
  notFound = () => {
    this.#notFoundHandler ??= () => createResponseInstance();
    return this.#notFoundHandler(this);
  };
};

// node_modules/hono/dist/compose.js
var compose = (middleware, onError, onNotFound) => {
  return (context, next2) => {
    let index = -1;
    return dispatch(0);
    async function dispatch(i) {
      if (i <= index) throw new Error("next() called multiple times");
      index = i;
      let res;
      let isError = false;
      let handler;
      if (middleware[i]) {
        handler = middleware[i][0][0];
        context.req.routeIndex = i;
      } else handler = i === middleware.length && next2 || void 0;
      if (handler) try {
        res = await handler(context, () => dispatch(i + 1));
      } catch (err) {
        if (err instanceof Error && onError) {
          context.error = err;
          res = await onError(err, context);
          isError = true;
        } else throw err;
      }
      else if (context.finalized === false && onNotFound) res = await onNotFound(context);
      if (res && (context.finalized === false || isError)) context.res = res;
      return context;
    }
  };
};

// node_modules/hono/dist/helper/route/index.js
var matchedRoutes = (c) => c.req[GET_MATCH_RESULT][0].map(([[, route]]) => route);
var routePath = (c, index) => matchedRoutes(c).at(index ?? c.req.routeIndex)?.path ?? "";

// node_modules/hono/dist/router.js
var METHODS = [
  "get",
  "post",
  "put",
  "delete",
  "options",
  "patch",
  "query"
];
var MESSAGE_MATCHER_IS_ALREADY_BUILT = "Can not add a route since the matcher is already built.";
var UnsupportedPathError = class extends Error {
};

// node_modules/hono/dist/utils/constants.js
var COMPOSED_HANDLER = "__COMPOSED_HANDLER";

// node_modules/hono/dist/utils/mount.js
var countTrailingSlashes = (path8) => {
  let index = path8.length;
  while (index > 0 && path8.charCodeAt(index - 1) === 47) index--;
  return path8.length - index;
};
var getPathPrefixLength = (c, pathPrefix, routePath2) => {
  if (!/[:*]/.test(pathPrefix)) return pathPrefix.length;
  const path8 = c.req.path;
  const matchResult = c.req[GET_MATCH_RESULT];
  const paramNames = /* @__PURE__ */ new Set();
  let length = 0;
  for (const part of splitRoutingPath(pathPrefix)) {
    if (part[0] === ":" && part.endsWith("}?")) throw new Error(`mount(): Optional regular expression parameters are not supported in "${routePath2}".`);
    const pattern2 = getPattern(part);
    if (pattern2 && pattern2 !== "*") {
      const name = pattern2[1];
      if (paramNames.has(name)) throw new Error(`mount(): Duplicate path parameter "${name}" in "${routePath2}".`);
      paramNames.add(name);
    }
    if (pattern2 && pattern2 !== "*" && pattern2[2] !== true) {
      const value = matchResult.length === 2 ? matchResult[1][matchResult[0][c.req.routeIndex][1][pattern2[1]]] : matchResult[0][c.req.routeIndex][1][pattern2[1]];
      length += value.length + 1;
    } else if (pattern2 || part.endsWith("*")) {
      const end = path8.indexOf("/", length + 1);
      length = end === -1 ? path8.length : end;
    } else length += part.length + 1;
  }
  return length;
};
var createMountedRequest = (c, pathPrefix, routePath2) => {
  if (/[^/]\*$/.test(routePath2)) throw new Error(`mount(): Wildcard must follow "/" in "${routePath2}".`);
  const prefixLength = getPathPrefixLength(c, pathPrefix, routePath2);
  const path8 = c.req.path.slice(prefixLength) || "/";
  if (prefixLength > c.req.path.length || path8[0] !== "/" || /\/(?:\.|%2e){1,2}(?:\/|$)/i.test(path8)) throw new HTTPException(400, { message: "Invalid mounted path" });
  const rawUrl = c.req.raw.url;
  if (/^[^/?#]*\/\/[^/?#\\]*[?#\\]/.test(rawUrl)) throw new HTTPException(400, { message: "Invalid mounted path" });
  const rawPathEnd = rawUrl.search(/[?#]/);
  const rawTrailingSlashes = countTrailingSlashes(rawPathEnd === -1 ? rawUrl : rawUrl.slice(0, rawPathEnd));
  if (rawTrailingSlashes > 1 && countTrailingSlashes(c.req.path) === rawTrailingSlashes - 1) throw new HTTPException(400, { message: "Invalid mounted path" });
  const url = new URL(rawUrl);
  url.pathname = path8.replace(/[\\\t\n\r]/g, encodeURIComponent);
  if (path8.includes("%")) {
  }
  return new Request(url, c.req.raw);
};

// node_modules/hono/dist/hono-base.js
var notFoundHandler = (c) => {
  return c.text("404 Not Found", 404);
};
var errorHandler = (err, c) => {
  if ("getResponse" in err) {
    const res = err.getResponse();
    return c.newResponse(res.body, res);
  }
  console.error(err);
  return c.text("Internal Server Error", 500);
};
var Hono = class Hono2 {
  get;
  post;
  put;
  delete;
  options;
  patch;
  query;
  all;
  on;
  use;
  router;
  getPath;
  _basePath = "/";
  #path = "/";
  routes = [];
  constructor(options = {}) {
    [...METHODS, "all"].forEach((method) => {
      this[method] = (args1, ...args) => {
        const methodName = method.toUpperCase();
        if (typeof args1 === "string") this.#path = args1;
        else this.#addRoute(methodName, this.#path, args1);
        args.forEach((handler) => {
          this.#addRoute(methodName, this.#path, handler);
        });
        return this;
      };
    });
    this.on = (method, path8, ...handlers) => {
      for (const p of [path8].flat()) {
        this.#path = p;
        for (const m of [method].flat()) {
          const methodName = m.toUpperCase();
          for (const handler of handlers) this.#addRoute(methodName, this.#path, handler);
        }
      }
      return this;
    };
    this.use = (arg1, ...handlers) => {
      if (typeof arg1 === "string") this.#path = arg1;
      else {
        this.#path = "*";
        handlers.unshift(arg1);
      }
      handlers.forEach((handler) => {
        this.#addRoute("ALL", this.#path, handler);
      });
      return this;
    };
    const { strict, ...optionsWithoutStrict } = options;
    Object.assign(this, optionsWithoutStrict);
    this.getPath = strict ?? true ? options.getPath ?? getPath : getPathNoStrict;
  }
  #clone() {
    const clone = new Hono2({
      router: this.router,
      getPath: this.getPath
    });
    clone.errorHandler = this.errorHandler;
    clone.#notFoundHandler = this.#notFoundHandler;
    clone.routes = this.routes;
    return clone;
  }
  #notFoundHandler = notFoundHandler;
  errorHandler = errorHandler;
  /**
  * `.route()` allows grouping other Hono instance in routes.
  *
  * @see {@link https://hono.dev/docs/api/routing#grouping}
  *
  * @param {string} path - base Path
  * @param {Hono} app - other Hono instance
  * @returns {Hono} routed Hono instance
  *
  * @example
  * ```ts
  * const app = new Hono()
  * const app2 = new Hono()
  *
  * app2.get("/user", (c) => c.text("user"))
  * app.route("/api", app2) // GET /api/user
  * ```
  */
  route(path8, app) {
    const subApp = this.basePath(path8);
    app.routes.map((r) => {
      let handler;
      if (app.errorHandler === errorHandler) handler = r.handler;
      else {
        handler = async (c, next2) => (await compose([], app.errorHandler)(c, () => r.handler(c, next2))).res;
        handler[COMPOSED_HANDLER] = r.handler;
      }
      subApp.#addRoute(r.method, r.path, handler, r.basePath);
    });
    return this;
  }
  /**
  * `.basePath()` allows base paths to be specified.
  *
  * @see {@link https://hono.dev/docs/api/routing#base-path}
  *
  * @param {string} path - base Path
  * @returns {Hono} changed Hono instance
  *
  * @example
  * ```ts
  * const api = new Hono().basePath('/api')
  * ```
  */
  basePath(path8) {
    const subApp = this.#clone();
    subApp._basePath = mergePath(this._basePath, path8);
    return subApp;
  }
  /**
  * `.onError()` handles an error and returns a customized Response.
  *
  * @see {@link https://hono.dev/docs/api/hono#error-handling}
  *
  * @param {ErrorHandler} handler - request Handler for error
  * @returns {Hono} changed Hono instance
  *
  * @example
  * ```ts
  * app.onError((err, c) => {
  *   console.error(`${err}`)
  *   return c.text('Custom Error Message', 500)
  * })
  * ```
  */
  onError = (handler) => {
    this.errorHandler = handler;
    return this;
  };
  /**
  * `.notFound()` allows you to customize a Not Found Response.
  *
  * @see {@link https://hono.dev/docs/api/hono#not-found}
  *
  * @param {NotFoundHandler} handler - request handler for not-found
  * @returns {Hono} changed Hono instance
  *
  * @example
  * ```ts
  * app.notFound((c) => {
  *   return c.text('Custom 404 Message', 404)
  * })
  * ```
  */
  notFound = (handler) => {
    this.#notFoundHandler = handler;
    return this;
  };
  /**
  * `.mount()` allows you to mount applications built with other frameworks into your Hono application.
  *
  * @deprecated Use `mount()` from `hono/mount` instead. `.mount()` will be removed in v5.
  *
  * @see {@link https://hono.dev/docs/api/hono#mount}
  *
  * @param {string} path - base Path
  * @param {Function} applicationHandler - other Request Handler
  * @param {MountOptions} [options] - options of `.mount()`
  * @returns {Hono} mounted Hono instance
  * @throws {Error} If automatic request rewriting encounters duplicate path parameter names or an optional regular expression parameter.
  * @throws {HTTPException} With status 400 if automatic request rewriting cannot safely preserve the routed path.
  *
  * @example
  * ```ts
  * import { Router as IttyRouter } from 'itty-router'
  * import { Hono } from 'hono'
  * // Create itty-router application
  * const ittyRouter = IttyRouter()
  * // GET /itty-router/hello
  * ittyRouter.get('/hello', () => new Response('Hello from itty-router'))
  *
  * const app = new Hono()
  * app.mount('/itty-router', ittyRouter.handle)
  * ```
  *
  * @example
  * ```ts
  * const app = new Hono()
  * // Send the request to another application without modification.
  * app.mount('/app', anotherApp, {
  *   replaceRequest: (req) => req,
  * })
  * ```
  */
  mount(path8, applicationHandler, options) {
    let replaceRequest;
    let optionHandler;
    if (options) {
      if (typeof options === "function") optionHandler = options;
      else {
        optionHandler = options.optionHandler;
        if (options.replaceRequest === false) replaceRequest = (request) => request;
        else replaceRequest = options.replaceRequest;
      }
    }
    const getOptions = optionHandler ? (c) => {
      const options2 = optionHandler(c);
      return Array.isArray(options2) ? options2 : [options2];
    } : (c) => {
      let executionContext = void 0;
      try {
        executionContext = c.executionCtx;
      } catch {
      }
      return [c.env, executionContext];
    };
    const defaultReplaceRequest = (c) => {
      const mountedRoutePath = routePath(c);
      return createMountedRequest(c, mountedRoutePath.replace(/\/?\*$/, ""), mountedRoutePath);
    };
    const handler = async (c, next2) => {
      const res = await applicationHandler(replaceRequest ? replaceRequest(c.req.raw) : defaultReplaceRequest(c), ...getOptions(c));
      if (res) return res;
      await next2();
    };
    this.#addRoute("ALL", mergePath(path8, "*"), handler);
    return this;
  }
  #addRoute(method, path8, handler, baseRoutePath) {
    path8 = mergePath(this._basePath, path8);
    const r = {
      basePath: baseRoutePath !== void 0 ? mergePath(this._basePath, baseRoutePath) : this._basePath,
      path: path8,
      method,
      handler
    };
    this.router.add(method, path8, [handler, r]);
    this.routes.push(r);
  }
  #handleError(err, c) {
    if (err instanceof Error) return this.errorHandler(err, c);
    throw err;
  }
  #dispatch(request, executionCtx, env, method) {
    if (method === "HEAD") return (async () => new Response(null, await this.#dispatch(request, executionCtx, env, "GET")))();
    const path8 = this.getPath(request, { env });
    const matchResult = this.router.match(method, path8);
    const c = new Context(request, {
      path: path8,
      matchResult,
      env,
      executionCtx,
      notFoundHandler: this.#notFoundHandler
    });
    if (matchResult[0].length === 1) {
      let res;
      try {
        res = matchResult[0][0][0][0](c, async () => {
          c.res = await this.#notFoundHandler(c);
        });
      } catch (err) {
        return this.#handleError(err, c);
      }
      return res instanceof Promise ? res.then((resolved) => resolved || (c.finalized ? c.res : this.#notFoundHandler(c))).catch((err) => this.#handleError(err, c)) : res ?? this.#notFoundHandler(c);
    }
    const composed = compose(matchResult[0], this.errorHandler, this.#notFoundHandler);
    return (async () => {
      try {
        const context = await composed(c);
        if (!context.finalized) throw new Error("Context is not finalized. Did you forget to return a Response object or `await next()`?");
        return context.res;
      } catch (err) {
        return this.#handleError(err, c);
      }
    })();
  }
  /**
  * `.fetch()` will be entry point of your app.
  *
  * @see {@link https://hono.dev/docs/api/hono#fetch}
  *
  * @param {Request} request - request Object of request
  * @param {Env} env - env Object
  * @param {ExecutionContext} executionCtx - context of execution
  * @returns {Response | Promise<Response>} response of request
  *
  */
  fetch = (request, ...rest) => {
    return this.#dispatch(request, rest[1], rest[0], request.method);
  };
  /**
  * `.request()` is a useful method for testing.
  * You can pass a URL or pathname to send a GET request.
  * app will return a Response object.
  * ```ts
  * test('GET /hello is ok', async () => {
  *   const res = await app.request('/hello')
  *   expect(res.status).toBe(200)
  * })
  * ```
  * @see https://hono.dev/docs/api/hono#request
  */
  request = (input, requestInit, Env, executionCtx) => {
    if (input instanceof Request) return this.fetch(requestInit ? new Request(input, requestInit) : input, Env, executionCtx);
    input = input.toString();
    return this.fetch(new Request(/^https?:\/\//.test(input) ? input : `http://localhost${mergePath("/", input)}`, requestInit), Env, executionCtx);
  };
  /**
  * `.fire()` automatically adds a global fetch event listener.
  * This can be useful for environments that adhere to the Service Worker API, such as non-ES module Cloudflare Workers.
  * @deprecated
  * Use `fire` from `hono/service-worker` instead.
  * ```ts
  * import { Hono } from 'hono'
  * import { fire } from 'hono/service-worker'
  *
  * const app = new Hono()
  * // ...
  * fire(app)
  * ```
  * @see https://hono.dev/docs/api/hono#fire
  * @see https://developer.mozilla.org/en-US/docs/Web/API/Service_Worker_API
  * @see https://developers.cloudflare.com/workers/reference/migrate-to-module-workers/
  */
  fire = () => {
    addEventListener("fetch", (event) => {
      event.respondWith(this.#dispatch(event.request, event, void 0, event.request.method));
    });
  };
};

// node_modules/hono/dist/router/utils.js
var createNullObject = () => /* @__PURE__ */ Object.create(null);

// node_modules/hono/dist/router/reg-exp-router/matcher.js
var emptyParam = [];
function match(method, path8) {
  const matchers = this.buildAllMatchers();
  const match2 = ((method2, path9) => {
    const matcher = matchers[method2] || matchers["ALL"];
    const staticMatch = matcher[2][path9];
    if (staticMatch) return staticMatch;
    const match3 = path9.match(matcher[0]);
    if (!match3) return [[], emptyParam];
    const index = match3.indexOf("", 1);
    return [matcher[1][index], match3];
  });
  this.match = match2;
  return match2(method, path8);
}

// node_modules/hono/dist/router/reg-exp-router/node.js
var LABEL_REG_EXP_STR = "[^/]+";
var ONLY_WILDCARD_REG_EXP_STR = "[^]*";
var TAIL_WILDCARD_REG_EXP_STR = "(?:|/[^]*)";
var PATH_ERROR = /* @__PURE__ */ Symbol();
var regExpMetaChars = /* @__PURE__ */ new Set(".\\+*[^]$()");
function compareKey(a, b) {
  if (a.length === 1) return b.length === 1 ? a < b ? -1 : 1 : -1;
  if (b.length === 1) return 1;
  if (a === "[^]*" || a === "(?:|/[^]*)") return b === "[^]*" ? -1 : 1;
  else if (b === "[^]*" || b === "(?:|/[^]*)") return -1;
  if (a === "[^/]+") return 1;
  else if (b === "[^/]+") return -1;
  return a.length === b.length ? a < b ? -1 : 1 : b.length - a.length;
}
var Node = class Node2 {
  #index;
  #varIndex;
  #children = createNullObject();
  insert(tokens, index, paramMap, context, keys) {
    let node = this;
    for (let i = 0, len = tokens.length; i < len; i++) {
      const token = tokens[i];
      const pattern2 = token.length === 1 ? token === "*" ? i === len - 1 ? [
        "",
        "",
        ONLY_WILDCARD_REG_EXP_STR
      ] : [
        "",
        "",
        LABEL_REG_EXP_STR
      ] : null : token === "/*" ? [
        "",
        "",
        TAIL_WILDCARD_REG_EXP_STR
      ] : token.match(/^\:([^\{\}]+)(?:\{(.+)\})?$/);
      let nextNode;
      if (pattern2) {
        const name = pattern2[1];
        let regexpStr = pattern2[2] || "[^/]+";
        if (name && pattern2[2]) {
          if (new RegExp(regexpStr).test("")) throw PATH_ERROR;
          regexpStr = regexpStr.replace(/^\((?!\?:)(?=[^)]+\)$)/, "(?:");
          if (/\((?!\?:)/.test(regexpStr)) throw PATH_ERROR;
          if (regexpStr.length === 1 && regExpMetaChars.has(regexpStr)) throw PATH_ERROR;
        }
        keys.push(regexpStr);
        nextNode = node.#children[regexpStr];
        if (!nextNode) {
          if (regexpStr !== "[^]*" && regexpStr !== "(?:|/[^]*)") {
            for (const k in node.#children) if ((regexpStr.length > 1 || k.length > 1) && k !== "[^]*" && k !== "(?:|/[^]*)") throw PATH_ERROR;
          }
          nextNode = node.#children[regexpStr] = new Node2();
        }
        if (name !== "") {
          nextNode.#varIndex ??= context.varIndex++;
          paramMap.push([name, nextNode.#varIndex]);
        }
      } else {
        keys.push(token);
        nextNode = node.#children[token];
        if (!nextNode) {
          for (const k in node.#children) if (k.length > 1 && k !== "[^]*" && k !== "(?:|/[^]*)") throw PATH_ERROR;
          nextNode = node.#children[token] = new Node2();
        }
      }
      node = nextNode;
    }
    if (node.#index !== void 0) throw PATH_ERROR;
    node.#index = index;
  }
  buildRegExpStr() {
    const strList = Object.keys(this.#children).sort(compareKey).map((k) => {
      const c = this.#children[k];
      const childStr = c.buildRegExpStr();
      return childStr === "" ? "" : (typeof c.#varIndex === "number" ? `(${k})@${c.#varIndex}` : regExpMetaChars.has(k) ? `\\${k}` : k) + childStr;
    }).filter(Boolean);
    if (typeof this.#index === "number" && this.#index !== -1) strList.unshift(`#${this.#index}`);
    if (strList.length === 0) return "";
    if (strList.length === 1) return strList[0];
    return "(?:" + strList.join("|") + ")";
  }
};

// node_modules/hono/dist/router/reg-exp-router/trie.js
var Trie = class {
  #context = { varIndex: 0 };
  #root = new Node();
  #index = 0;
  paths = createNullObject();
  insert(path8, isStatic) {
    const keys = [];
    if (isStatic) {
      this.#root.insert(path8.split(""), -1, [], this.#context, keys);
      this.paths[path8] = [
        -1,
        [],
        keys
      ];
      return;
    }
    const paramAssoc = [];
    const groups = [];
    let markedPath = path8;
    for (let i = 0; ; ) {
      let replaced = false;
      markedPath = markedPath.replace(/\{(?:\{[\d,]+\}|[^}])+\}/g, (m) => {
        const mark = `@\\${i}`;
        groups[i] = [mark, m];
        i++;
        replaced = true;
        return mark;
      });
      if (!replaced) break;
    }
    const tokens = markedPath.match(/(?::[^\/]+)|(?:\/\*$)|./gs) || [];
    for (let i = groups.length - 1; i >= 0; i--) {
      const [mark] = groups[i];
      for (let j = tokens.length - 1; j >= 0; j--) if (tokens[j].indexOf(mark) !== -1) {
        tokens[j] = tokens[j].replace(mark, groups[i][1]);
        break;
      }
    }
    this.#root.insert(tokens, this.#index, paramAssoc, this.#context, keys);
    this.paths[path8] = [
      this.#index++,
      paramAssoc,
      keys
    ];
  }
  buildRegExp() {
    let regexp = this.#root.buildRegExpStr();
    if (regexp === "") return [
      /^$/,
      [],
      []
    ];
    let captureIndex = 0;
    const indexReplacementMap = [];
    const paramReplacementMap = [];
    regexp = regexp.replace(/#(\d+)|@(\d+)|\.\*\$/g, (_, handlerIndex, paramIndex) => {
      if (handlerIndex !== void 0) {
        indexReplacementMap[++captureIndex] = Number(handlerIndex);
        return "$()";
      }
      if (paramIndex !== void 0) {
        paramReplacementMap[Number(paramIndex)] = ++captureIndex;
        return "";
      }
      return "";
    });
    return [
      new RegExp(`^${regexp}`),
      indexReplacementMap,
      paramReplacementMap
    ];
  }
};

// node_modules/hono/dist/router/reg-exp-router/router.js
function endsWithWildcard(keys) {
  const tail = keys[keys.length - 1];
  return tail === "[^]*" || tail === "(?:|/[^]*)";
}
function covers(wildcard, target) {
  const last = wildcard.length - 1;
  for (let i = 0; i < last; i++) if (wildcard[i] !== target[i]) return false;
  return wildcard[last] === "[^]*" || target.length === last || target[last] === "/";
}
var RegExpRouter = class {
  name = "RegExpRouter";
  #handlers;
  #tries;
  constructor() {
    this.#handlers = { ["ALL"]: [] };
    this.#tries = { ["ALL"]: new Trie() };
  }
  #insertPath(method, path8) {
    try {
      this.#tries[method].insert(path8, !/\*|\/:/.test(path8));
    } catch (e) {
      throw e === PATH_ERROR ? new UnsupportedPathError(path8) : e;
    }
  }
  add(method, path8, handler) {
    const handlers = this.#handlers;
    if (!handlers) throw new Error(MESSAGE_MATCHER_IS_ALREADY_BUILT);
    const tries = this.#tries;
    if (!handlers[method]) {
      tries[method] = new Trie();
      handlers[method] = [...handlers["ALL"]];
      for (const p in tries["ALL"].paths) this.#insertPath(method, p);
    }
    if (path8 === "/*") path8 = "*";
    const methods = method === "ALL" ? Object.keys(handlers) : [method];
    const paths = checkOptionalParameter(path8) || [path8];
    for (const path9 of paths) for (const m of methods) {
      if (!tries[m].paths[path9]) this.#insertPath(m, path9);
      handlers[m].push([handler, path9]);
    }
  }
  match = match;
  buildAllMatchers() {
    const matchers = createNullObject();
    for (const method of Object.keys(this.#handlers)) matchers[method] = this.#buildMatcher(method);
    this.#handlers = this.#tries = void 0;
    return matchers;
  }
  #buildMatcher(method) {
    const handlers = this.#handlers[method];
    const trie = this.#tries[method];
    const staticMap = createNullObject();
    const handlerData = [];
    const [regexp, indexReplacementMap, paramReplacementMap] = trie.buildRegExp();
    const own = createNullObject();
    const entries = handlers.map(([h, p], i) => {
      (own[p] ??= []).push(i);
      return [h, trie.paths[p][1].reduceRight((map, [key, varIndex]) => {
        map[key] = paramReplacementMap[varIndex];
        return map;
      }, createNullObject())];
    });
    const wildcards = Object.keys(own).filter((p) => endsWithWildcard(trie.paths[p][2]));
    for (const path8 in trie.paths) {
      const [index, , keys] = trie.paths[path8];
      const indexes = [...own[path8]];
      for (const p of wildcards) if (p !== path8 && covers(trie.paths[p][2], keys)) indexes.push(...own[p]);
      const data = indexes.sort((a, b) => a - b).map((i) => entries[i]);
      if (index === -1) {
        const last = Math.max(-1, ...data.flatMap(([, map]) => Object.values(map)));
        staticMap[path8] = [data, last === -1 ? emptyParam : path8.match(regexp).slice(0, last + 1)];
      } else handlerData[index] = data;
    }
    return [
      regexp,
      indexReplacementMap.map((i) => handlerData[i]),
      staticMap
    ];
  }
};

// node_modules/hono/dist/router/smart-router/router.js
var SmartRouter = class {
  name = "SmartRouter";
  #routers = [];
  #routes = [];
  constructor(init) {
    this.#routers = init.routers;
  }
  add(method, path8, handler) {
    if (!this.#routes) throw new Error(MESSAGE_MATCHER_IS_ALREADY_BUILT);
    this.#routes.push([
      method,
      path8,
      handler
    ]);
  }
  match(method, path8) {
    if (!this.#routes) throw new Error("Fatal error");
    const routers = this.#routers;
    const routes = this.#routes;
    const len = routers.length;
    let i = 0;
    let res;
    for (; i < len; i++) {
      const router = routers[i];
      try {
        for (let i2 = 0, len2 = routes.length; i2 < len2; i2++) router.add(...routes[i2]);
        res = router.match(method, path8);
      } catch (e) {
        if (e instanceof UnsupportedPathError) continue;
        throw e;
      }
      this.match = router.match.bind(router);
      this.#routers = [router];
      this.#routes = void 0;
      break;
    }
    if (i === len) throw new Error("Fatal error");
    this.name = `SmartRouter + ${this.activeRouter.name}`;
    return res;
  }
  get activeRouter() {
    if (this.#routes || this.#routers.length !== 1) throw new Error("No active router has been determined yet.");
    return this.#routers[0];
  }
};

// node_modules/hono/dist/router/trie-router/node.js
var emptyParams = createNullObject();
var order = 0;
var Node3 = class Node4 {
  #methods = [];
  #children = createNullObject();
  #patterns = [];
  #pattern;
  #params = emptyParams;
  insert(method, path8, handler) {
    let curNode = this;
    const parts = splitRoutingPath(path8);
    const possibleKeys = /* @__PURE__ */ new Set();
    let i = 0;
    for (const p of parts) {
      const nextP = parts[++i];
      const pattern2 = getPattern(p, nextP) || (nextP === void 0 && p && p.indexOf("*") === p.length - 1 ? p : null);
      const isParam = Array.isArray(pattern2);
      const key = isParam ? pattern2[0] : pattern2 || p;
      const child = curNode.#children[key] ||= new Node4();
      if (pattern2 && !child.#pattern) {
        child.#pattern = pattern2;
        curNode.#patterns.push(child);
      }
      curNode = child;
      if (isParam) possibleKeys.add(pattern2[1]);
    }
    curNode.#methods.push({ [method]: {
      handler,
      possibleKeys: [...possibleKeys],
      score: ++order
    } });
  }
  #pushHandlerSets(handlerSets, node, method, nodeParams, params) {
    for (let i = 0, len = node.#methods.length; i < len; i++) {
      const m = node.#methods[i];
      const handlerSet = m[method] || m["ALL"];
      if (handlerSet) {
        handlerSet.params = createNullObject();
        handlerSets.push(handlerSet);
        for (let i2 = 0, len2 = handlerSet.possibleKeys.length; i2 < len2; i2++) {
          const key = handlerSet.possibleKeys[i2];
          handlerSet.params[key] = params?.[key] && !i2 ? params[key] : nodeParams[key] ?? params?.[key];
        }
      }
    }
  }
  search(method, path8) {
    const handlerSets = [];
    this.#params = emptyParams;
    let curNodes = [this];
    const parts = splitPath(path8);
    const curNodesQueue = [];
    const len = parts.length;
    let partOffsets = null;
    for (let i = 0; i < len; i++) {
      const part = parts[i];
      const isLast = i === len - 1;
      const tempNodes = [];
      for (let j = 0, len2 = curNodes.length; j < len2; j++) {
        const node = curNodes[j];
        const nextNode = node.#children[part];
        if (nextNode) {
          nextNode.#params = node.#params;
          if (isLast) {
            if (nextNode.#children["*"]) this.#pushHandlerSets(handlerSets, nextNode.#children["*"], method, node.#params);
            this.#pushHandlerSets(handlerSets, nextNode, method, node.#params);
          } else tempNodes.push(nextNode);
        }
        for (const child of node.#patterns) {
          const pattern2 = child.#pattern;
          const params = node.#params === emptyParams ? {} : { ...node.#params };
          if (typeof pattern2 === "string") {
            if (pattern2 === "*" || part.startsWith(pattern2.slice(0, -1))) {
              this.#pushHandlerSets(handlerSets, child, method, node.#params);
              if (pattern2 === "*") {
                child.#params = params;
                tempNodes.push(child);
              }
            }
            continue;
          }
          const [, name, matcher] = pattern2;
          if (!part && matcher === true) continue;
          if (matcher !== true) {
            if (!partOffsets) {
              partOffsets = [];
              let offset = path8[0] === "/" ? 1 : 0;
              for (let p = 0; p < len; p++) {
                partOffsets[p] = offset;
                offset += parts[p].length + 1;
              }
            }
            const restPathString = path8.slice(partOffsets[i]);
            const m = matcher.exec(restPathString);
            if (m) {
              if (!Object.hasOwn(params, name)) params[name] = m[0];
              this.#pushHandlerSets(handlerSets, child, method, node.#params, params);
              if (m[0].length === restPathString.length && child.#children["*"]) this.#pushHandlerSets(handlerSets, child.#children["*"], method, node.#params, params);
              for (const _ in child.#children) {
                child.#params = params;
                const componentCount = m[0].match(/\//g)?.length ?? 0;
                (curNodesQueue[componentCount] ||= []).push(child);
                break;
              }
              continue;
            }
          }
          if (matcher === true || matcher.test(part)) {
            if (!Object.hasOwn(params, name)) params[name] = part;
            if (isLast) {
              this.#pushHandlerSets(handlerSets, child, method, params, node.#params);
              if (child.#children["*"]) this.#pushHandlerSets(handlerSets, child.#children["*"], method, params, node.#params);
            } else {
              child.#params = params;
              tempNodes.push(child);
            }
          }
        }
      }
      const shifted = curNodesQueue.shift();
      curNodes = shifted ? tempNodes.concat(shifted) : tempNodes;
    }
    if (handlerSets[1]) handlerSets.sort((a, b) => {
      return a.score - b.score;
    });
    return [handlerSets.map(({ handler, params }) => [handler, params])];
  }
};

// node_modules/hono/dist/router/trie-router/router.js
var TrieRouter = class {
  name = "TrieRouter";
  #node = new Node3();
  add(method, path8, handler) {
    for (const result of checkOptionalParameter(path8) || [path8]) this.#node.insert(method, result, handler);
  }
  match(method, path8) {
    return this.#node.search(method, path8);
  }
};

// node_modules/hono/dist/hono.js
var Hono3 = class extends Hono {
  /**
  * Creates an instance of the Hono class.
  *
  * @param options - Optional configuration options for the Hono instance.
  */
  constructor(options = {}) {
    super(options);
    this.router = options.router ?? new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] });
  }
};

// node_modules/hono/dist/middleware/cors/index.js
var cors = (options) => {
  const opts = {
    origin: "*",
    allowMethods: [
      "GET",
      "HEAD",
      "PUT",
      "POST",
      "DELETE",
      "PATCH",
      "QUERY"
    ],
    allowHeaders: [],
    exposeHeaders: [],
    ...options
  };
  const exposeHeadersStr = opts.exposeHeaders?.length ? opts.exposeHeaders.join(",") : void 0;
  const allowHeadersStr = opts.allowHeaders?.length ? opts.allowHeaders.join(",") : void 0;
  const findAllowOrigin = ((optsOrigin) => {
    if (typeof optsOrigin === "string") {
      if (optsOrigin === "*") return () => optsOrigin;
      else return (origin2) => optsOrigin === origin2 ? origin2 : null;
    } else if (typeof optsOrigin === "function") return optsOrigin;
    else return (origin2) => optsOrigin.includes(origin2) ? origin2 : null;
  })(opts.origin);
  const findAllowMethods = ((optsAllowMethods) => {
    if (typeof optsAllowMethods === "function") return async (origin2, c) => (await optsAllowMethods(origin2, c)).join(",");
    else if (Array.isArray(optsAllowMethods)) {
      const methodsStr = optsAllowMethods.join(",");
      return () => methodsStr;
    } else return () => "";
  })(opts.allowMethods);
  return async function cors2(c, next2) {
    function set(key, value) {
      c.res.headers.set(key, value);
    }
    const allowOrigin = await findAllowOrigin(c.req.header("origin") || "", c);
    if (allowOrigin) set("Access-Control-Allow-Origin", allowOrigin);
    if (opts.credentials) set("Access-Control-Allow-Credentials", "true");
    if (exposeHeadersStr) set("Access-Control-Expose-Headers", exposeHeadersStr);
    if (c.req.method === "OPTIONS") {
      if (opts.origin !== "*") c.res.headers.append("Vary", "Origin");
      if (opts.maxAge != null) set("Access-Control-Max-Age", opts.maxAge.toString());
      const allowMethods = await findAllowMethods(c.req.header("origin") || "", c);
      if (allowMethods) set("Access-Control-Allow-Methods", allowMethods);
      let headersStr = allowHeadersStr;
      if (!headersStr) {
        const requestHeaders = c.req.header("Access-Control-Request-Headers");
        if (requestHeaders) headersStr = requestHeaders.split(",").map((h) => h.trim()).join(",");
      }
      if (headersStr) {
        set("Access-Control-Allow-Headers", headersStr);
        c.res.headers.append("Vary", "Access-Control-Request-Headers");
      }
      c.res.headers.delete("Content-Length");
      c.res.headers.delete("Content-Type");
      return new Response(null, {
        headers: c.res.headers,
        status: 204,
        statusText: "No Content"
      });
    }
    await next2();
    if (opts.origin !== "*") c.header("Vary", "Origin", { append: true });
  };
};

// node_modules/hono/dist/utils/accept.js
var isWhitespace = (char) => char === 32 || char === 9 || char === 10 || char === 13;
var consumeWhitespace = (acceptHeader, startIndex) => {
  while (startIndex < acceptHeader.length) {
    if (!isWhitespace(acceptHeader.charCodeAt(startIndex))) break;
    startIndex++;
  }
  return startIndex;
};
var ignoreTrailingWhitespace = (acceptHeader, startIndex) => {
  while (startIndex > 0) {
    if (!isWhitespace(acceptHeader.charCodeAt(startIndex - 1))) break;
    startIndex--;
  }
  return startIndex;
};
var skipInvalidParam = (acceptHeader, startIndex) => {
  while (startIndex < acceptHeader.length) {
    const char = acceptHeader.charCodeAt(startIndex);
    if (char === 59) return [startIndex + 1, true];
    if (char === 44) return [startIndex + 1, false];
    startIndex++;
  }
  return [startIndex, false];
};
var skipInvalidAcceptValue = (acceptHeader, startIndex) => {
  let i = startIndex;
  let inQuotes = false;
  while (i < acceptHeader.length) {
    const char = acceptHeader.charCodeAt(i);
    if (inQuotes && char === 92) i++;
    else if (char === 34) inQuotes = !inQuotes;
    else if (!inQuotes && char === 44) return i + 1;
    i++;
  }
  return i;
};
var getNextParam = (acceptHeader, startIndex) => {
  startIndex = consumeWhitespace(acceptHeader, startIndex);
  let i = startIndex;
  let key;
  let value;
  let hasNext = false;
  while (i < acceptHeader.length) {
    const char = acceptHeader.charCodeAt(i);
    if (char === 61) {
      key = acceptHeader.slice(startIndex, ignoreTrailingWhitespace(acceptHeader, i));
      i++;
      break;
    }
    if (char === 59) return [
      i + 1,
      void 0,
      void 0,
      true
    ];
    if (char === 44) return [
      i + 1,
      void 0,
      void 0,
      false
    ];
    i++;
  }
  if (key === void 0) return [
    i,
    void 0,
    void 0,
    false
  ];
  i = consumeWhitespace(acceptHeader, i);
  if (acceptHeader.charCodeAt(i) === 61) {
    const skipResult = skipInvalidParam(acceptHeader, i + 1);
    return [
      skipResult[0],
      key,
      void 0,
      skipResult[1]
    ];
  }
  let inQuotes = false;
  const paramStartIndex = i;
  while (i < acceptHeader.length) {
    const char = acceptHeader.charCodeAt(i);
    if (inQuotes && char === 92) i++;
    else if (char === 34) {
      if (inQuotes) {
        let nextIndex = consumeWhitespace(acceptHeader, i + 1);
        const nextChar = acceptHeader.charCodeAt(nextIndex);
        if (nextIndex < acceptHeader.length && !(nextChar === 59 || nextChar === 44)) {
          const skipResult = skipInvalidParam(acceptHeader, nextIndex);
          return [
            skipResult[0],
            key,
            void 0,
            skipResult[1]
          ];
        }
        value = acceptHeader.slice(paramStartIndex + 1, i);
        if (value.includes("\\")) value = value.replace(/\\(.)/g, "$1");
        if (nextChar === 44) return [
          nextIndex + 1,
          key,
          value,
          false
        ];
        if (nextChar === 59) {
          hasNext = true;
          nextIndex++;
        }
        i = nextIndex;
        break;
      }
      inQuotes = true;
    } else if (!inQuotes && (char === 59 || char === 44)) {
      value = acceptHeader.slice(paramStartIndex, ignoreTrailingWhitespace(acceptHeader, i));
      if (char === 59) hasNext = true;
      i++;
      break;
    }
    i++;
  }
  return [
    i,
    key,
    value ?? acceptHeader.slice(paramStartIndex, ignoreTrailingWhitespace(acceptHeader, i)),
    hasNext
  ];
};
var getNextAcceptValue = (acceptHeader, startIndex) => {
  const accept = {
    type: "",
    params: /* @__PURE__ */ Object.create(null),
    q: 1
  };
  startIndex = consumeWhitespace(acceptHeader, startIndex);
  let i = startIndex;
  while (i < acceptHeader.length) {
    const char = acceptHeader.charCodeAt(i);
    if (char === 59 || char === 44) {
      accept.type = acceptHeader.slice(startIndex, ignoreTrailingWhitespace(acceptHeader, i));
      i++;
      if (char === 44) return [i, accept.type ? accept : void 0];
      if (!accept.type) return [skipInvalidAcceptValue(acceptHeader, i), void 0];
      break;
    }
    i++;
  }
  if (!accept.type) {
    accept.type = acceptHeader.slice(startIndex, ignoreTrailingWhitespace(acceptHeader, acceptHeader.length));
    return [acceptHeader.length, accept.type ? accept : void 0];
  }
  let param;
  let value;
  let hasNext;
  while (i < acceptHeader.length) {
    [i, param, value, hasNext] = getNextParam(acceptHeader, i);
    if (param && value) accept.params[param] = value;
    if (!hasNext) break;
  }
  return [i, accept];
};
var parseAccept = (acceptHeader) => {
  if (!acceptHeader) return [];
  const values = [];
  let i = 0;
  let accept;
  let requiresSort = false;
  let lastAccept;
  while (i < acceptHeader.length) {
    [i, accept] = getNextAcceptValue(acceptHeader, i);
    if (accept) {
      accept.q = parseQuality(accept.params.q ?? accept.params.Q);
      values.push(accept);
      if (lastAccept && lastAccept.q < accept.q) requiresSort = true;
      lastAccept = accept;
    }
  }
  if (requiresSort) values.sort((a, b) => b.q - a.q);
  return values;
};
var parseQuality = (qVal) => {
  if (qVal === void 0) return 1;
  if (qVal === "") return 1;
  if (qVal === "NaN") return 0;
  const num = Number(qVal);
  if (Number.isNaN(num)) return 1;
  if (num < 0) return 0;
  if (num > 1) return 1;
  return num;
};

// node_modules/hono/dist/utils/compress.js
var COMPRESSIBLE_CONTENT_TYPE_REGEX = /^\s*(?:text\/(?!event-stream(?:[;\s]|$))[^;\s]+|application\/(?:javascript|json|xml|xml-dtd|ecmascript|dart|msgpack|postscript|rtf|tar|toml|vnd\.dart|vnd\.ms-fontobject|vnd\.ms-opentype|vnd\.msgpack|wasm|x-httpd-php|x-javascript|x-msgpack|x-ns-proxy-autoconfig|x-sh|x-tar|x-virtualbox-hdd|x-virtualbox-ova|x-virtualbox-ovf|x-virtualbox-vbox|x-virtualbox-vdi|x-virtualbox-vhd|x-virtualbox-vmdk|x-www-form-urlencoded)|font\/(?:otf|ttf)|image\/(?:bmp|vnd\.adobe\.photoshop|vnd\.microsoft\.icon|vnd\.ms-dds|x-icon|x-ms-bmp)|message\/rfc822|model\/gltf-binary|x-shader\/x-fragment|x-shader\/x-vertex|[^;\s]+?\+(?:json|text|xml|yaml|msgpack))(?:[;\s]|$)/i;

// node_modules/hono/dist/middleware/compress/index.js
var ENCODING_TYPES = ["gzip", "deflate"];
var cacheControlNoTransformRegExp = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
var selectEncoding = (header, candidates) => {
  if (header === void 0) return;
  const accepts = parseAccept(header);
  const wildcardQ = accepts.find((a) => a.type === "*")?.q;
  let best;
  for (const enc2 of candidates) {
    const explicit = accepts.find((a) => a.type.toLowerCase() === enc2);
    const q = explicit ? explicit.q : wildcardQ ?? 0;
    if (q === 1) return enc2;
    else if (q > 0 && (!best || q > best.q)) best = {
      encoding: enc2,
      q
    };
  }
  return best?.encoding;
};
var varyAcceptEncodingRegExp = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
var compress = (options) => {
  const threshold = options?.threshold ?? 1024;
  const candidates = options?.encoding ? [options.encoding] : ENCODING_TYPES;
  const contentTypeFilter = options?.contentTypeFilter ?? COMPRESSIBLE_CONTENT_TYPE_REGEX;
  const shouldCompress = typeof contentTypeFilter === "function" ? (res) => {
    const type = res.headers.get("Content-Type");
    return type && contentTypeFilter(type);
  } : (res) => {
    const type = res.headers.get("Content-Type");
    return type && contentTypeFilter.test(type);
  };
  return async function compress2(ctx, next2) {
    await next2();
    const contentLength = ctx.res.headers.get("Content-Length");
    if (ctx.res.status === 206 || ctx.res.headers.has("Content-Encoding") || ctx.res.headers.has("Transfer-Encoding") || ctx.req.method === "HEAD" || contentLength && Number(contentLength) < threshold || !shouldCompress(ctx.res) || !shouldTransform(ctx.res)) return;
    const current = ctx.res.headers.get("Vary");
    if (current !== "*" && !(current && varyAcceptEncodingRegExp.test(current))) ctx.header("Vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
    const accepted = ctx.req.header("Accept-Encoding");
    const encoding = selectEncoding(accepted, candidates);
    if (!encoding || !ctx.res.body) return;
    const stream = new CompressionStream(encoding);
    ctx.res = new Response(ctx.res.body.pipeThrough(stream), ctx.res);
    ctx.res.headers.delete("Content-Length");
    ctx.res.headers.set("Content-Encoding", encoding);
    const etag = ctx.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) ctx.res.headers.set("ETag", `W/${etag}`);
  };
};
var shouldTransform = (res) => {
  const cacheControl = res.headers.get("Cache-Control");
  return !cacheControl || !cacheControlNoTransformRegExp.test(cacheControl);
};

// server/files/open-file-store.ts
function openFileStore(config) {
  const s3 = config.s3;
  if (!s3) return diskStore(config.dataDir);
  const loading = import("./s3-store-W4NQHABS.js").then((m) => m.s3Store(s3));
  loading.catch(() => {
  });
  return {
    save: async (body, max) => (await loading).save(body, max),
    open: async (name, range) => (await loading).open(name, range),
    remove: async (name) => (await loading).remove(name)
  };
}

// node_modules/@hono/node-server/dist/conninfo.mjs
var getConnInfo = (c) => {
  const bindings = c.env.server ? c.env.server : c.env;
  const address = bindings.incoming.socket.remoteAddress;
  const port = bindings.incoming.socket.remotePort;
  const family = bindings.incoming.socket.remoteFamily;
  return { remote: {
    address,
    port,
    addressType: family === "IPv4" ? "IPv4" : family === "IPv6" ? "IPv6" : void 0
  } };
};

// server/http/node-header.ts
function nodeHeader(c, name) {
  const incoming = c.env?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

// server/middleware/client-address.ts
function clientAddress(c, trustProxy) {
  if (trustProxy) {
    const forwarded = nodeHeader(c, "x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

// server/middleware/key-cache.ts
var buses = /* @__PURE__ */ new Set();
var forgetKeyHash = (hash) => buses.forEach((bus) => bus.publish({ kind: "key", hash }));
function keyCache(db, bus) {
  const cache = /* @__PURE__ */ new Map();
  const hashOf = /* @__PURE__ */ new Map();
  let generation = 0;
  buses.add(bus);
  bus.subscribe((change) => {
    if (change.kind === "key") cache.delete(change.hash);
    if (change.kind === "account") cache.delete(hashOf.get(change.userId) ?? "");
    if (change.kind === "key" || change.kind === "account" || change.kind === "reset") generation++;
    if (change.kind === "reset") cache.clear();
  });
  const read2 = async (hash) => {
    const [row] = await db.select().from(users).where(eq(users.apiKeyHash, hash));
    if (!row || row.expires && row.expires.getTime() <= Date.now()) return null;
    const { id: id2, rateLimit, email, username, plan, expires, created } = row;
    return { id: id2, rateLimit, email, username, plan, expires, created, hasPassword: row.passwordHash !== null };
  };
  const peek = (hash) => {
    const hit = cache.get(hash);
    return hit && hit.until > Date.now() ? hit.user : void 0;
  };
  const lookup2 = async (hash) => {
    const live = bus.sync();
    const cached = live === true || await live;
    const hit = cached ? cache.get(hash) : void 0;
    if (hit && hit.until > Date.now()) return hit.user;
    const started = generation;
    const user = await read2(hash);
    if (!cached || started !== generation) return user;
    if (cache.size > 1e4) {
      cache.clear();
      hashOf.clear();
    }
    cache.set(hash, { user, until: Math.min(Date.now() + 3e4, user?.expires?.getTime() ?? Infinity) });
    if (user) hashOf.set(user.id, hash);
    return user;
  };
  return { peek, lookup: lookup2 };
}

// server/middleware/api-guard.ts
var AUTH_REQUIRED = "A valid API key is required to use this service.";
function apiGuard(db, limiter, bus, opts) {
  const keys = keyCache(db, bus);
  const limitOf = (user) => user?.rateLimit ?? opts.defaultLimit;
  const takeKnown = async (hash) => {
    const seen = keys.peek(hash);
    const taken = seen && limiter.takeSynced ? await limiter.takeSynced(seen.id, limitOf(seen)) : void 0;
    if (!seen || !taken) return void 0;
    const user = taken.synced ? keys.peek(hash) : await keys.lookup(hash);
    if (user?.id === seen.id && limitOf(user) === limitOf(seen)) return { user, decision: taken.decision, synced: taken.synced };
    await limiter.giveBack?.(seen.id, taken.decision);
    return void 0;
  };
  return async (c, next2) => {
    const header = c.req.header("Authorization") ?? "";
    const match2 = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})\s*$/i.exec(header);
    const hash = match2 ? hashKey(match2[1]) : void 0;
    const known2 = hash ? await takeKnown(hash) : void 0;
    const user = known2 ? known2.user : hash ? await keys.lookup(hash) : null;
    const bucket = user ? `user:${user.id}` : `addr:${clientAddress(c, opts.trustProxy)}`;
    const decision = known2 ? known2.decision : await limiter.take(bucket, limitOf(user));
    if (!decision.allowed) {
      c.res = json(c, { error: 1, message: `Too many requests. Try again in ${decision.retryAfter} seconds.` }, 429);
      c.res.headers.set("Retry-After", String(decision.retryAfter));
    } else if (!user) {
      c.res = json(c, { error: 1, message: AUTH_REQUIRED }, 401);
      c.res.headers.set("WWW-Authenticate", "Bearer");
    } else {
      c.set("user", user);
      c.set("synced", known2?.synced === true);
      await next2();
    }
    c.res.headers.set("X-RateLimit-Limit", String(decision.limit));
    c.res.headers.set("X-RateLimit-Remaining", String(decision.remaining));
    c.res.headers.set("X-RateLimit-Reset", String(decision.resetAt));
    c.res.headers.set("Cache-Control", "no-store");
    if (c.res.status === 413) c.res.headers.set("Connection", "close");
  };
}

// server/cluster/change-bus.ts
function localBus() {
  const handlers = [];
  return {
    subscribe: (handler) => void handlers.push(handler),
    publish: (change) => handlers.forEach((h) => h(change)),
    inline: () => null,
    published: () => Promise.resolve(),
    sync: () => true,
    close: () => Promise.resolve()
  };
}

// server/middleware/count-cache.ts
var CountCache = class {
  constructor(bus = localBus(), ttlMs = 3e4) {
    this.bus = bus;
    this.ttlMs = ttlMs;
    bus.subscribe((change) => {
      if (change.kind === "user-rows") this.drop(change.userId);
      else if (change.kind === "reset") this.dropAll();
    });
  }
  bus;
  ttlMs;
  entries = /* @__PURE__ */ new Map();
  // Bumped by every write, so a count that started before the write is never stored after it.
  generations = /* @__PURE__ */ new Map();
  epoch = 0;
  async get(userId, list2, count3, syncedAt) {
    if (syncedAt !== this.epoch) {
      const live = this.bus.sync();
      if (live !== true && !await live) return count3();
    }
    const key = `${userId}\0${list2}`;
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.n;
    const generation = this.generationOf(userId);
    const n = await count3();
    if (this.generationOf(userId) === generation) {
      if (this.entries.size > 5e4) this.entries.clear();
      this.entries.set(key, { n, until: Date.now() + this.ttlMs });
    }
    return n;
  }
  /** J4: reads for a request already synced by the guard; a reset since makes them sync again. */
  synced() {
    const epoch = this.epoch;
    return { get: (userId, list2, count3) => this.get(userId, list2, count3, epoch) };
  }
  /** After the user's write committed, on every instance. */
  forgetUser(userId) {
    this.bus.publish({ kind: "user-rows", userId });
  }
  generationOf(userId) {
    return `${this.epoch}:${this.generations.get(userId) ?? 0}`;
  }
  drop(userId) {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    const prefix = `${userId}\0`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
  dropAll() {
    this.epoch++;
    this.generations.clear();
    this.entries.clear();
  }
};
function countCache(counts, bus) {
  return async (c, next2) => {
    c.set("counts", c.get("synced") ? counts.synced() : counts);
    await next2();
    if (c.req.method === "GET" || c.res.status >= 400) return;
    counts.forgetUser(c.get("user").id);
    await bus.published();
  };
}

// node_modules/hono/dist/middleware/body-limit/index.js
var ERROR_MESSAGE = "Payload Too Large";
var bodyLimit = (options) => {
  const onError = options.onError || (() => {
    const res = new Response(ERROR_MESSAGE, { status: 413 });
    throw new HTTPException(413, { res });
  });
  const maxSize = options.maxSize;
  return async function bodyLimit2(c, next2) {
    if (!c.req.raw.body) return next2();
    const hasTransferEncoding = c.req.raw.headers.has("transfer-encoding");
    if (c.req.raw.headers.has("content-length") && !hasTransferEncoding) return parseInt(c.req.raw.headers.get("content-length") || "0", 10) > maxSize ? onError(c) : next2();
    let size = 0;
    let buffer2 = /* @__PURE__ */ new Uint8Array(0);
    const rawReader = c.req.raw.body.getReader();
    for (; ; ) {
      const { done, value } = await rawReader.read();
      if (done) break;
      const offset = size;
      size += value.length;
      if (size > maxSize) return onError(c);
      if (size > buffer2.length) {
        const grown = new Uint8Array(Math.min(maxSize, Math.max(size, buffer2.length * 2)));
        grown.set(buffer2.subarray(0, offset));
        buffer2 = grown;
      }
      buffer2.set(value, offset);
    }
    c.req.raw = new Request(c.req.raw, { body: buffer2.subarray(0, size) });
    return next2();
  };
};

// server/middleware/json-body-limit.ts
var limit = bodyLimit({
  maxSize: 1024 * 1024,
  onError: () => {
    throw new ApiFailure(413, "The request body is too large: the limit is 1 MiB.");
  }
});
var jsonBodyLimit = (c, next2) => c.req.method === "GET" || c.req.method === "HEAD" || c.req.path.startsWith("/api/files/upload/") ? next2() : limit(c, next2);

// server/middleware/security-headers.ts
var PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  // The dashboard may be pointed at another API base URL.
  "connect-src 'self' https: http:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'"
].join("; ");
var NOTHING_CSP = "default-src 'none'; frame-ancestors 'none'";
var securityHeadersFor = (csp) => ({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": csp
});
var securityHeaders = async (c, next2) => {
  await next2();
  const headers = writableHeaders(c);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", c.req.path.startsWith("/api/") ? NOTHING_CSP : PAGE_CSP);
};
function writableHeaders(c) {
  const { headers } = c.res;
  try {
    headers.set("X-Content-Type-Options", "nosniff");
    return headers;
  } catch {
    c.header("X-Content-Type-Options", "nosniff");
    return c.res.headers;
  }
}

// server/public/dashboard.ts
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

// server/http/encoding.ts
function chooseEncoding(header, offered) {
  if (!header) return void 0;
  const accepts = parseAccept(header);
  const star = accepts.find((a) => a.type === "*")?.q;
  return offered.find((e) => (accepts.find((a) => a.type.toLowerCase() === e)?.q ?? star ?? 0) > 0);
}

// server/public/dashboard.ts
var TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2"
};
var SUFFIX = { br: ".br", gzip: ".gz" };
async function readBest(file, accept, offered = ["br", "gzip"]) {
  const encoding = chooseEncoding(accept, offered);
  if (encoding) {
    const body = await readFile(file + SUFFIX[encoding]).catch(() => null);
    if (body) return { body, encoding };
    return readBest(file, accept, offered.filter((e) => e !== encoding));
  }
  return { body: await readFile(file), encoding: void 0 };
}
function answerFile(c, found, headers) {
  return c.body(new Uint8Array(found.body), 200, {
    ...headers,
    Vary: "Accept-Encoding",
    ...found.encoding ? { "Content-Encoding": found.encoding } : {}
  });
}
function dashboardRoutes(distDir) {
  const app = new Hono3();
  const indexHtml = (accept) => readBest(path.join(distDir, "index.html"), accept).catch(() => null);
  app.get("/app", (c) => c.redirect("/app/", 301));
  app.get("/app/*", async (c) => {
    let rel;
    try {
      rel = decodeURIComponent(c.req.path.slice("/app/".length));
    } catch {
      return c.text("Not found", 404);
    }
    const file = path.resolve(distDir, rel);
    if (rel && file.startsWith(distDir + path.sep)) {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        const immutable = rel.startsWith("assets/");
        return answerFile(c, await readBest(file, c.req.header("Accept-Encoding")), {
          "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
          "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache"
        });
      }
      if (/\.[a-z0-9]{1,8}$/i.test(rel)) return c.text("Not found", 404);
    }
    const html2 = await indexHtml(c.req.header("Accept-Encoding"));
    if (!html2) return c.text('The dashboard is not built yet. Run "npm run build" or "npm start".', 503);
    return answerFile(c, html2, { "Content-Type": TYPES[".html"], "Cache-Control": "no-cache" });
  });
  return app;
}

// server/public/api-docs.ts
import { readFile as readFile2 } from "node:fs/promises";
import { createRequire } from "node:module";
import path2 from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// contract/bio.ts
var BIO_MAX_BLOCKS = 50;
var BIO_BUTTON_STYLES = ["rounded", "square", "pill"];
var BIO_BLOCK_TYPES = ["link", "heading", "text", "social", "image"];
var BIO_NETWORKS = ["facebook", "instagram", "x", "linkedin", "youtube", "tiktok", "github", "email", "phone"];
var BIO_UPDATED = "Bio page has been updated successfully.";
var BIO_DELETED = "Bio page has been deleted successfully.";
var BIO_THEME_KEYS = ["background", "text", "button", "buttonText"];
var BIO_DEFAULT_THEME = { background: "#ffffff", text: "#1f2937", button: "#1e40af", buttonText: "#ffffff" };
var EMAIL = /^[^\s@:/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/;
var PHONE = /^\+?[0-9 ().-]{3,30}$/;
var BLOCK_TYPE_RULE = `type must be one of ${BIO_BLOCK_TYPES.join(", ")}.`;
var NETWORK_RULE = `network must be one of ${BIO_NETWORKS.join(", ")}.`;
function socialHref(network, value) {
  const v = value.trim();
  if (network === "email") {
    const address = v.replace(/^mailto:/i, "");
    return EMAIL.test(address) && address.length <= 254 ? `mailto:${address}` : null;
  }
  if (network === "phone") {
    const number = v.replace(/^tel:/i, "");
    return PHONE.test(number) && /\d{3}/.test(number.replace(/\D/g, "")) ? `tel:${number.replace(/[^\d+]/g, "")}` : null;
  }
  return httpUrl("url").safeParse(v).success ? v : null;
}
var linkBlock = external_exports.object({
  type: external_exports.literal("link"),
  /** B4: the id of a link block this page already has keeps that block's clicks; absent, a new block. */
  id: optionalField(id),
  title: text("title", 1, 100),
  url: httpUrl("url")
});
var headingBlock = external_exports.object({ type: external_exports.literal("heading"), text: text("text", 1, 100) });
var textBlock = external_exports.object({ type: external_exports.literal("text"), text: text("text", 1, 1e3) });
var socialBlock = external_exports.object({
  type: external_exports.literal("social"),
  network: external_exports.enum(BIO_NETWORKS, { error: NETWORK_RULE }),
  url: external_exports.string({ error: "url is required." }).trim().max(2e3, "url must be at most 2000 characters.")
}).transform((b, ctx) => {
  const href = socialHref(b.network, b.url);
  if (href !== null) return { ...b, url: href };
  const rule = b.network === "email" ? "url must be an email address like name@example.com." : b.network === "phone" ? "url must be a phone number like +44 20 7946 0000." : "url must be a full URL starting with http:// or https://.";
  ctx.addIssue({ code: "custom", message: rule, path: ["url"] });
  return external_exports.NEVER;
});
var imageBlock = external_exports.object({ type: external_exports.literal("image"), url: httpUrl("url"), link: withDefault(httpUrlOrEmpty("link"), "") });
var bioBlock = external_exports.discriminatedUnion("type", [linkBlock, headingBlock, textBlock, socialBlock, imageBlock], { error: BLOCK_TYPE_RULE });
var blocks = external_exports.array(bioBlock, { error: (iss) => iss.input === void 0 || iss.input === null ? "blocks is required." : "blocks must be a list of blocks." }).max(BIO_MAX_BLOCKS, `blocks must hold at most ${BIO_MAX_BLOCKS} blocks.`);
var themeInput = external_exports.object(
  Object.fromEntries(BIO_THEME_KEYS.map((k) => [k, optionalField(hexColor6(`theme.${k}`))])),
  { error: "theme must be an object of {background, text, button, buttonText} colours." }
);
var fields = {
  name: text("name", 1, 100),
  alias: external_exports.string({ error: "alias must be a string." }).trim().regex(ALIAS, 'alias must be 3 to 50 letters, digits, "_" or "-".'),
  domain: optionalText("domain", 255),
  description: optionalText("description", 500),
  avatar: httpUrlOrEmpty("avatar"),
  /** Only the colours given change; the others keep their value (the default on create). */
  theme: themeInput,
  buttonStyle: external_exports.enum(BIO_BUTTON_STYLES, { error: `buttonStyle must be one of ${BIO_BUTTON_STYLES.join(", ")}.` }),
  public: external_exports.boolean({ error: "public must be true or false." }),
  blocks,
  /** B9: the pixels the page fires for each visitor, as a link's do. */
  pixels: external_exports.array(external_exports.number({ error: "pixels must be a list of pixel ids." }).int("pixels must be a list of pixel ids.").positive("pixels must be a list of pixel ids."), {
    error: "pixels must be a list of pixel ids."
  }).transform((ids) => [...new Set(ids)]).refine((ids) => ids.length <= 50, "pixels must hold at most 50 pixels.")
};
var optionalFields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, optionalField(v)]));
var bioCreate = external_exports.object({ ...optionalFields, name: fields.name });
var bioUpdate = external_exports.object(optionalFields);
function bioIssueMessage(issue) {
  const [first, index] = issue.path;
  if (first === "blocks" && typeof index === "number") return `blocks, block ${index + 1}: ${issue.message}`;
  return issue.message;
}
var bioQuery = external_exports.object({
  limit: pagingQuery.shape.limit,
  page: pagingQuery.shape.page,
  q: external_exports.string({ error: "q must be a string." }).max(200, "q must be at most 200 characters.").optional()
});
var clicks = external_exports.number().int().min(0);
var bioBlockOut = external_exports.discriminatedUnion("type", [
  external_exports.object({ type: external_exports.literal("link"), id, title: external_exports.string(), url: external_exports.string(), clicks }),
  external_exports.object({ type: external_exports.literal("heading"), text: external_exports.string() }),
  external_exports.object({ type: external_exports.literal("text"), text: external_exports.string() }),
  external_exports.object({ type: external_exports.literal("social"), network: external_exports.enum(BIO_NETWORKS), url: external_exports.string() }),
  external_exports.object({ type: external_exports.literal("image"), url: external_exports.string(), link: external_exports.string() })
]);
var bioTheme = external_exports.object(Object.fromEntries(BIO_THEME_KEYS.map((k) => [k, external_exports.string().regex(/^#[0-9a-f]{6}$/)])));
var bioItem = external_exports.object({
  id,
  name: external_exports.string(),
  alias: external_exports.string(),
  url: external_exports.string(),
  domain: external_exports.string(),
  description: external_exports.string(),
  avatar: external_exports.string(),
  theme: bioTheme,
  buttonStyle: external_exports.enum(BIO_BUTTON_STYLES),
  public: external_exports.boolean(),
  blocks: external_exports.array(bioBlockOut),
  pixels: external_exports.array(id),
  views: clicks,
  clicks,
  date: timestamp
});
var bioList = listEnvelope("bios", bioItem);
var bioResponse = external_exports.object({ error: okInt, data: bioItem });
var bioSaved = external_exports.object({ error: okInt, id, url: external_exports.string() });

// contract/campaigns.ts
var campaign = external_exports.object({
  id,
  name: external_exports.string(),
  public: external_exports.boolean(),
  rotator: external_exports.union([external_exports.string(), external_exports.literal(false)]),
  list: external_exports.string(),
  /** Beyond SPEC (C1): its links that have not expired, which the rotator and list page show. */
  livelinks: external_exports.number().int().min(0),
  /** X2: all its links (archived too), and the sum of their clicks. */
  links: external_exports.number().int().min(0),
  clicks: external_exports.number().int().min(0)
});
var campaignTolerant = external_exports.looseObject({
  id: external_exports.coerce.number().int(),
  name: external_exports.string().optional(),
  domain: external_exports.string().optional(),
  campaign: external_exports.string().optional(),
  public: external_exports.union([external_exports.boolean(), external_exports.number(), external_exports.string()]).optional(),
  rotator: external_exports.union([external_exports.string(), external_exports.literal(false), external_exports.null()]).optional(),
  list: external_exports.union([external_exports.string(), external_exports.literal(false), external_exports.null()]).optional(),
  livelinks: external_exports.coerce.number().int().min(0).optional().catch(void 0),
  links: external_exports.coerce.number().int().min(0).optional().catch(void 0),
  clicks: external_exports.coerce.number().int().min(0).optional().catch(void 0)
}).transform((c) => ({
  id: c.id,
  name: c.name ?? c.campaign ?? c.domain ?? "",
  public: c.public === true || c.public === 1 || c.public === "1" || c.public === "true",
  rotator: c.rotator ? c.rotator : false,
  list: c.list ? c.list : false,
  /** null when the service does not say (the live service, a saved answer). */
  livelinks: c.livelinks ?? null,
  /** X2: absent when the service does not count (the live service). */
  ...c.links !== void 0 && { links: c.links },
  ...c.clicks !== void 0 && { clicks: c.clicks }
}));
var campaignList = listEnvelope("campaigns", campaign);
var campaignListTolerant = listEnvelopeTolerant(["campaigns"], campaignTolerant);
var SLUG = /^[a-z0-9-]+$/;
var slug = text("slug", 3, 50).regex(SLUG, 'slug may contain only lower-case letters, digits and "-".');
var slugOrEmpty = external_exports.union([external_exports.literal(""), slug], { error: "slug must be a string." });
var campaignCreate = external_exports.object({
  name: optionalField(text("name", 1, 100)),
  slug: optionalField(slug),
  public: optionalField(bool("public"))
});
var campaignUpdate = external_exports.object({
  name: text("name", 1, 100),
  slug: optionalField(slugOrEmpty),
  public: optionalField(bool("public"))
});
var campaignSaved = external_exports.object({
  error: okInt,
  id,
  domain: external_exports.string(),
  public: external_exports.boolean(),
  rotator: external_exports.union([external_exports.string(), external_exports.literal(false)]),
  list: external_exports.string()
});
var CAMPAIGN_ASSIGNED = "Link successfully added to the campaign.";
var CAMPAIGN_DELETED = "Campaign has been deleted successfully.";
var CAMPAIGN_REMOVED = "Link has been removed from the campaign.";

// contract/directories.ts
var DIRECTORY_ITEM_TYPES = ["links", "bio", "qr"];
var directoryItemType = external_exports.enum(DIRECTORY_ITEM_TYPES, {
  error: "type must be one of links, bio or qr."
});
var DEFAULT_DIRECTORY_COLOR = "#64748b";
var directory = external_exports.object({
  id,
  name: external_exports.string(),
  description: external_exports.string(),
  color: external_exports.string(),
  starred: external_exports.boolean(),
  items: external_exports.number().int().min(0)
});
var directoryTolerant = external_exports.looseObject({
  id: external_exports.coerce.number().int(),
  name: external_exports.string().catch(""),
  description: external_exports.string().nullable().optional().transform((v) => v ?? ""),
  color: external_exports.string().nullable().optional().transform((v) => v || DEFAULT_DIRECTORY_COLOR),
  starred: external_exports.union([external_exports.boolean(), external_exports.number(), external_exports.string()]).optional().transform((v) => v === true || v === 1 || v === "1" || v === "true"),
  /** X2: undefined when the service does not count (the live service). */
  items: external_exports.coerce.number().int().min(0).optional().catch(void 0)
});
var directoryList = listEnvelope("directories", directory);
var channelList = listEnvelope("channels", directory);
var directoryListTolerant = listEnvelopeTolerant(["directories", "channels"], directoryTolerant);
var directoryItem = external_exports.object({
  type: directoryItemType,
  id,
  title: external_exports.string(),
  preview: external_exports.string(),
  link: external_exports.string(),
  date: day
});
var directoryItemTolerant = external_exports.looseObject({
  type: external_exports.string().catch("links"),
  id: external_exports.coerce.number().int(),
  title: external_exports.string().nullable().optional().transform((v) => v ?? ""),
  preview: external_exports.string().nullable().optional().transform((v) => v ?? ""),
  link: external_exports.string().nullable().optional().transform((v) => v ?? ""),
  date: external_exports.string().catch("")
});
var directoryItemList = listEnvelope("items", directoryItem);
var directoryItemListTolerant = listEnvelopeTolerant(["items"], directoryItemTolerant);
var description = external_exports.string({ error: "description must be a string." }).trim().max(500, "description must be at most 500 characters.");
var directoryOptions = {
  description: optionalField(description),
  color: optionalField(hexColor("color")),
  starred: optionalField(bool("starred"))
};
var directoryCreate = external_exports.object({ name: text("name", 1, 100), ...directoryOptions });
var directoryUpdate = external_exports.object({ name: optionalField(text("name", 1, 100)), ...directoryOptions });
var directoryCreated = directory.omit({ items: true }).extend({ error: okInt });
var DIRECTORY_ASSIGNED = "Item successfully added to the directory.";
var DIRECTORY_UPDATED = "Directory has been updated successfully.";
var DIRECTORY_REMOVED = "Item has been removed from the directory.";
var DIRECTORY_DELETED = "Directory has been deleted successfully.";
var directoryNameTaken = (name) => `You already have a directory with this name: ${name}.`;

// contract/domains.ts
var DOMAIN_STATUSES = ["pending", "verified"];
var domainVerification = external_exports.object({ type: external_exports.enum(["TXT", "CNAME"]), name: external_exports.string(), value: external_exports.string() });
var domain = external_exports.object({
  id,
  domain: external_exports.string(),
  redirectroot: external_exports.string(),
  redirect404: external_exports.string(),
  status: external_exports.enum(DOMAIN_STATUSES).optional(),
  verification: external_exports.array(domainVerification).optional()
});
var domainTolerant = external_exports.looseObject({
  id: external_exports.coerce.number().int(),
  domain: external_exports.string(),
  redirectroot: external_exports.string().nullable().optional().transform((v) => v ?? ""),
  redirect404: external_exports.string().nullable().optional().transform((v) => v ?? ""),
  status: external_exports.enum(DOMAIN_STATUSES).optional().catch(void 0),
  verification: external_exports.array(domainVerification).optional().catch(void 0)
});
var domainList = listEnvelope("domains", domain);
var domainListTolerant = listEnvelopeTolerant(["domains"], domainTolerant);
var DOMAIN_RULE = "domain must be a host like go.example.com, or a full URL like https://go.example.com: http:// or https://, a host, an optional port, and no path.";
var DOMAIN_RESERVED = "domain must be a name you own: not localhost, an IP address or one of this service's own hosts.";
var DOMAIN_TAKEN = "domain is not available: choose a different host.";
var DOMAIN_YOURS = "domain is already one of your domains.";
var IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
function normaliseDomain(value) {
  const v = value.trim();
  if (!/^(https?:\/\/)?[^/?#\\\s]+\/?$/i.test(v)) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(v) ? v : `https://${v}`);
    url.hostname = url.hostname.replace(/\.$/, "");
    if (url.username || url.password || !url.hostname.includes(".") && url.hostname !== "localhost" && !url.hostname.startsWith("[")) return null;
    return url.origin.toLowerCase();
  } catch {
    return null;
  }
}
var domainHost = (normalised) => new URL(normalised).host;
function isLoopbackOrIp(host) {
  const name = host.replace(/:\d+$/, "");
  return name === "localhost" || name.endsWith(".localhost") || name.startsWith("[") || IPV4.test(name);
}
var domainUrl = external_exports.string({ error: (iss) => iss.input == null ? "domain is required." : "domain must be a string." }).max(255, "domain must be at most 255 characters.").refine((v) => normaliseDomain(v) !== null, DOMAIN_RULE).transform((v) => normaliseDomain(v)).refine((v) => !isLoopbackOrIp(domainHost(v)), DOMAIN_RESERVED);
var domainCreate = external_exports.object({
  domain: domainUrl,
  redirectroot: optionalField(httpUrlOrEmpty("redirectroot")),
  redirect404: optionalField(httpUrlOrEmpty("redirect404"))
});
var domainUpdate = external_exports.object({
  redirectroot: optionalField(httpUrlOrEmpty("redirectroot")),
  redirect404: optionalField(httpUrlOrEmpty("redirect404"))
});
var domainVerifyAnswer = external_exports.looseObject({ error: external_exports.literal(0).or(external_exports.literal("0")), data: domainTolerant });
var DOMAIN_UPDATED = "Domain has been updated successfully.";
var DOMAIN_DELETED = "Domain has been deleted successfully.";

// contract/link-aliases.ts
var MAX_ALIAS_LOOKUPS = 1e3;
var pair = external_exports.object(
  {
    alias: external_exports.string({ error: "aliases.alias must be a string." }).trim().min(1, "aliases.alias must not be empty.").max(50, "aliases.alias must be at most 50 characters."),
    /** "" or absent: the public host; else one of the caller's branded domains, as in POST /url/add. */
    domain: external_exports.string({ error: "aliases.domain must be a string." }).trim().max(255, "aliases.domain must be at most 255 characters.").optional().default("")
  },
  { error: "aliases must be a list of {alias, domain}." }
);
var aliasLookup = external_exports.object({
  aliases: external_exports.array(pair, { error: "aliases must be a list of {alias, domain}." }).min(1, "aliases must hold at least one {alias, domain}.").max(MAX_ALIAS_LOOKUPS, `aliases must hold at most ${MAX_ALIAS_LOOKUPS} pairs.`)
});
var aliasAnswer = external_exports.object({
  alias: external_exports.string(),
  domain: external_exports.string(),
  taken: external_exports.boolean(),
  reserved: external_exports.boolean(),
  valid: external_exports.boolean()
});
var aliasLookupAnswer = external_exports.object({ error: okInt, data: external_exports.object({ aliases: external_exports.array(aliasAnswer) }) });
var aliasLookupAnswerTolerant = external_exports.looseObject({
  error: okTolerant,
  data: external_exports.looseObject({
    aliases: external_exports.array(
      external_exports.looseObject({
        alias: external_exports.string(),
        domain: external_exports.string().catch(""),
        taken: external_exports.boolean(),
        reserved: external_exports.boolean().optional().catch(void 0),
        valid: external_exports.boolean().optional().catch(void 0)
      })
    )
  })
});

// contract/pixels.ts
var PIXEL_TYPES = [
  "gtmpixel",
  "gapixel",
  "fbpixel",
  "adwordspixel",
  "linkedinpixel",
  "twitterpixel",
  "adrollpixel",
  "quorapixel",
  "pinterest",
  "bing",
  "snapchat",
  "reddit",
  "tiktok"
];
var pixelType = external_exports.enum(PIXEL_TYPES, { error: `type must be one of ${PIXEL_TYPES.join(", ")}.` });
var pixel = external_exports.object({ id, type: pixelType, name: external_exports.string(), tag: external_exports.string(), date: timestamp });
var pixelTolerant = external_exports.looseObject({
  id: external_exports.coerce.number().int(),
  type: external_exports.string(),
  name: external_exports.string().catch(""),
  tag: external_exports.string().catch(""),
  date: external_exports.string().catch("")
});
var pixelList = listEnvelope("pixels", pixel);
var pixelListTolerant = listEnvelopeTolerant(["pixels"], pixelTolerant);
var pixelTag = text("tag", 3, 100);
var PIXEL_TAG_FORMATS = {
  gtmpixel: { what: "a Google Tag Manager container ID: GTM- and 4 to 12 capital letters or digits", example: "GTM-K9X2PQ7", pattern: /^GTM-[A-Z0-9]{4,12}$/ },
  gapixel: {
    what: "a Google Analytics 4 measurement ID: G- and 4 to 12 capital letters or digits",
    example: "G-7FQ2LZ9X1D",
    pattern: /^G-[A-Z0-9]{4,12}$/,
    note: "Universal Analytics IDs (UA-\u2026) no longer collect data."
  },
  fbpixel: { what: "a Meta pixel ID: digits only", example: "1234567890123456", pattern: /^\d{3,100}$/ },
  adwordspixel: {
    what: "a Google Ads tag ID: AW- and 6 to 12 digits, optionally followed by / and a conversion label",
    example: "AW-123456789",
    pattern: /^AW-\d{6,12}(?:\/[A-Za-z0-9_-]{1,64})?$/
  },
  linkedinpixel: { what: "a LinkedIn partner ID: digits only", example: "4412087", pattern: /^\d{3,12}$/ },
  // X documents no format for pixel ids (they look like "o1abc"): only the length rule.
  twitterpixel: { what: "an X (Twitter) pixel ID", example: "o1abc", pattern: null },
  adrollpixel: {
    what: "an AdRoll advertiser ID of 22 capital letters and digits, optionally followed by / and the pixel ID",
    example: "ABCDEFGHIJKLMNOPQRSTUV/WXYZ0123456789ABCDEFGH",
    pattern: /^[A-Z0-9]{22}(?:\/[A-Z0-9]{22})?$/
  },
  quorapixel: { what: "a Quora pixel ID of 32 hexadecimal characters", example: "0123456789abcdef0123456789abcdef", pattern: /^[0-9a-fA-F]{32}$/ },
  pinterest: { what: "a Pinterest tag ID: digits only, usually 13", example: "2612345678901", pattern: /^\d{10,16}$/ },
  bing: { what: "a Microsoft Advertising UET tag ID: digits only", example: "12345678", pattern: /^\d{4,12}$/ },
  snapchat: {
    what: "a Snap pixel ID in UUID form",
    example: "1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f",
    pattern: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/
  },
  reddit: { what: "a Reddit pixel ID: a2_ or t2_ and letters or digits", example: "a2_abc123xyz", pattern: /^(?:a2|t2)_[a-z0-9]{3,30}$/i },
  tiktok: { what: "a TikTok pixel code of 20 capital letters and digits", example: "C4BNMOKNCKAH5TF6VBKG", pattern: /^[A-Z0-9]{20}$/ }
};
var isPixelType = (type) => PIXEL_TYPES.includes(type);
function pixelTagProblem(type, tag) {
  if (!isPixelType(type)) return null;
  const { what, example, pattern: pattern2, note } = PIXEL_TAG_FORMATS[type];
  if (!pattern2 || pattern2.test(tag)) return null;
  return `tag must be ${what}, like ${example}.${note ? ` ${note}` : ""}`;
}
function normalisePixelTag(type, tag) {
  const t = tag.trim();
  if (type === "gtmpixel" || type === "gapixel" || type === "adrollpixel" || type === "tiktok") return t.toUpperCase();
  if (type === "adwordspixel") return t.replace(/^aw-/i, "AW-");
  return t;
}
var pixelCreate = external_exports.object({ type: pixelType, name: text("name", 1, 100), tag: pixelTag }).transform((p) => ({ ...p, tag: normalisePixelTag(p.type, p.tag) })).superRefine((p, ctx) => {
  const problem = pixelTagProblem(p.type, p.tag);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["tag"] });
});
var pixelUpdate = external_exports.object({ name: optionalField(text("name", 1, 100)), tag: pixelTag });
var PIXEL_UPDATED = "Pixel has been updated successfully.";
var PIXEL_DELETED = "Pixel has been deleted successfully.";

// contract/splash.ts
var splash = external_exports.object({ id, name: external_exports.string(), date: timestamp });
var splashTolerant = external_exports.looseObject({
  id: external_exports.coerce.number().int(),
  name: external_exports.string().catch(""),
  date: external_exports.string().catch("")
});
var splashList = listEnvelope("splash", splash);
var splashListTolerant = listEnvelopeTolerant(["splash"], splashTolerant);
var SPLASH_COUNTDOWN_MAX = 30;
var SPLASH_COUNTDOWN_DEFAULT = 5;
var SPLASH_DELETED = "Splash page has been deleted successfully.";
var SPLASH_UPDATED = "Splash page has been updated successfully.";
var fields2 = {
  name: text("name", 1, 100),
  title: text("title", 1, 200),
  text: optionalText("text", 2e3),
  image: httpUrlOrEmpty("image"),
  buttonlabel: optionalText("buttonlabel", 60),
  buttonurl: httpUrlOrEmpty("buttonurl"),
  countdown: bodyInt("countdown", 0, SPLASH_COUNTDOWN_MAX, " of seconds")
};
var splashCreate = external_exports.object({
  name: fields2.name,
  title: fields2.title,
  text: withDefault(fields2.text, ""),
  image: withDefault(fields2.image, ""),
  buttonlabel: withDefault(fields2.buttonlabel, ""),
  buttonurl: withDefault(fields2.buttonurl, ""),
  countdown: withDefault(fields2.countdown, SPLASH_COUNTDOWN_DEFAULT)
});
var splashUpdate = external_exports.object(
  Object.fromEntries(Object.entries(fields2).map(([k, v]) => [k, optionalField(v)]))
);
var splashDesign = external_exports.object({
  title: external_exports.string().catch(""),
  text: external_exports.string().catch(""),
  image: fields2.image.catch(""),
  buttonlabel: external_exports.string().catch(""),
  buttonurl: fields2.buttonurl.catch(""),
  countdown: fields2.countdown.catch(SPLASH_COUNTDOWN_DEFAULT)
});
var splashDetails = external_exports.object({ id, name: external_exports.string(), date: timestamp, ...splashDesign.shape });
var splashResponse = external_exports.object({ error: okInt, details: splashDetails });
var splashResponseTolerant = external_exports.looseObject({
  error: okTolerant,
  details: external_exports.looseObject({ id: external_exports.coerce.number().int(), name: external_exports.string().catch(""), date: external_exports.string().catch(""), ...splashDesign.shape })
});

// contract/stats.ts
var STATS_RANGES = ["24h", "7d", "30d", "90d", "12m", "all"];
var STATS_INTERVALS = ["hour", "day", "week", "month"];
var STATS_MAX_BUCKETS = 1e3;
var STATS_TOP = 50;
var STATS_FILTER_VALUES_MAX = 50;
var STATS_SCOPE = /^(?:account|(?:link|qr|bio|campaign|directory|domain):[1-9]\d{0,14})$/;
var NAME = /^[\p{L}\p{N}][\p{L}\p{N} .+_-]{0,99}$/u;
var FILTER_RULES = {
  country: { rule: /^(?:[A-Z]{2}|unknown)$/, message: "must be ISO country codes (DE) or unknown" },
  device: { rule: /^(?:desktop|mobile|tablet)$/, message: "must be desktop, mobile or tablet" },
  browser: { rule: NAME, message: "must be names of letters, digits, spaces and . + _ - (up to 100)" },
  os: { rule: NAME, message: "must be names of letters, digits, spaces and . + _ - (up to 100)" },
  referrer: { rule: /^(?:direct|[a-z0-9.:[\]-]{1,255})$/i, message: "must be hosts (google.com) or direct" },
  language: { rule: /^(?:[a-z]{2}|unknown)$/, message: "must be 2-letter language codes or unknown" },
  source: { rule: /^(?:link|scan)$/, message: "must be link or scan" }
};
function filterList(name) {
  const { rule, message } = FILTER_RULES[name];
  return external_exports.string().transform((raw2) => [...new Set(raw2.split(",").map((v) => v.trim()).filter(Boolean))]).refine((values) => values.length > 0, `${name} must name at least one value`).refine((values) => values.length <= STATS_FILTER_VALUES_MAX, `${name} takes at most ${STATS_FILTER_VALUES_MAX} values`).refine((values) => values.every((v) => rule.test(v)), `${name} ${message}`).optional();
}
var statsQuery = external_exports.object({
  scope: external_exports.string({ error: "scope is required" }).regex(STATS_SCOPE, "scope must be account or kind:id (link, qr, bio, campaign, directory, domain)"),
  from: external_exports.string().regex(DAY, "from must be a date YYYY-MM-DD").optional(),
  to: external_exports.string().regex(DAY, "to must be a date YYYY-MM-DD").optional(),
  range: external_exports.enum(STATS_RANGES, { error: `range must be one of ${STATS_RANGES.join(", ")}` }).optional(),
  interval: external_exports.enum(STATS_INTERVALS, { error: `interval must be one of ${STATS_INTERVALS.join(", ")}` }).optional(),
  tz: external_exports.string().min(1, "tz must be an IANA zone name").max(64, "tz must be an IANA zone name").optional(),
  compare: external_exports.literal("previous", { error: "compare must be previous" }).optional(),
  country: filterList("country"),
  device: filterList("device"),
  browser: filterList("browser"),
  os: filterList("os"),
  referrer: filterList("referrer"),
  language: filterList("language"),
  source: filterList("source")
});
var count2 = external_exports.number().int().min(0);
var countMap = external_exports.record(external_exports.string(), count2);
var STATS_BUCKET = /^\d{4}-\d{2}-\d{2}(?: \d{2}:00)?$/;
var statsBucket = external_exports.object({ start: external_exports.string().regex(STATS_BUCKET), clicks: count2, uniqueClicks: count2 });
var statsPrevious = external_exports.object({
  from: external_exports.string().regex(DAY),
  to: external_exports.string().regex(DAY),
  clicks: count2,
  uniqueClicks: count2,
  timeline: external_exports.array(statsBucket)
});
var statsData = external_exports.object({
  scope: external_exports.string().regex(STATS_SCOPE),
  from: external_exports.string().regex(DAY),
  to: external_exports.string().regex(DAY),
  tz: external_exports.string().min(1),
  interval: external_exports.enum(STATS_INTERVALS),
  clicks: count2,
  uniqueClicks: count2,
  timeline: external_exports.array(statsBucket),
  countries: countMap,
  referrers: countMap,
  browsers: countMap,
  os: countMap,
  devices: countMap,
  languages: countMap,
  sources: countMap,
  previous: statsPrevious.optional()
});
var statsResponse = external_exports.object({ error: external_exports.literal(0), data: statsData });

// contract/openapi-routes.ts
var ok = messageEnvelope;
var paged = pagingQuery;
var api = (method, path8, tag, summary, more = {}) => ({ method, path: `/api${path8}`, tag, summary, ...more });
var directories2 = (word, list2, deprecated) => [
  api("get", `/${word === "directory" ? "directories" : "channels"}`, "Directories", `List ${word === "directory" ? "directories" : "channels"}`, { query: paged, answer: list2, deprecated }),
  api("post", `/${word}/add`, "Directories", `Create a ${word}`, { body: directoryCreate, example: { name: "Spring launch", color: "#1d4ed8", starred: true }, answer: directoryCreated, deprecated }),
  api("put", `/${word}/{id}/update`, "Directories", `Update a ${word}`, { body: directoryUpdate, example: { description: "Links for the spring launch" }, answer: ok, deprecated }),
  api("delete", `/${word}/{id}/delete`, "Directories", `Delete a ${word} (its items are unassigned)`, { answer: ok, deprecated }),
  api("get", `/${word}/{id}`, "Directories", `List a ${word}'s items`, { query: paged, answer: directoryItemList, deprecated }),
  api("post", `/${word}/{directoryid}/assign/{type}/{itemid}`, "Directories", `Add a link, bio page or QR code to a ${word}`, { strings: ["type"], answer: ok, deprecated }),
  api("delete", `/${word}/{directoryid}/assign/{type}/{itemid}`, "Directories", `Remove a link, bio page or QR code from a ${word} (EXTENSIONS X2)`, { strings: ["type"], answer: ok, deprecated })
];
var DOCUMENTED_ROUTES = [
  api("get", "/openapi.json", "Reference", "This document (no key)", { answers: { status: 200, type: "application/json", description: "OpenAPI 3.1" } }),
  api("get", "/account", "Account", "Get the account", { answer: accountResponse }),
  api("post", "/account", "Account", "Get the account (the form SPEC's authentication examples use)", { answer: accountResponse }),
  api("put", "/account/update", "Account", "Change the email or the password", { body: accountUpdate, example: { email: "new@example.com", currentPassword: "old password" }, answer: ok }),
  api("post", "/account/key", "Account", "Make a new API key (the old one stops working)", { answer: accountKeyCreated }),
  api("get", "/domains", "Branded domains", "List branded domains", { query: paged, answer: domainList }),
  api("post", "/domain/add", "Branded domains", "Add a branded domain", { body: domainCreate, example: { domain: "https://go.example.com", redirectroot: "https://example.com" }, answer: createdEnvelope }),
  api("put", "/domain/{id}/update", "Branded domains", "Update a branded domain", { body: domainUpdate, example: { redirect404: "https://example.com/missing" }, answer: ok }),
  api("post", "/domain/{id}/verify", "Branded domains", "Check the domain's DNS record now", { answer: domainVerifyAnswer }),
  api("delete", "/domain/{id}/delete", "Branded domains", "Delete a branded domain", { answer: ok }),
  api("get", "/overlay", "Overlays", "List CTA overlays", { query: paged, answer: overlayList }),
  api("get", "/overlay/{id}", "Overlays", "Get a CTA overlay", { answer: overlayResponse }),
  api("post", "/overlay/add", "Overlays", "Create a CTA overlay", { body: overlayCreate, example: { type: "message", name: "Sale", text: "Everything 20 % off this week" }, answer: createdEnvelope }),
  api("put", "/overlay/{id}/update", "Overlays", "Update a CTA overlay (its type stays)", { body: overlayUpdate("message"), example: { name: "Summer sale" }, answer: ok }),
  api("delete", "/overlay/{id}/delete", "Overlays", "Delete a CTA overlay", { answer: ok }),
  api("get", "/overlay/{id}/messages", "Overlays", "List what visitors sent through a contact or newsletter overlay", { query: paged, answer: overlayMessageList }),
  api("get", "/splash", "Splash pages", "List splash pages", { query: paged, answer: splashList }),
  api("get", "/splash/{id}", "Splash pages", "Get a splash page", { answer: splashResponse }),
  api("post", "/splash/add", "Splash pages", "Create a splash page", { body: splashCreate, example: { name: "Launch", title: "Our new app", countdown: 5 }, answer: createdEnvelope }),
  api("put", "/splash/{id}/update", "Splash pages", "Update a splash page", { body: splashUpdate, example: { countdown: 3 }, answer: ok }),
  api("delete", "/splash/{id}/delete", "Splash pages", "Delete a splash page", { answer: ok }),
  api("get", "/campaigns", "Campaigns", "List campaigns", { query: paged, answer: campaignList }),
  api("post", "/campaign/add", "Campaigns", "Create a campaign", { body: campaignCreate, example: { name: "Spring", slug: "spring-2027", public: true }, answer: campaignSaved }),
  api("put", "/campaign/{id}/update", "Campaigns", "Update a campaign", { body: campaignUpdate, example: { name: "Spring sale", slug: "" }, answer: campaignSaved }),
  api("post", "/campaign/{campaignid}/assign/{linkid}", "Campaigns", "Add a link to a campaign", { answer: ok }),
  api("delete", "/campaign/{campaignid}/assign/{linkid}", "Campaigns", "Remove a link from a campaign (EXTENSIONS X2)", { answer: ok }),
  api("delete", "/campaign/{id}/delete", "Campaigns", "Delete a campaign", { answer: ok }),
  ...directories2("directory", directoryList),
  ...directories2("channel", channelList, true),
  api("get", "/pixels", "Pixels", "List pixels", { query: paged, answer: pixelList }),
  api("post", "/pixel/add", "Pixels", "Create a pixel", { body: pixelCreate, example: { type: "gtmpixel", name: "Tag manager", tag: "GTM-ABC1234" }, answer: createdEnvelope }),
  api("put", "/pixel/{id}/update", "Pixels", "Update a pixel (its type stays)", { body: pixelUpdate, example: { tag: "GTM-XYZ9876" }, answer: ok }),
  api("delete", "/pixel/{id}/delete", "Pixels", "Delete a pixel", { answer: ok }),
  api("get", "/urls", "Links", "List short links", { query: linksQuery, answer: linkList }),
  api("get", "/urls/summary", "Links", "Clicks of all links over the last days", { answer: linkSummary }),
  api("get", "/url/{id}", "Links", "Get a short link with its statistics", { answer: linkResponse }),
  api("post", "/url/add", "Links", "Shorten a URL", { body: linkCreate, example: { url: "https://example.com/spring", custom: "spring", description: "Spring landing page" }, answer: linkSaved }),
  api("put", "/url/{id}/update", "Links", "Update a short link", { body: linkUpdate, example: { url: "https://example.com/summer" }, answer: linkSaved }),
  api("delete", "/url/{id}/delete", "Links", "Delete a short link", { answer: ok }),
  api("post", "/url/{id}/duplicate", "Links", "Copy a short link with a new random alias (EXTENSIONS X2)", { answer: linkDuplicated }),
  api("post", "/urls/aliases", "Links", "Which of these aliases are taken, reserved or invalid (G8)", {
    body: aliasLookup,
    example: { aliases: [{ alias: "spring" }, { alias: "summer", domain: "https://go.example.com" }] },
    answer: aliasLookupAnswer
  }),
  api("post", "/qr/logo", "QR codes", "Upload a PNG or JPEG logo for QR codes", { rawBody: "image/png", answer: qrLogoUploaded }),
  api("get", "/qr", "QR codes", "List QR codes", { query: paged, answer: qrList }),
  api("get", "/qr/{id}", "QR codes", "Get a QR code with its scans", { answer: qrResponse }),
  api("post", "/qr/add", "QR codes", "Create a QR code", { body: qrCreate, example: { type: "link", data: "https://example.com", name: "Poster" }, answer: qrCreated }),
  api("put", "/qr/{id}/update", "QR codes", "Update a QR code (its type stays)", { body: qrUpdate, example: { foreground: "rgb(29,78,216)" }, answer: ok }),
  api("delete", "/qr/{id}/delete", "QR codes", "Delete a QR code", { answer: ok }),
  api("get", "/files", "Files", "List files", { query: filesQuery, answer: fileList }),
  api("post", "/files/upload/{filename}", "Files", "Upload a file (the body is its bytes)", { strings: ["filename"], query: fileUploadQuery, rawBody: "application/octet-stream", answer: fileUploaded }),
  api("put", "/files/{id}/update", "Files", "Update a file's name, password, expiry or download limit", { body: fileUpdate, example: { maxdownloads: 100 }, answer: ok }),
  api("delete", "/files/{id}/delete", "Files", "Delete a file", { answer: ok }),
  api("get", "/bio", "Bio pages", "List bio pages (EXTENSIONS X3)", { query: bioQuery, answer: bioList }),
  api("get", "/bio/{id}", "Bio pages", "Get a bio page with its views and per-block clicks", { answer: bioResponse }),
  api("post", "/bio/add", "Bio pages", "Create a bio page", {
    body: bioCreate,
    example: { name: "Ann Example", alias: "ann", blocks: [{ type: "heading", text: "Shop" }, { type: "link", title: "New arrivals", url: "https://example.com/new" }] },
    answer: bioSaved
  }),
  api("put", "/bio/{id}/update", "Bio pages", "Update a bio page", { body: bioUpdate, example: { description: "Everything I publish, in one place" }, answer: ok }),
  api("delete", "/bio/{id}/delete", "Bio pages", "Delete a bio page", { answer: ok }),
  api("get", "/stats", "Statistics", "Clicks of any scope over any period, with filters and comparison (EXTENSIONS X1)", { query: statsQuery, answer: statsResponse }),
  ...publicRoutes()
];
function publicRoutes() {
  const page2 = (method, path8, summary, answers, strings = []) => ({ method, path: path8, tag: "Visitors", summary, answers, strings, public: true });
  const found = { status: 302, description: "To the destination, or a page (password, splash, overlay) in its place" };
  return [
    page2("get", "/", "The service's root: the dashboard, or a branded domain's root redirect", { status: 302, description: "To /app/ or the domain's redirectroot" }),
    page2("get", "/{alias}", "Follow a short link (counts a click)", found, ["alias"]),
    page2("post", "/{alias}", "Send a link's password form or continue from its splash page", found, ["alias"]),
    page2("get", "/{alias}/go/{block}", "Follow a bio page's link block (counts a click on the block)", { status: 302, description: "To the block's URL" }, ["alias"]),
    page2("get", "/bio/{id}/{file}", "A bio page's avatar, as stored when the page was saved", { status: 200, type: "image/png", description: "The image" }, ["file"]),
    page2("get", "/r/{slug}", "A campaign's rotator: the next of its links", { status: 302, description: "To one of the campaign's links" }, ["slug"]),
    page2("get", "/u/{username}/c/{id}", "A public campaign's page", { status: 200, type: "text/html", description: "The page" }, ["username"]),
    page2("get", "/qr/{file}", "A QR code's image (png or svg) or card (vcf)", { status: 200, type: "image/png", description: "The image" }, ["file"]),
    page2("get", "/qr/link/{id}/{file}", "A short link's own QR code image", { status: 200, type: "image/png", description: "The image" }, ["file"]),
    page2("get", "/s/{token}", "A static QR code's scan, counted, then its content", { status: 302, description: "To the content" }, ["token"]),
    page2("post", "/o/{id}", "A visitor sends an overlay's contact or newsletter form", { status: 200, type: "text/html", description: "Thanks" }),
    page2("get", "/avatar/{file}", "A generated avatar", { status: 200, type: "image/svg+xml", description: "The image" }, ["file"]),
    { ...page2("get", "/healthz", "The process is alive (no database call)", { status: 200, type: "application/json", description: '`{ "alive": true }`' }), tag: "Operations" },
    { ...page2("get", "/readyz", "Ready for traffic: database, migrations, file store, disk; 503 from the start of a stop", { status: 200, type: "application/json", description: '`{ "ready": true }`, or 503 with `ready: false` and a `reason`' }), tag: "Operations" }
  ];
}

// contract/openapi.ts
function jsonSchema(schema, io) {
  const { $schema: _, ...rest } = external_exports.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any", reused: "inline" });
  return rest;
}
var ERROR = { $ref: "#/components/responses/Error" };
function parameters(route) {
  const out = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: route.strings?.includes(name) ? { type: "string" } : { type: "integer", minimum: 1 }
  }));
  if (route.query) {
    const query = jsonSchema(route.query, "input");
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      out.push({ name, in: "query", required: query.required?.includes(name) ?? false, schema });
    }
  }
  return out;
}
function operation(route) {
  const op = { summary: route.summary, tags: [route.tag], operationId: `${route.method}${route.path.replace(/\W+(\w)?/g, (_, c = "") => c.toUpperCase())}` };
  if (route.deprecated) op.deprecated = true;
  if (route.public || route.path === "/api/openapi.json") op.security = [];
  const params = parameters(route);
  if (params.length) op.parameters = params;
  if (route.body) {
    op.requestBody = { required: true, content: { "application/json": { schema: jsonSchema(route.body, "input"), ...route.example === void 0 ? {} : { example: route.example } } } };
  } else if (route.rawBody) {
    op.requestBody = { required: true, content: { [route.rawBody]: { schema: { type: "string", contentMediaType: route.rawBody } } } };
  }
  const success = route.answer ? { "200": { description: "Done", content: { "application/json": { schema: jsonSchema(route.answer, "output") } } } } : { [String(route.answers?.status ?? 200)]: { description: route.answers?.description ?? "Done", ...route.answers?.type ? { content: { [route.answers.type]: {} } } : {} } };
  op.responses = route.public ? { ...success, "404": { description: "No such link, code or page" } } : { ...success, "400": ERROR, "401": ERROR, "404": ERROR, "429": ERROR };
  return op;
}
function openApiDocument(serverUrl, routes = DOCUMENTED_ROUTES) {
  const paths = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operation(route);
  return {
    openapi: "3.1.0",
    info: {
      title: "Link management API",
      version: "1",
      description: 'Short links, QR codes, campaigns, directories, files and branded domains. Every /api request carries `Authorization: Bearer <API key>`; a failure answers `{ "error": 1, "message": "\u2026" }` naming the field and the rule.'
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "The API key from the account page" } },
      responses: {
        Error: {
          description: "Refused: the message names the field and the rule, or the missing key, or the rate limit",
          content: { "application/json": { schema: jsonSchema(errorEnvelope, "output"), example: { error: 1, message: "url must be an http(s) URL." } } }
        }
      }
    },
    paths
  };
}

// server/public/api-docs.ts
var DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'"
].join("; ");
var PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><main id="docs"><noscript>The reference needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></main>
<script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;
var INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true, validatorUrl: null, presets: [SwaggerUIBundle.presets.apis] })`;
var FILES = { "swagger-ui-bundle.js": "text/javascript; charset=utf-8", "swagger-ui.css": "text/css; charset=utf-8" };
var pack = async (raw2) => ({
  raw: new Uint8Array(raw2),
  br: new Uint8Array(await promisify(brotliCompress)(raw2, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
  gzip: new Uint8Array(await promisify(gzip)(raw2))
});
function apiDocsRoutes(publicUrl) {
  const app = new Hono3();
  const cache = /* @__PURE__ */ new Map();
  const once = (name, make) => {
    if (!cache.has(name)) cache.set(name, make().then(pack));
    return cache.get(name);
  };
  const send = async (accept, packed, type, csp, cache2 = "no-cache") => {
    const encoding = chooseEncoding(accept, ["br", "gzip"]);
    return new Response(encoding ? packed[encoding] : packed.raw, {
      headers: { "Content-Type": type, "Cache-Control": cache2, Vary: "Accept-Encoding", ...encoding ? { "Content-Encoding": encoding } : {}, ...csp ? { "Content-Security-Policy": csp } : {} }
    });
  };
  const encoder = new TextEncoder();
  app.get(
    "/api/openapi.json",
    async (c) => send(c.req.header("Accept-Encoding"), await once("openapi", async () => encoder.encode(JSON.stringify(openApiDocument(publicUrl)))), "application/json; charset=utf-8")
  );
  app.get("/api/docs", async (c) => send(c.req.header("Accept-Encoding"), await once("page", async () => encoder.encode(PAGE)), "text/html; charset=utf-8", DOCS_CSP));
  app.get("/api/docs/:file", async (c) => {
    const file = c.req.param("file");
    if (file === "init.js") return send(c.req.header("Accept-Encoding"), await once(file, async () => encoder.encode(INIT)), FILES["swagger-ui-bundle.js"]);
    const type = FILES[file];
    if (!type) return c.json({ error: 1, message: "This API endpoint does not exist." }, 404);
    return send(c.req.header("Accept-Encoding"), await once(file, () => readFile2(path2.join(swaggerUiDir(), file))), type, void 0, "public, max-age=86400");
  });
  return app;
}
var swaggerUiDir = () => path2.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

// server/http/compress-json.ts
import { promisify as promisify2 } from "node:util";
import { brotliCompress as brotliCompress2, constants as constants2, gzip as gzip2 } from "node:zlib";
var MIN_BYTES = 1024;
var br = promisify2(brotliCompress2);
var gz = promisify2(gzip2);
var compressJson = async (c, next2) => {
  await next2();
  const res = c.res;
  if (c.req.method === "HEAD" || res.headers.has("Content-Encoding")) return;
  if (!/^application\/json\b/.test(res.headers.get("Content-Type") ?? "") || /^\/api\/account\b/.test(c.req.path)) return;
  const text2 = jsonText(res);
  if (text2 === void 0 && !res.body) return;
  const body = text2 === void 0 ? new Uint8Array(await res.arrayBuffer()) : Buffer.from(text2);
  if (body.length < MIN_BYTES) {
    if (text2 === void 0) c.res = new Response(body, res);
    return;
  }
  const encoding = chooseEncoding(c.req.header("Accept-Encoding"), ["br", "gzip"]);
  const params = { [constants2.BROTLI_PARAM_QUALITY]: 4, [constants2.BROTLI_PARAM_SIZE_HINT]: body.length };
  const packed = encoding === "br" ? await br(body, { params }) : encoding ? await gz(body, { level: 6 }) : body;
  const headers = res.headers;
  headers.append("Vary", "Accept-Encoding");
  if (encoding) {
    headers.set("Content-Encoding", encoding);
    headers.delete("Content-Length");
  }
  c.res = void 0;
  c.res = new Response(new Uint8Array(packed), { status: res.status, headers });
};

// server/public/avatar.ts
var PALETTE = ["#1d4ed8", "#0f766e", "#7c3aed", "#b45309", "#be123c", "#15803d", "#0369a1", "#a21caf"];
var escapeXml = (s) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
function avatarSvg(name) {
  const initials = escapeXml(name.replace(/[^\p{L}\p{N}]/gu, "").slice(0, 2).toUpperCase() || "?");
  let h = 0;
  for (const ch of name) h = h * 31 + ch.codePointAt(0) >>> 0;
  const bg = PALETTE[h % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${bg}"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="38" font-weight="600" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

// server/campaigns/rotation.ts
var MAX_CAMPAIGNS = 1e4;
var Rotation = class {
  turns = /* @__PURE__ */ new Map();
  /** The index in a list of `length` links whose turn it is; `peek` (HEAD) leaves the turn where it is. */
  take(campaignId, length, peek = false) {
    const turn = this.turns.get(campaignId) ?? 0;
    if (!peek) {
      if (!this.turns.has(campaignId) && this.turns.size >= MAX_CAMPAIGNS) this.turns.delete(this.turns.keys().next().value);
      this.turns.set(campaignId, turn + 1);
    }
    return turn % length;
  }
};

// server/campaigns/campaign-cache.ts
var MAX_ENTRIES = 1e4;
var REFRESH_BEFORE_MS = 1e3;
var keyOf = (key) => "slug" in key ? `s:${key.slug}` : `i:${key.id}`;
var CampaignCache = class {
  constructor(bus = localBus(), ttlMs = 5e3, read2 = readCampaign) {
    this.bus = bus;
    this.ttlMs = ttlMs;
    this.read = read2;
    bus.subscribe((change) => {
      if (change.kind === "campaign") this.dropWhere((c) => change.id === null || c.id === change.id);
      else if (change.kind === "link") this.dropWhere((c) => c.links.some((l) => (l.domain ?? "") === change.host && l.alias === change.alias));
      else if (change.kind === "links" || change.kind === "reset") this.dropWhere(() => true);
    });
  }
  bus;
  ttlMs;
  read;
  /** Whose turn it is in each campaign, on this instance (R2). */
  rotation = new Rotation();
  entries = /* @__PURE__ */ new Map();
  generation = 0;
  reading = /* @__PURE__ */ new Map();
  /** The campaign, current on every instance (waits for the change bus). */
  async resolve(db, key) {
    const live = this.bus.sync();
    if (live !== true && !await live) return this.read(db, key);
    return this.fresh(db, key)?.campaign ?? this.load(db, key);
  }
  /**
   * The hot path: the cached entry without waiting for the bus. The caller checks `holds(entry)` once a
   * `bus.sync()` of its own came back true (the link cache's), so one round trip serves both caches.
   */
  cached(db, key) {
    return this.fresh(db, key);
  }
  holds(entry) {
    return this.entries.get(entry.key) === entry;
  }
  /** After a commit that changes campaign `id` or its links (null: any campaign), on every instance. */
  forget(id2) {
    this.bus.publish({ kind: "campaign", id: id2 });
  }
  fresh(db, key) {
    const k = keyOf(key);
    const hit = this.entries.get(k);
    if (!hit) return void 0;
    const left = hit.until - Date.now();
    if (left <= 0) return void 0;
    this.entries.delete(k);
    this.entries.set(k, hit);
    if (left < REFRESH_BEFORE_MS) void this.load(db, key).catch(() => void 0);
    return hit;
  }
  load(db, key) {
    const k = keyOf(key);
    const generation = this.generation;
    const under = this.reading.get(k);
    if (under?.generation === generation) return under.campaign;
    const done = () => {
      if (this.reading.get(k)?.campaign === campaign2) this.reading.delete(k);
    };
    const campaign2 = this.read(db, key).then(
      (found) => {
        done();
        if (generation !== this.generation) return found;
        const entry = this.entries.get(k);
        this.entries.delete(k);
        if (!found) return found;
        this.entries.set(k, Object.assign(entry ?? {}, { key: k, campaign: found, until: Date.now() + this.ttlMs }));
        if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value);
        return found;
      },
      (e) => {
        done();
        throw e;
      }
    );
    this.reading.set(k, { campaign: campaign2, generation });
    return campaign2;
  }
  dropWhere(match2) {
    this.generation++;
    for (const [k, entry] of this.entries) if (match2(entry.campaign)) this.entries.delete(k);
  }
};
async function readCampaign(db, key) {
  const [row] = await db.select({ id: campaigns.id, userId: campaigns.userId, username: users.username, name: campaigns.name, public: campaigns.public }).from(campaigns).innerJoin(users, eq(users.id, campaigns.userId)).where("slug" in key ? eq(campaigns.slug, key.slug) : eq(campaigns.id, key.id));
  if (!row) return void 0;
  const list2 = await db.select({ id: links.id, domain: links.domain, alias: links.alias, title: links.title, longUrl: links.longUrl, expiry: links.expiry }).from(links).where(eq(links.campaignId, row.id)).orderBy(asc(links.id));
  return { ...row, links: list2 };
}
var caches = /* @__PURE__ */ new WeakMap();
function campaignCacheOf(bus) {
  let cache = caches.get(bus);
  if (!cache) caches.set(bus, cache = new CampaignCache(bus));
  return cache;
}

// contract/page-html.ts
function esc(value) {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
var STYLE = `:root{color-scheme:light dark}body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f8fafc;color:#0f172a;margin:0;padding:1rem;box-sizing:border-box;display:grid;min-height:100vh;min-height:100dvh;place-items:center}
main{box-sizing:border-box;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:2rem;max-width:28rem;width:100%;box-shadow:0 1px 3px rgb(0 0 0/.06);overflow-wrap:anywhere}
@media (max-width:30rem){main{padding:1.5rem 1.25rem}}
h1{font-size:1.35rem;margin:0 0 .5rem}p{color:#475569;line-height:1.5}label{display:block;font-weight:600;margin:1rem 0 .35rem}
input{width:100%;box-sizing:border-box;padding:.6rem .7rem;border:1px solid #94a3b8;border-radius:8px;font-size:1rem}
button{margin-top:1rem;background:#1d4ed8;color:#fff;border:0;border-radius:8px;padding:.6rem 1.1rem;font-size:1rem;font-weight:600;cursor:pointer}
:focus-visible{outline:2px solid #2563eb;outline-offset:2px}.error{color:#b91c1c;font-weight:600}.onwards{margin:1.25rem 0 0}ul{padding-left:1.2rem}li{margin:.4rem 0}a{color:#1d4ed8}
@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}main{background:#0f172a;border-color:#1e293b}p{color:#94a3b8}input{background:#020617;color:#e2e8f0}a{color:#93c5fd}.error{color:#fca5a5}}`;
function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><meta name="robots" content="noindex"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

// server/public/html.ts
var ONWARDS = '<p class="onwards"><a href="/">Go to the home page</a></p>';
var notFoundPage = () => page("Not found", `<h1>Nothing here</h1><p>This link does not exist, or it is no longer available.</p>${ONWARDS}`);
var expiredPage = () => page("Link expired", `<h1>This link has expired</h1><p>The link you followed is no longer active.</p>${ONWARDS}`);
var gonePage = (why) => page("No longer available", `<h1>This file is no longer available</h1><p>${esc(why)}</p>${ONWARDS}`);
var stateAfter = (check) => check.result === "wrong" ? { is: "wrong" } : { is: check.result, retryAfter: check.retryAfter };
var MESSAGES = {
  wrong: () => "That password is not right. Try again.",
  throttled: (s) => `Too many tries. Wait ${waitText(s)} before you try again.`,
  busy: (s) => `The server is busy. Wait ${waitText(s)} and try again.`
};
var STATUS = { ask: 401, wrong: 403, throttled: 429, busy: 503 };
function waitText(seconds) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
function passwordPage(opts) {
  const { state } = opts;
  const retry = state.is === "throttled" || state.is === "busy" ? state.retryAfter : 0;
  const message = state.is === "ask" ? "" : state.is === "wrong" ? MESSAGES.wrong() : MESSAGES[state.is](retry);
  const body = `<h1>${esc(opts.title)}</h1><p>Enter the password you were given to ${opts.what}.</p>
<form method="post">${message ? `<p class="error" role="alert">${esc(message)}</p>` : ""}
<label for="password">Password</label><input id="password" name="password" type="password" required autofocus autocomplete="current-password">
<button type="submit">${esc(opts.button)}</button></form>`;
  const headers = retry ? { "Retry-After": String(retry) } : {};
  return { html: page(opts.title, body), status: STATUS[state.is], headers };
}

// contract/landing-html.ts
function insertAt(html2, index, text2) {
  if (index < 0) throw new Error("landing-html: unexpected page() markup");
  return html2.slice(0, index) + text2 + html2.slice(index);
}
function landingHtml({ title, body, style, head = "", tail = "" }) {
  let html2 = page(title, body);
  html2 = insertAt(html2, html2.indexOf("</head>"), `<link rel="icon" href="data:,"><style>${style}</style>${head}`);
  return tail ? insertAt(html2, html2.lastIndexOf("</body>"), tail) : html2;
}
function httpHost(value) {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host : null;
  } catch {
    return null;
  }
}
var safeHref = (value, fallback) => esc(httpHost(value) ? value : fallback);
var paragraphs = (text2, cls = "") => text2.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean).map((p) => `<p${cls ? ` class="${cls}"` : ""}>${esc(p)}</p>`).join("");
var VISITOR_SCRIPT = `(function(){var c=document.getElementById('countdown'),s=document.getElementById('countdown-stop'),a=document.querySelector('a.continue');if(c&&a){var n=parseInt(c.textContent,10);var t=setInterval(function(){n-=1;if(n<=0){clearInterval(t);location.replace(a.href);return}c.textContent=String(n)},1000);if(s){s.hidden=false;s.addEventListener('click',function(){clearInterval(t);c.parentNode.textContent='The countdown is stopped: continue when you are ready.';s.hidden=true})}}
var b=document.querySelectorAll('button[data-copy]');for(var i=0;i<b.length;i++){(function(x){x.hidden=false;x.addEventListener('click',function(){var el=document.getElementById(x.getAttribute('data-copy'));if(!el||!navigator.clipboard)return;navigator.clipboard.writeText(el.textContent||'').then(function(){x.textContent='Copied'})})})(b[i])}})()`;
var visitorScriptTag = () => `<script>${VISITOR_SCRIPT}</script>`;
function textOn(hex) {
  const n = /^#[0-9a-f]{6}$/i.test(hex) ? parseInt(hex.slice(1), 16) : 0;
  const [r, g, b] = [n >> 16 & 255, n >> 8 & 255, n & 255].map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? "#000000" : "#ffffff";
}
var BUTTON_STYLE = `.button{display:inline-block;margin-top:.5rem;background:#1d4ed8;color:#fff;border-radius:8px;padding:.6rem 1.1rem;font-size:1rem;font-weight:600;text-decoration:none}
.button:hover{background:#1e40af}
@media (prefers-color-scheme:dark){.button{background:#2563eb;color:#fff}.button:hover{background:#1d4ed8}}`;

// server/links/pixel-snippets.ts
import { createHash } from "node:crypto";
var PIXEL_TYPES2 = [
  "gtmpixel",
  "gapixel",
  "fbpixel",
  "adwordspixel",
  "linkedinpixel",
  "twitterpixel",
  "adrollpixel",
  "quorapixel",
  "pinterest",
  "bing",
  "snapchat",
  "reddit",
  "tiktok"
];
var isPixelType2 = (type) => PIXEL_TYPES2.includes(type);
var enc = (value) => encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
var GTM = "https://www.googletagmanager.com";
var GOOGLE_ANALYTICS_BEACONS = ["https://*.google-analytics.com", "https://*.analytics.google.com"];
function adwordsId(tag) {
  const full = /^aw-/i.test(tag) ? `AW-${tag.slice(3)}` : `AW-${tag}`;
  const slash = full.indexOf("/");
  return slash < 0 ? { id: full, conversion: "" } : { id: full.slice(0, slash), conversion: full };
}
function adrollIds(tag) {
  const slash = tag.indexOf("/");
  return slash < 0 ? { adv: tag, pix: "" } : { adv: tag.slice(0, slash), pix: tag.slice(slash + 1) };
}
var fixed = (src) => (tag) => ({ src, args: [tag] });
var PIXEL_SNIPPETS = {
  gtmpixel: {
    vendor: "Google Tag Manager",
    scriptHosts: [GTM],
    connectHosts: [GTM, ...GOOGLE_ANALYTICS_BEACONS],
    imgHosts: [GTM, "https://*.google-analytics.com"],
    plan: (tag) => ({ src: `${GTM}/gtm.js?id=${enc(tag)}`, args: [tag] }),
    init: `function(a,w){w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'})}`
  },
  gapixel: {
    vendor: "Google Analytics 4",
    scriptHosts: [GTM],
    connectHosts: [...GOOGLE_ANALYTICS_BEACONS, GTM],
    imgHosts: ["https://*.google-analytics.com", GTM],
    plan: (tag) => ({ src: `${GTM}/gtag/js?id=${enc(tag)}`, args: [tag] }),
    init: `function(a,w){gtag(w)('config',a[0])}`
  },
  fbpixel: {
    vendor: "Meta pixel",
    scriptHosts: ["https://connect.facebook.net"],
    connectHosts: ["https://www.facebook.com"],
    imgHosts: ["https://www.facebook.com"],
    plan: fixed("https://connect.facebook.net/en_US/fbevents.js"),
    init: `function(a,w){if(!w.fbq){var n=w.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!w._fbq)w._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[]}w.fbq('init',a[0])}`,
    pageView: `function(w){w.fbq('track','PageView')}`
  },
  adwordspixel: {
    vendor: "Google Ads",
    scriptHosts: [GTM, "https://www.googleadservices.com", "https://googleads.g.doubleclick.net", "https://www.google.com"],
    connectHosts: ["https://www.google.com", "https://googleads.g.doubleclick.net", "https://www.googleadservices.com", "https://pagead2.googlesyndication.com"],
    imgHosts: ["https://www.google.com", "https://googleads.g.doubleclick.net", "https://www.googleadservices.com", GTM],
    frameHosts: ["https://td.doubleclick.net", "https://bid.g.doubleclick.net"],
    plan: (tag) => {
      const { id: id2, conversion } = adwordsId(tag);
      return { src: `${GTM}/gtag/js?id=${enc(id2)}`, args: [id2, conversion] };
    },
    init: `function(a,w){var g=gtag(w);g('config',a[0]);if(a[1])g('event','conversion',{send_to:a[1]})}`
  },
  linkedinpixel: {
    vendor: "LinkedIn Insight Tag",
    scriptHosts: ["https://snap.licdn.com"],
    connectHosts: ["https://px.ads.linkedin.com", "https://px4.ads.linkedin.com"],
    imgHosts: ["https://px.ads.linkedin.com", "https://px4.ads.linkedin.com"],
    plan: fixed("https://snap.licdn.com/li.lms-analytics/insight.min.js"),
    init: `function(a,w){if(!w._linkedin_partner_id)w._linkedin_partner_id=a[0];(w._linkedin_data_partner_ids=w._linkedin_data_partner_ids||[]).push(a[0]);if(!w.lintrk){w.lintrk=function(x,y){w.lintrk.q.push([x,y])};w.lintrk.q=[]}}`
  },
  twitterpixel: {
    vendor: "X (Twitter) pixel",
    scriptHosts: ["https://static.ads-twitter.com"],
    connectHosts: ["https://analytics.twitter.com", "https://ads-api.twitter.com"],
    imgHosts: ["https://analytics.twitter.com", "https://t.co", "https://ads-api.twitter.com"],
    plan: fixed("https://static.ads-twitter.com/uwt.js"),
    init: `function(a,w){if(!w.twq){var s=w.twq=function(){s.exe?s.exe.apply(s,arguments):s.queue.push(arguments)};s.version='1.1';s.queue=[]}w.twq('config',a[0])}`
  },
  adrollpixel: {
    vendor: "AdRoll",
    scriptHosts: ["https://s.adroll.com"],
    connectHosts: ["https://d.adroll.com"],
    imgHosts: ["https://d.adroll.com"],
    plan: (tag) => {
      const { adv, pix } = adrollIds(tag);
      return { src: `https://s.adroll.com/j/${enc(adv)}/roundtrip.js`, args: [adv, pix] };
    },
    // AdRoll's snippet configures globals: one AdRoll advertiser per page (a second one is not loaded).
    init: `function(a,w){if(w.__adroll_loaded)return false;w.__adroll_loaded=true;w.adroll_adv_id=a[0];if(a[1])w.adroll_pix_id=a[1];w.adroll_version='2.0';var r=w.adroll=w.adroll||[];r.f=['setProperties','identify','track','identify_email','get_cookie'];for(var i=0;i<r.f.length;i++){r[r.f[i]]=r[r.f[i]]||(function(n){return function(){r.push([n,arguments])}})(r.f[i])}}`,
    pageView: `function(w){w.adroll.track('pageView')}`
  },
  quorapixel: {
    vendor: "Quora pixel",
    scriptHosts: ["https://a.quora.com"],
    connectHosts: ["https://q.quora.com"],
    imgHosts: ["https://q.quora.com"],
    plan: fixed("https://a.quora.com/qevents.js"),
    init: `function(a,w){if(!w.qp){var n=w.qp=function(){n.qp?n.qp.apply(n,arguments):n.queue.push(arguments)};n.queue=[]}w.qp('init',a[0])}`,
    pageView: `function(w){w.qp('track','ViewContent')}`
  },
  pinterest: {
    vendor: "Pinterest tag",
    scriptHosts: ["https://s.pinimg.com"],
    connectHosts: ["https://ct.pinterest.com"],
    imgHosts: ["https://ct.pinterest.com"],
    plan: fixed("https://s.pinimg.com/ct/core.js"),
    init: `function(a,w){if(!w.pintrk){w.pintrk=function(){w.pintrk.queue.push(Array.prototype.slice.call(arguments))};w.pintrk.queue=[];w.pintrk.version='3.0'}w.pintrk('load',a[0])}`,
    pageView: `function(w){w.pintrk('page')}`
  },
  bing: {
    vendor: "Microsoft Advertising UET",
    scriptHosts: ["https://bat.bing.com"],
    connectHosts: ["https://bat.bing.com", "https://bat.bing.net"],
    imgHosts: ["https://bat.bing.com", "https://bat.bing.net"],
    plan: fixed("https://bat.bing.com/bat.js"),
    // UET needs its constructor (from bat.js) before the tag object exists: built once the script has
    // loaded. The first tag uses the standard uetq queue, further ones uetq1, uetq2, ...
    init: `function(a,w){var q='uetq'+(uet++||'');w[q]=w[q]||[];return function(){var o={ti:a[0],enableAutoSpaTracking:true};o.q=w[q];w[q]=new w.UET(o);w[q].push('pageLoad')}}`
  },
  snapchat: {
    vendor: "Snap pixel",
    scriptHosts: ["https://sc-static.net"],
    connectHosts: ["https://tr.snapchat.com", "https://tr-shadow.snapchat.com"],
    imgHosts: ["https://tr.snapchat.com"],
    frameHosts: ["https://tr.snapchat.com"],
    formHosts: ["https://tr.snapchat.com"],
    plan: fixed("https://sc-static.net/scevent.min.js"),
    init: `function(a,w){if(!w.snaptr){var s=w.snaptr=function(){s.handleRequest?s.handleRequest.apply(s,arguments):s.queue.push(arguments)};s.queue=[]}w.snaptr('init',a[0],{})}`,
    pageView: `function(w){w.snaptr('track','PAGE_VIEW')}`
  },
  reddit: {
    vendor: "Reddit pixel",
    scriptHosts: ["https://www.redditstatic.com"],
    connectHosts: ["https://alb.reddit.com", "https://pixel-config.reddit.com"],
    imgHosts: ["https://alb.reddit.com"],
    plan: fixed("https://www.redditstatic.com/ads/pixel.js"),
    init: `function(a,w){if(!w.rdt){var p=w.rdt=function(){p.sendEvent?p.sendEvent.apply(p,arguments):p.callQueue.push(arguments)};p.callQueue=[]}w.rdt('init',a[0])}`,
    pageView: `function(w){w.rdt('track','PageVisit')}`
  },
  tiktok: {
    vendor: "TikTok pixel",
    scriptHosts: ["https://analytics.tiktok.com"],
    connectHosts: ["https://analytics.tiktok.com"],
    imgHosts: ["https://analytics.tiktok.com"],
    plan: (tag) => ({ src: `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${enc(tag)}&lib=ttq`, args: [tag] }),
    // TikTok's stub, except that ttq.load registers the pixel and leaves the script to the loader.
    init: `function(a,w){w.TiktokAnalyticsObject='ttq';var t=w.ttq=w.ttq||[];if(!t.methods){t.methods=['page','track','identify','instances','debug','on','off','once','ready','alias','group','enableCookie','disableCookie','holdConsent','revokeConsent','grantConsent'];t.setAndDefer=function(o,e){o[e]=function(){o.push([e].concat(Array.prototype.slice.call(arguments,0)))}};for(var i=0;i<t.methods.length;i++)t.setAndDefer(t,t.methods[i]);t.instance=function(e){for(var r=t._i[e]||[],n=0;n<t.methods.length;n++)t.setAndDefer(r,t.methods[n]);return r};t.load=function(e,n){t._i=t._i||{};t._i[e]=[];t._i[e]._u='https://analytics.tiktok.com/i18n/pixel/events.js';t._t=t._t||{};t._t[e]=+new Date;t._o=t._o||{};t._o[e]=n||{}}}t.load(a[0])}`,
    pageView: `function(w){w.ttq.page()}`
  }
};
var PIXEL_LOADER = `(function(w,d){var el=d.getElementById('pixels');if(!el)return;var c;try{c=JSON.parse(el.textContent||'')}catch(e){return}
var has=Object.prototype.hasOwnProperty,uet=0,seen={};
function gtag(w){if(!w.gtag){w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments)};w.gtag('js',new Date())}return w.gtag}
function load(src,done){var l=seen[src];if(l){if(done){if(l.ok)done();else l.cbs.push(done)}return}l=seen[src]={ok:false,cbs:done?[done]:[]};var s=d.createElement('script');s.async=true;s.src=src;s.onload=function(){l.ok=true;for(var i=0;i<l.cbs.length;i++){try{l.cbs[i]()}catch(e){}}};(d.head||d.documentElement).appendChild(s)}
var V={
${PIXEL_TYPES2.map((type) => `${type}:{i:${PIXEL_SNIPPETS[type].init},p:${PIXEL_SNIPPETS[type].pageView ?? "null"}}`).join(",\n")}
};
var list=c.pixels||[],paged={},i,p,r;
for(i=0;i<list.length;i++){p=list[i];if(!p||!has.call(V,p.type))continue;try{r=V[p.type].i(p.args||[],w,d);if(r!==false)load(p.src,typeof r==='function'?r:null)}catch(e){}}
for(i=0;i<list.length;i++){p=list[i];if(!p||!has.call(V,p.type)||paged[p.type]||!V[p.type].p)continue;paged[p.type]=1;try{V[p.type].p(w)}catch(e){}}
if(typeof c.next==='string'&&/^https?:/i.test(c.next)){w.setTimeout(function(){w.location.replace(c.next)},c.delay||0)}
})(window,document);`;
var sha256Source = (text2) => `'sha256-${createHash("sha256").update(text2, "utf8").digest("base64")}'`;
var PIXEL_LOADER_HASH = sha256Source(PIXEL_LOADER);
function pixelPlan(pixels2) {
  const entries = [];
  const sets = { script: /* @__PURE__ */ new Set(), connect: /* @__PURE__ */ new Set(), img: /* @__PURE__ */ new Set(), frame: /* @__PURE__ */ new Set(), form: /* @__PURE__ */ new Set() };
  for (const { type, tag } of pixels2) {
    if (!isPixelType2(type)) continue;
    const snippet = PIXEL_SNIPPETS[type];
    entries.push({ type, tag, ...snippet.plan(tag) });
    for (const host of snippet.scriptHosts) sets.script.add(host);
    for (const host of snippet.connectHosts ?? []) sets.connect.add(host);
    for (const host of snippet.imgHosts ?? []) sets.img.add(host);
    for (const host of snippet.frameHosts ?? []) sets.frame.add(host);
    for (const host of snippet.formHosts ?? []) sets.form.add(host);
  }
  return {
    entries,
    hosts: { script: [...sets.script], connect: [...sets.connect], img: [...sets.img], frame: [...sets.frame], form: [...sets.form] }
  };
}

// server/links/landing-pages.ts
var PIXEL_FORWARD_DELAY_MS = 1e3;
var SPLASH_DELAY_SECONDS = 5;
var VISITOR_SCRIPT_HASH = sha256Source(VISITOR_SCRIPT);
var LINK_BUTTON_STYLE = `.button{display:inline-block;margin-top:.5rem;background:#1d4ed8;color:#fff;border-radius:8px;padding:.6rem 1.1rem;font-size:1rem;font-weight:600;text-decoration:none}
.button:hover{background:#1e40af}.url{word-break:break-all;font-size:.9rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin-top:.5rem}.actions .button,.actions .stay{margin:0}
.stay{background:none;color:#1d4ed8;border:1px solid #94a3b8}
@media (prefers-color-scheme:dark){.button{background:#2563eb;color:#fff}.button:hover{background:#1d4ed8}.stay{color:#93c5fd}}`;
var FRAME_STYLE = `body{display:block;padding:0;min-height:0;height:100vh;height:100dvh;overflow:hidden}
main{display:flex;flex-direction:column;max-width:none;width:100%;height:100%;padding:0;border:0;border-radius:0;box-shadow:none;background:transparent}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem;padding:.45rem .9rem;background:#fff;border-bottom:1px solid #e2e8f0;font-size:.9rem;line-height:1.4}
.bar p{margin:0;flex:1 1 12rem;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;color:#475569}
.bar .short{font-weight:600;color:#0f172a}.bar a{font-weight:600;white-space:nowrap}
iframe{flex:1 1 auto;display:block;width:100%;min-height:0;border:0;background:#fff}
@media (prefers-color-scheme:dark){.bar{background:#0f172a;border-color:#1e293b}.bar p{color:#94a3b8}.bar .short{color:#e2e8f0}}`;
var BASE_STYLE = /<style>([\s\S]*?)<\/style>/.exec(page("", ""))?.[1];
if (BASE_STYLE === void 0) throw new Error("landing-pages: page() no longer has a <style> block");
var BASE_STYLE_HASH = sha256Source(BASE_STYLE);
var ORDER = ["default-src", "script-src", "connect-src", "img-src", "style-src", "frame-src", "base-uri", "form-action", "frame-ancestors"];
function serializeCsp(csp) {
  return ORDER.filter((name) => csp[name]?.length).map((name) => [name, ...new Set(csp[name])].join(" ")).join("; ");
}
function destinationHost(destination) {
  let url;
  try {
    url = new URL(destination);
  } catch {
    throw new TypeError("landing page: the destination is not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new TypeError("landing page: the destination is not http(s)");
  return url.host;
}
function scriptJson(value) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function pixelPart(pixels2, next2) {
  const { entries, hosts } = pixelPlan(pixels2 ?? []);
  if (!entries.length && !next2) return null;
  const data = { pixels: entries, next: next2, delay: next2 ? PIXEL_FORWARD_DELAY_MS : 0 };
  return {
    tail: `<script type="application/json" id="pixels">${scriptJson(data)}</script><script>${PIXEL_LOADER}</script>`,
    csp: {
      "script-src": [PIXEL_LOADER_HASH, ...hosts.script],
      "connect-src": hosts.connect,
      "img-src": hosts.img,
      "frame-src": hosts.frame,
      "form-action": hosts.form
    }
  };
}
function landingPage({ title, body, style, head = "", tail = "", pixels: pixels2, csp }) {
  const html2 = landingHtml({ title, body, style, head, tail: tail + (pixels2?.tail ?? "") });
  const merged = {
    "default-src": ["'none'"],
    ...csp,
    "style-src": [BASE_STYLE_HASH, sha256Source(style)],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"]
  };
  if (pixels2) {
    for (const [name, values] of Object.entries(pixels2.csp)) {
      if (!values.length) continue;
      const current = merged[name] ?? [];
      merged[name] = current.includes("'none'") ? [...values] : [...current, ...values];
    }
  }
  merged["img-src"] = [...merged["img-src"] ?? [], "data:"];
  if (!merged["form-action"]?.length) merged["form-action"] = ["'none'"];
  return { html: html2, csp: serializeCsp(merged) };
}
function pixelPage({ title, destination, pixels: pixels2 }) {
  const host = destinationHost(destination);
  const href = esc(destination);
  const body = `<h1>Taking you to ${esc(host)}</h1>${title ? `<p>${esc(title)}</p>` : ""}<p role="status">One moment, you are being sent on.</p>
<a class="button" href="${href}">Continue to ${esc(host)}</a>`;
  return landingPage({
    title: title || `Continue to ${host}`,
    body,
    style: LINK_BUTTON_STYLE,
    head: `<noscript><meta http-equiv="refresh" content="0;url=${href}"></noscript>`,
    pixels: pixelPart(pixels2, destination),
    csp: {}
  });
}
function framePage({ title, destination, shortUrl, pixels: pixels2 }) {
  const host = destinationHost(destination);
  const href = esc(destination);
  const name = title || host;
  const body = `<header class="bar"><p><span class="short">${esc(shortUrl)}</span> \xB7 ${esc(name)}</p><a href="${href}" target="_top">Open the page directly</a></header>
<iframe src="${href}" title="${esc(name)}" referrerpolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"></iframe>`;
  return landingPage({
    title: name,
    body,
    style: FRAME_STYLE,
    pixels: pixelPart(pixels2, null),
    csp: { "frame-src": ["http:", "https:"] }
  });
}
function splashPage({ title, destination, pixels: pixels2 }) {
  const host = destinationHost(destination);
  const href = esc(destination);
  const body = `<h1>You are leaving for ${esc(host)}</h1>${title ? `<p>${esc(title)}</p>` : ""}<p class="url">${href}</p>
<p role="status">You will continue automatically in <span id="countdown">${SPLASH_DELAY_SECONDS}</span> seconds.</p>
<div class="actions"><a class="button continue" href="${href}">Continue to ${esc(host)}</a><button type="button" id="countdown-stop" class="stay" hidden>Stay on this page</button></div>`;
  const pixel2 = pixelPart(pixels2, null);
  const csp = pixel2?.csp ?? { "script-src": [], "connect-src": [], "img-src": [], "frame-src": [], "form-action": [] };
  return landingPage({
    title: `Leaving for ${host}`,
    body,
    style: LINK_BUTTON_STYLE,
    head: `<noscript><meta http-equiv="refresh" content="${SPLASH_DELAY_SECONDS};url=${href}"></noscript>`,
    pixels: { tail: (pixel2?.tail ?? "") + visitorScriptTag(), csp: { ...csp, "script-src": [...csp["script-src"], VISITOR_SCRIPT_HASH] } },
    csp: {}
  });
}
function continuePage({ title, destination }) {
  const host = destinationHost(destination);
  const href = esc(destination);
  const body = `<h1>Taking you to ${esc(host)}</h1>${title ? `<p>${esc(title)}</p>` : ""}<p role="status">One moment, you are being sent on.</p>
<a class="button" href="${href}">Continue to ${esc(host)}</a>`;
  return landingPage({ title: `Continue to ${host}`, body, style: LINK_BUTTON_STYLE, head: `<meta http-equiv="refresh" content="0;url=${href}">`, csp: {} });
}

// server/public/og-tags.ts
function ogTags({ title, description: description2 = "", image = "", url, type = "website" }) {
  const img = httpHost(image) ? image : "";
  const meta = (attr, key, value) => value ? `<meta ${attr}="${key}" content="${esc(value)}">` : "";
  return [
    meta("property", "og:type", type),
    meta("property", "og:title", title),
    meta("property", "og:description", description2),
    meta("property", "og:image", img),
    meta("property", "og:url", url),
    meta("name", "twitter:card", img ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description2),
    meta("name", "twitter:image", img),
    httpHost(url) ? `<link rel="canonical" href="${esc(url)}">` : "",
    description2 ? `<meta name="description" content="${esc(description2)}">` : ""
  ].join("");
}
var hasPreview = (l) => l.metaTitle !== "" || l.metaDescription !== "" || l.metaImage !== "";
var STYLE2 = `.button{display:inline-block;margin-top:.5rem;color:#1d4ed8;font-weight:600}`;
function previewPage(opts) {
  const host = httpHost(opts.destination) ?? "";
  const title = opts.title || host;
  const href = esc(opts.destination);
  const body = `<h1>${esc(title)}</h1>${opts.description ? `<p>${esc(opts.description)}</p>` : ""}<a class="button" href="${href}">Continue to ${esc(host)}</a>`;
  return landingPage({
    title,
    body,
    style: STYLE2,
    head: ogTags({ title, description: opts.description, image: opts.image, url: opts.url }) + `<meta http-equiv="refresh" content="0;url=${href}">`,
    csp: {}
  });
}

// server/links/link-views.ts
var shortUrlOf = (publicUrl, l) => `${l.domain ?? publicUrl}/${l.alias}`;
async function linkItems(db, publicUrl, rows) {
  const ids = rows.map((l) => l.id);
  const campaignIds = [...new Set(rows.flatMap((l) => l.campaignId === null ? [] : [l.campaignId]))];
  const [held, named] = await Promise.all([
    ids.length ? db.select({ linkId: directoryItems.itemId, directoryId: directoryItems.directoryId }).from(directoryItems).where(and(eq(directoryItems.itemType, "links"), inArray(directoryItems.itemId, ids))).orderBy(asc(directoryItems.directoryId)) : [],
    campaignIds.length ? db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(inArray(campaigns.id, campaignIds)) : []
  ]);
  const campaignName = new Map(named.map((c) => [c.id, c.name]));
  return rows.map((l) => ({
    id: l.id,
    alias: l.alias,
    shorturl: shortUrlOf(publicUrl, l),
    longurl: l.longUrl,
    title: l.title,
    description: l.description,
    clicks: l.clicks,
    uniqueclicks: l.uniqueClicks,
    domain: l.domain ?? "",
    campaign: l.campaignId,
    campaignname: l.campaignId === null ? null : campaignName.get(l.campaignId) ?? null,
    directories: held.filter((h) => h.linkId === l.id).map((h) => h.directoryId),
    date: toTimestamp(l.created),
    expiry: wireExpiry(l.expiry),
    protected: l.passwordHash !== null,
    targeted: l.geoTarget.length + l.deviceTarget.length + l.languageTarget.length > 0,
    type: l.type,
    archived: l.archived,
    lastclick: l.lastClick ? toTimestamp(l.lastClick) : null
  }));
}
async function linkDetails(db, publicUrl, l) {
  const [pixels2, kept] = await Promise.all([
    db.select({ id: linkPixels.pixelId }).from(linkPixels).where(eq(linkPixels.linkId, l.id)).orderBy(asc(linkPixels.position)),
    db.select().from(linkAliases).where(eq(linkAliases.linkId, l.id)).orderBy(asc(linkAliases.created), asc(linkAliases.alias))
  ]);
  return {
    id: l.id,
    alias: l.alias,
    shorturl: shortUrlOf(publicUrl, l),
    longurl: l.longUrl,
    title: l.title,
    description: l.description,
    location: Object.fromEntries(l.geoTarget.map((g) => [countryName(g.location), g.link])),
    device: Object.fromEntries(l.deviceTarget.map((d) => [d.device, d.link])),
    expiry: wireExpiry(l.expiry),
    date: toTimestamp(l.created),
    domain: l.domain ?? "",
    custom: l.custom,
    type: l.type,
    status: l.status,
    metatitle: l.metaTitle,
    metadescription: l.metaDescription,
    metaimage: l.metaImage,
    geotarget: l.geoTarget,
    devicetarget: l.deviceTarget,
    languagetarget: l.languageTarget,
    parameters: l.parameters,
    pixels: pixels2.map((p) => p.id),
    campaign: l.campaignId,
    protected: l.passwordHash !== null,
    archived: l.archived,
    keptaliases: kept.map((k) => ({ alias: k.alias, domain: k.host, shorturl: `${k.host || publicUrl}/${k.alias}` }))
  };
}

// server/campaigns/campaign-page.ts
var STYLE3 = `<style>body{padding:1.5rem 1rem;box-sizing:border-box}main{width:100%;max-width:36rem;box-sizing:border-box}
.links{list-style:none;padding:0;margin:1.25rem 0 0;display:grid;gap:.75rem}.links li{margin:0}
.links a{display:block;padding:.85rem 1rem;border:1px solid #e2e8f0;border-radius:10px;text-decoration:none;overflow-wrap:anywhere}
.links a:hover{border-color:#1d4ed8;background:#eff6ff}.links strong{display:block;color:#0f172a;font-size:1.05rem}
.links span{display:block;color:#475569;font-size:.9rem;margin-top:.2rem}.count{font-size:.9rem;margin:0}
@media (prefers-color-scheme:dark){.links a{border-color:#1e293b}.links a:hover{border-color:#93c5fd;background:#172554}.links strong{color:#e2e8f0}.links span{color:#94a3b8}}</style>`;
function campaignPage(campaign2, live, publicUrl, pageUrl) {
  const hosts = live.map((l) => isHttpUrl(l.longUrl) ? new URL(l.longUrl).host : "");
  const items = live.map((l, i) => {
    const short = shortUrlOf(publicUrl, l);
    const to2 = hosts[i] ? `<span>${esc(hosts[i])}</span>` : "";
    return `<li><a href="${esc(short)}"><strong>${esc(l.title || l.alias)}</strong>${to2}</a></li>`;
  }).join("");
  const to = [...new Set(hosts.filter(Boolean))];
  const description2 = live.length ? `${live.length} ${live.length === 1 ? "link" : "links"}${to.length ? ` to ${to.slice(0, 3).join(", ")}${to.length > 3 ? " and more" : ""}` : ""}.` : "This campaign has no links yet.";
  const body = `<h1>${esc(campaign2.name)}</h1><p class="count">${esc(description2)}</p>${items ? `<ul class="links">${items}</ul>` : ""}`;
  const head = STYLE3 + ogTags({ title: campaign2.name, description: description2, url: pageUrl });
  return page(campaign2.name, body).replace("</head>", () => `${head}</head>`);
}

// server/clicks/visitor.ts
import { createHash as createHash2 } from "node:crypto";

// node_modules/bowser/bowser.mjs
var BROWSER_ALIASES_MAP = {
  AmazonBot: "amazonbot",
  "Amazon Silk": "amazon_silk",
  "Android Browser": "android",
  BaiduSpider: "baiduspider",
  Bada: "bada",
  BingCrawler: "bingcrawler",
  Brave: "brave",
  BlackBerry: "blackberry",
  "ChatGPT-User": "chatgpt_user",
  Chrome: "chrome",
  ClaudeBot: "claudebot",
  Chromium: "chromium",
  Diffbot: "diffbot",
  DuckDuckBot: "duckduckbot",
  DuckDuckGo: "duckduckgo",
  Electron: "electron",
  Epiphany: "epiphany",
  FacebookExternalHit: "facebookexternalhit",
  Firefox: "firefox",
  Focus: "focus",
  Generic: "generic",
  "Google Search": "google_search",
  Googlebot: "googlebot",
  GPTBot: "gptbot",
  "HeyTap Browser": "heytap",
  "Internet Explorer": "ie",
  InternetArchiveCrawler: "internetarchivecrawler",
  "K-Meleon": "k_meleon",
  Ladybird: "ladybird",
  LibreWolf: "librewolf",
  Linespider: "linespider",
  Maxthon: "maxthon",
  "Meta-ExternalAds": "meta_externalads",
  "Meta-ExternalAgent": "meta_externalagent",
  "Meta-ExternalFetcher": "meta_externalfetcher",
  "Meta-WebIndexer": "meta_webindexer",
  "Microsoft Edge": "edge",
  "MZ Browser": "mz",
  "NAVER Whale Browser": "naver",
  "OAI-SearchBot": "oai_searchbot",
  Omgilibot: "omgilibot",
  Opera: "opera",
  "Opera Coast": "opera_coast",
  "Pale Moon": "pale_moon",
  PerplexityBot: "perplexitybot",
  "Perplexity-User": "perplexity_user",
  PhantomJS: "phantomjs",
  PingdomBot: "pingdombot",
  Puffin: "puffin",
  QQ: "qq",
  QQLite: "qqlite",
  QupZilla: "qupzilla",
  Roku: "roku",
  Safari: "safari",
  Sailfish: "sailfish",
  "Samsung Internet for Android": "samsung_internet",
  SlackBot: "slackbot",
  SeaMonkey: "seamonkey",
  Sleipnir: "sleipnir",
  "Sogou Browser": "sogou",
  Swing: "swing",
  Tizen: "tizen",
  "UC Browser": "uc",
  "Vivo Browser": "vivo",
  Vivaldi: "vivaldi",
  "WebOS Browser": "webos",
  WeChat: "wechat",
  YahooSlurp: "yahooslurp",
  "Yandex Browser": "yandex",
  YandexBot: "yandexbot",
  YouBot: "youbot"
};
var BROWSER_MAP = {
  amazonbot: "AmazonBot",
  amazon_silk: "Amazon Silk",
  android: "Android Browser",
  baiduspider: "BaiduSpider",
  bada: "Bada",
  bingcrawler: "BingCrawler",
  blackberry: "BlackBerry",
  brave: "Brave",
  chatgpt_user: "ChatGPT-User",
  chrome: "Chrome",
  claudebot: "ClaudeBot",
  chromium: "Chromium",
  diffbot: "Diffbot",
  duckduckbot: "DuckDuckBot",
  duckduckgo: "DuckDuckGo",
  edge: "Microsoft Edge",
  electron: "Electron",
  epiphany: "Epiphany",
  facebookexternalhit: "FacebookExternalHit",
  firefox: "Firefox",
  focus: "Focus",
  generic: "Generic",
  google_search: "Google Search",
  googlebot: "Googlebot",
  gptbot: "GPTBot",
  heytap: "HeyTap Browser",
  ie: "Internet Explorer",
  internetarchivecrawler: "InternetArchiveCrawler",
  k_meleon: "K-Meleon",
  ladybird: "Ladybird",
  librewolf: "LibreWolf",
  linespider: "Linespider",
  maxthon: "Maxthon",
  meta_externalads: "Meta-ExternalAds",
  meta_externalagent: "Meta-ExternalAgent",
  meta_externalfetcher: "Meta-ExternalFetcher",
  meta_webindexer: "Meta-WebIndexer",
  mz: "MZ Browser",
  naver: "NAVER Whale Browser",
  oai_searchbot: "OAI-SearchBot",
  omgilibot: "Omgilibot",
  opera: "Opera",
  opera_coast: "Opera Coast",
  pale_moon: "Pale Moon",
  perplexitybot: "PerplexityBot",
  perplexity_user: "Perplexity-User",
  phantomjs: "PhantomJS",
  pingdombot: "PingdomBot",
  puffin: "Puffin",
  qq: "QQ Browser",
  qqlite: "QQ Browser Lite",
  qupzilla: "QupZilla",
  roku: "Roku",
  safari: "Safari",
  sailfish: "Sailfish",
  samsung_internet: "Samsung Internet for Android",
  seamonkey: "SeaMonkey",
  slackbot: "SlackBot",
  sleipnir: "Sleipnir",
  sogou: "Sogou Browser",
  swing: "Swing",
  tizen: "Tizen",
  uc: "UC Browser",
  vivo: "Vivo Browser",
  vivaldi: "Vivaldi",
  webos: "WebOS Browser",
  wechat: "WeChat",
  yahooslurp: "YahooSlurp",
  yandex: "Yandex Browser",
  yandexbot: "YandexBot",
  youbot: "YouBot"
};
var PLATFORMS_MAP = {
  bot: "bot",
  desktop: "desktop",
  mobile: "mobile",
  tablet: "tablet",
  tv: "tv"
};
var OS_MAP = {
  Android: "Android",
  Bada: "Bada",
  BlackBerry: "BlackBerry",
  ChromeOS: "Chrome OS",
  HarmonyOS: "HarmonyOS",
  iOS: "iOS",
  Linux: "Linux",
  MacOS: "macOS",
  PlayStation4: "PlayStation 4",
  Roku: "Roku",
  Tizen: "Tizen",
  WebOS: "WebOS",
  Windows: "Windows",
  WindowsPhone: "Windows Phone"
};
var ENGINE_MAP = {
  Blink: "Blink",
  EdgeHTML: "EdgeHTML",
  Gecko: "Gecko",
  LibWeb: "LibWeb",
  Presto: "Presto",
  Trident: "Trident",
  WebKit: "WebKit"
};
var Utils = /* @__PURE__ */ (function() {
  function Utils2() {
  }
  Utils2.getFirstMatch = function getFirstMatch(regexp, ua) {
    var match2 = ua.match(regexp);
    return match2 && match2.length > 0 && match2[1] || "";
  };
  Utils2.getSecondMatch = function getSecondMatch(regexp, ua) {
    var match2 = ua.match(regexp);
    return match2 && match2.length > 1 && match2[2] || "";
  };
  Utils2.matchAndReturnConst = function matchAndReturnConst(regexp, ua, _const) {
    if (regexp.test(ua)) return _const;
  };
  Utils2.isFirefoxOnIpad = function isFirefoxOnIpad(ua) {
    var macIndex = ua.indexOf("Macintosh");
    if (macIndex === -1) return false;
    var fxiosIndex = ua.indexOf(" FxiOS", macIndex + 9);
    return fxiosIndex !== -1 && ua.indexOf("/", fxiosIndex + 6) !== -1;
  };
  Utils2.getWindowsVersionName = function getWindowsVersionName(version) {
    switch (version) {
      case "NT":
        return "NT";
      case "XP":
        return "XP";
      case "NT 5.0":
        return "2000";
      case "NT 5.1":
        return "XP";
      case "NT 5.2":
        return "2003";
      case "NT 6.0":
        return "Vista";
      case "NT 6.1":
        return "7";
      case "NT 6.2":
        return "8";
      case "NT 6.3":
        return "8.1";
      case "NT 10.0":
        return "10";
      default:
        return;
    }
  };
  Utils2.getMacOSVersionName = function getMacOSVersionName(version) {
    var v = version.split(".").splice(0, 2).map(function(s) {
      return parseInt(s, 10) || 0;
    });
    v.push(0);
    var major = v[0];
    var minor = v[1];
    if (major === 10) switch (minor) {
      case 5:
        return "Leopard";
      case 6:
        return "Snow Leopard";
      case 7:
        return "Lion";
      case 8:
        return "Mountain Lion";
      case 9:
        return "Mavericks";
      case 10:
        return "Yosemite";
      case 11:
        return "El Capitan";
      case 12:
        return "Sierra";
      case 13:
        return "High Sierra";
      case 14:
        return "Mojave";
      case 15:
        return "Catalina";
      default:
        return;
    }
    switch (major) {
      case 11:
        return "Big Sur";
      case 12:
        return "Monterey";
      case 13:
        return "Ventura";
      case 14:
        return "Sonoma";
      case 15:
        return "Sequoia";
      default:
        return;
    }
  };
  Utils2.getAndroidVersionName = function getAndroidVersionName(version) {
    var v = version.split(".").splice(0, 2).map(function(s) {
      return parseInt(s, 10) || 0;
    });
    v.push(0);
    if (v[0] === 1 && v[1] < 5) return void 0;
    if (v[0] === 1 && v[1] < 6) return "Cupcake";
    if (v[0] === 1 && v[1] >= 6) return "Donut";
    if (v[0] === 2 && v[1] < 2) return "Eclair";
    if (v[0] === 2 && v[1] === 2) return "Froyo";
    if (v[0] === 2 && v[1] > 2) return "Gingerbread";
    if (v[0] === 3) return "Honeycomb";
    if (v[0] === 4 && v[1] < 1) return "Ice Cream Sandwich";
    if (v[0] === 4 && v[1] < 4) return "Jelly Bean";
    if (v[0] === 4 && v[1] >= 4) return "KitKat";
    if (v[0] === 5) return "Lollipop";
    if (v[0] === 6) return "Marshmallow";
    if (v[0] === 7) return "Nougat";
    if (v[0] === 8) return "Oreo";
    if (v[0] === 9) return "Pie";
  };
  Utils2.getVersionPrecision = function getVersionPrecision(version) {
    return version.split(".").length;
  };
  Utils2.compareVersions = function compareVersions(versionA, versionB, isLoose) {
    if (isLoose === void 0) isLoose = false;
    var versionAPrecision = Utils2.getVersionPrecision(versionA);
    var versionBPrecision = Utils2.getVersionPrecision(versionB);
    var precision = Math.max(versionAPrecision, versionBPrecision);
    var lastPrecision = 0;
    var chunks = Utils2.map([versionA, versionB], function(version) {
      var delta = precision - Utils2.getVersionPrecision(version);
      var _version = version + new Array(delta + 1).join(".0");
      return Utils2.map(_version.split("."), function(chunk) {
        return new Array(20 - chunk.length).join("0") + chunk;
      }).reverse();
    });
    if (isLoose) lastPrecision = precision - Math.min(versionAPrecision, versionBPrecision);
    precision -= 1;
    while (precision >= lastPrecision) {
      if (chunks[0][precision] > chunks[1][precision]) return 1;
      if (chunks[0][precision] === chunks[1][precision]) {
        if (precision === lastPrecision) return 0;
        precision -= 1;
      } else if (chunks[0][precision] < chunks[1][precision]) return -1;
    }
  };
  Utils2.map = function map(arr, iterator) {
    var result = [];
    var i;
    if (Array.prototype.map) return Array.prototype.map.call(arr, iterator);
    for (i = 0; i < arr.length; i += 1) result.push(iterator(arr[i]));
    return result;
  };
  Utils2.find = function find(arr, predicate) {
    var i;
    var l;
    if (Array.prototype.find) return Array.prototype.find.call(arr, predicate);
    for (i = 0, l = arr.length; i < l; i += 1) {
      var value = arr[i];
      if (predicate(value, i)) return value;
    }
  };
  Utils2.assign = function assign(obj) {
    var result = obj;
    var i;
    var l;
    for (var _len = arguments.length, assigners = new Array(_len > 1 ? _len - 1 : 0), _key = 1; _key < _len; _key++) assigners[_key - 1] = arguments[_key];
    if (Object.assign) return Object.assign.apply(Object, [obj].concat(assigners));
    var _loop = function _loop2() {
      var assigner = assigners[i];
      if (typeof assigner === "object" && assigner !== null) Object.keys(assigner).forEach(function(key) {
        result[key] = assigner[key];
      });
    };
    for (i = 0, l = assigners.length; i < l; i += 1) _loop();
    return obj;
  };
  Utils2.getBrowserAlias = function getBrowserAlias(browserName) {
    return BROWSER_ALIASES_MAP[browserName];
  };
  Utils2.getBrowserTypeByAlias = function getBrowserTypeByAlias(browserAlias) {
    return BROWSER_MAP[browserAlias] || "";
  };
  return Utils2;
})();
var commonVersionIdentifier = /version\/(\d+(\.?_?\d+)+)/i;
var browsersList = [{
  test: [/gptbot/i],
  describe: function describe(ua) {
    var browser = {
      name: "GPTBot"
    };
    var version = Utils.getFirstMatch(/gptbot\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/chatgpt-user/i],
  describe: function describe2(ua) {
    var browser = {
      name: "ChatGPT-User"
    };
    var version = Utils.getFirstMatch(/chatgpt-user\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/oai-searchbot/i],
  describe: function describe3(ua) {
    var browser = {
      name: "OAI-SearchBot"
    };
    var version = Utils.getFirstMatch(/oai-searchbot\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/claudebot/i, /claude-web/i, /claude-user/i, /claude-searchbot/i],
  describe: function describe4(ua) {
    var browser = {
      name: "ClaudeBot"
    };
    var version = Utils.getFirstMatch(/(?:claudebot|claude-web|claude-user|claude-searchbot)\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/omgilibot/i, /webzio-extended/i],
  describe: function describe5(ua) {
    var browser = {
      name: "Omgilibot"
    };
    var version = Utils.getFirstMatch(/(?:omgilibot|webzio-extended)\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/diffbot/i],
  describe: function describe6(ua) {
    var browser = {
      name: "Diffbot"
    };
    var version = Utils.getFirstMatch(/diffbot\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/perplexitybot/i],
  describe: function describe7(ua) {
    var browser = {
      name: "PerplexityBot"
    };
    var version = Utils.getFirstMatch(/perplexitybot\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/perplexity-user/i],
  describe: function describe8(ua) {
    var browser = {
      name: "Perplexity-User"
    };
    var version = Utils.getFirstMatch(/perplexity-user\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/youbot/i],
  describe: function describe9(ua) {
    var browser = {
      name: "YouBot"
    };
    var version = Utils.getFirstMatch(/youbot\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/meta-webindexer/i],
  describe: function describe10(ua) {
    var browser = {
      name: "Meta-WebIndexer"
    };
    var version = Utils.getFirstMatch(/meta-webindexer\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/meta-externalads/i],
  describe: function describe11(ua) {
    var browser = {
      name: "Meta-ExternalAds"
    };
    var version = Utils.getFirstMatch(/meta-externalads\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/meta-externalagent/i],
  describe: function describe12(ua) {
    var browser = {
      name: "Meta-ExternalAgent"
    };
    var version = Utils.getFirstMatch(/meta-externalagent\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/meta-externalfetcher/i],
  describe: function describe13(ua) {
    var browser = {
      name: "Meta-ExternalFetcher"
    };
    var version = Utils.getFirstMatch(/meta-externalfetcher\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/googlebot/i],
  describe: function describe14(ua) {
    var browser = {
      name: "Googlebot"
    };
    var version = Utils.getFirstMatch(/googlebot\/(\d+(\.\d+))/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/linespider/i],
  describe: function describe15(ua) {
    var browser = {
      name: "Linespider"
    };
    var version = Utils.getFirstMatch(/(?:linespider)(?:-[-\w]{1,64})?[\s/](\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/amazonbot/i],
  describe: function describe16(ua) {
    var browser = {
      name: "AmazonBot"
    };
    var version = Utils.getFirstMatch(/amazonbot\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/bingbot/i],
  describe: function describe17(ua) {
    var browser = {
      name: "BingCrawler"
    };
    var version = Utils.getFirstMatch(/bingbot\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/baiduspider/i],
  describe: function describe18(ua) {
    var browser = {
      name: "BaiduSpider"
    };
    var version = Utils.getFirstMatch(/baiduspider\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/duckduckbot/i],
  describe: function describe19(ua) {
    var browser = {
      name: "DuckDuckBot"
    };
    var version = Utils.getFirstMatch(/duckduckbot\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/ia_archiver/i],
  describe: function describe20(ua) {
    var browser = {
      name: "InternetArchiveCrawler"
    };
    var version = Utils.getFirstMatch(/ia_archiver\/(\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/facebookexternalhit/i, /facebookcatalog/i],
  describe: function describe21() {
    return {
      name: "FacebookExternalHit"
    };
  }
}, {
  test: [/slackbot/i, /slack-imgProxy/i],
  describe: function describe22(ua) {
    var browser = {
      name: "SlackBot"
    };
    var version = Utils.getFirstMatch(/(?:slackbot|slack-imgproxy)(?:-[-\w]{1,64})?[\s/](\d+(\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/yahoo!?[\s/]*slurp/i],
  describe: function describe23() {
    return {
      name: "YahooSlurp"
    };
  }
}, {
  test: [/yandexbot/i, /yandexmobilebot/i],
  describe: function describe24() {
    return {
      name: "YandexBot"
    };
  }
}, {
  test: [/pingdom/i],
  describe: function describe25() {
    return {
      name: "PingdomBot"
    };
  }
}, {
  test: [/opera/i],
  describe: function describe26(ua) {
    var browser = {
      name: "Opera"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua) || Utils.getFirstMatch(/(?:opera)[\s/](\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/opr\/|opios/i],
  describe: function describe27(ua) {
    var browser = {
      name: "Opera"
    };
    var version = Utils.getFirstMatch(/(?:opr|opios)[\s/](\S+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/SamsungBrowser/i],
  describe: function describe28(ua) {
    var browser = {
      name: "Samsung Internet for Android"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua) || Utils.getFirstMatch(/(?:SamsungBrowser)[\s/](\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/Whale/i],
  describe: function describe29(ua) {
    var browser = {
      name: "NAVER Whale Browser"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua) || Utils.getFirstMatch(/(?:whale)[\s/](\d+(?:\.\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/PaleMoon/i],
  describe: function describe30(ua) {
    var browser = {
      name: "Pale Moon"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua) || Utils.getFirstMatch(/(?:PaleMoon)[\s/](\d+(?:\.\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/HeyTapBrowser/i],
  describe: function describe31(ua) {
    var browser = {
      name: "HeyTap Browser"
    };
    var version = Utils.getFirstMatch(/(?:HeyTapBrowser)[\s/](\d+(?:\.\d+)*)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/VivoBrowser/i],
  describe: function describe32(ua) {
    var browser = {
      name: "Vivo Browser"
    };
    var version = Utils.getFirstMatch(/(?:VivoBrowser)[\s/](\d+(?:\.\d+)*)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/MZBrowser/i],
  describe: function describe33(ua) {
    var browser = {
      name: "MZ Browser"
    };
    var version = Utils.getFirstMatch(/(?:MZBrowser)[\s/](\d+(?:\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/focus/i],
  describe: function describe34(ua) {
    var browser = {
      name: "Focus"
    };
    var version = Utils.getFirstMatch(/(?:focus)[\s/](\d+(?:\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/swing/i],
  describe: function describe35(ua) {
    var browser = {
      name: "Swing"
    };
    var version = Utils.getFirstMatch(/(?:swing)[\s/](\d+(?:\.\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/coast/i],
  describe: function describe36(ua) {
    var browser = {
      name: "Opera Coast"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua) || Utils.getFirstMatch(/(?:coast)[\s/](\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/opt\/\d+(?:.?_?\d+)+/i],
  describe: function describe37(ua) {
    var browser = {
      name: "Opera Touch"
    };
    var version = Utils.getFirstMatch(/(?:opt)[\s/](\d+(\.?_?\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/yabrowser/i],
  describe: function describe38(ua) {
    var browser = {
      name: "Yandex Browser"
    };
    var version = Utils.getFirstMatch(/(?:yabrowser)[\s/](\d+(\.?_?\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/ucbrowser/i],
  describe: function describe39(ua) {
    var browser = {
      name: "UC Browser"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua) || Utils.getFirstMatch(/(?:ucbrowser)[\s/](\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/Maxthon|mxios/i],
  describe: function describe40(ua) {
    var browser = {
      name: "Maxthon"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua) || Utils.getFirstMatch(/(?:Maxthon|mxios)[\s/](\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/epiphany/i],
  describe: function describe41(ua) {
    var browser = {
      name: "Epiphany"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua) || Utils.getFirstMatch(/(?:epiphany)[\s/](\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/puffin/i],
  describe: function describe42(ua) {
    var browser = {
      name: "Puffin"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua) || Utils.getFirstMatch(/(?:puffin)[\s/](\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/sleipnir/i],
  describe: function describe43(ua) {
    var browser = {
      name: "Sleipnir"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua) || Utils.getFirstMatch(/(?:sleipnir)[\s/](\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/k-meleon/i],
  describe: function describe44(ua) {
    var browser = {
      name: "K-Meleon"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua) || Utils.getFirstMatch(/(?:k-meleon)[\s/](\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/micromessenger/i],
  describe: function describe45(ua) {
    var browser = {
      name: "WeChat"
    };
    var version = Utils.getFirstMatch(/(?:micromessenger)[\s/](\d+(\.?_?\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/qqbrowser/i],
  describe: function describe46(ua) {
    var browser = {
      name: /qqbrowserlite/i.test(ua) ? "QQ Browser Lite" : "QQ Browser"
    };
    var version = Utils.getFirstMatch(/(?:qqbrowserlite|qqbrowser)[/](\d+(\.?_?\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/msie|trident/i],
  describe: function describe47(ua) {
    var browser = {
      name: "Internet Explorer"
    };
    var version = Utils.getFirstMatch(/(?:msie |rv:)(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/\sedg\//i],
  describe: function describe48(ua) {
    var browser = {
      name: "Microsoft Edge"
    };
    var version = Utils.getFirstMatch(/\sedg\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/edg([ea]|ios)\//i],
  describe: function describe49(ua) {
    var browser = {
      name: "Microsoft Edge"
    };
    var version = Utils.getSecondMatch(/edg([ea]|ios)\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: function test(parser) {
    if (parser.hasBrand("Vivaldi")) return true;
    return parser.test(/vivaldi/i);
  },
  describe: function describe50(ua, parser) {
    var browser = {
      name: "Vivaldi"
    };
    if (parser) {
      var hintsVersion = parser.getBrandVersion("Vivaldi");
      if (hintsVersion) {
        browser.version = hintsVersion;
        return browser;
      }
    }
    var version = Utils.getFirstMatch(/vivaldi\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/seamonkey/i],
  describe: function describe51(ua) {
    var browser = {
      name: "SeaMonkey"
    };
    var version = Utils.getFirstMatch(/seamonkey\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/sailfish/i],
  describe: function describe52(ua) {
    var browser = {
      name: "Sailfish"
    };
    var version = Utils.getFirstMatch(/sailfish\s?browser\/(\d+(\.\d+)?)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/silk/i],
  describe: function describe53(ua) {
    var browser = {
      name: "Amazon Silk"
    };
    var version = Utils.getFirstMatch(/silk\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/phantom/i],
  describe: function describe54(ua) {
    var browser = {
      name: "PhantomJS"
    };
    var version = Utils.getFirstMatch(/phantomjs\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/slimerjs/i],
  describe: function describe55(ua) {
    var browser = {
      name: "SlimerJS"
    };
    var version = Utils.getFirstMatch(/slimerjs\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/blackberry|\bbb\d+/i, /rim\stablet/i],
  describe: function describe56(ua) {
    var browser = {
      name: "BlackBerry"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua) || Utils.getFirstMatch(/blackberry[\d]+\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/(web|hpw)[o0]s/i],
  describe: function describe57(ua) {
    var browser = {
      name: "WebOS Browser"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua) || Utils.getFirstMatch(/w(?:eb)?[o0]sbrowser\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/bada/i],
  describe: function describe58(ua) {
    var browser = {
      name: "Bada"
    };
    var version = Utils.getFirstMatch(/dolfin\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/tizen/i],
  describe: function describe59(ua) {
    var browser = {
      name: "Tizen"
    };
    var version = Utils.getFirstMatch(/(?:tizen\s?)?browser\/(\d+(\.?_?\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/qupzilla/i],
  describe: function describe60(ua) {
    var browser = {
      name: "QupZilla"
    };
    var version = Utils.getFirstMatch(/(?:qupzilla)[\s/](\d+(\.?_?\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/librewolf/i],
  describe: function describe61(ua) {
    var browser = {
      name: "LibreWolf"
    };
    var version = Utils.getFirstMatch(/(?:librewolf)[\s/](\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/firefox|iceweasel|fxios/i],
  describe: function describe62(ua) {
    var browser = {
      name: "Firefox"
    };
    var version = Utils.getFirstMatch(/(?:firefox|iceweasel|fxios)[\s/](\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/electron/i],
  describe: function describe63(ua) {
    var browser = {
      name: "Electron"
    };
    var version = Utils.getFirstMatch(/(?:electron)\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/sogoumobilebrowser/i, /metasr/i, /se 2\.[x]/i],
  describe: function describe64(ua) {
    var browser = {
      name: "Sogou Browser"
    };
    var sogouMobileVersion = Utils.getFirstMatch(/(?:sogoumobilebrowser)[\s/](\d+(\.?_?\d+)+)/i, ua);
    var chromiumVersion = Utils.getFirstMatch(/(?:chrome|crios|crmo)\/(\d+(\.?_?\d+)+)/i, ua);
    var seVersion = Utils.getFirstMatch(/se ([\d.]+)x/i, ua);
    var version = sogouMobileVersion || chromiumVersion || seVersion;
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/MiuiBrowser/i],
  describe: function describe65(ua) {
    var browser = {
      name: "Miui"
    };
    var version = Utils.getFirstMatch(/(?:MiuiBrowser)[\s/](\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: function test2(parser) {
    if (parser.hasBrand("DuckDuckGo")) return true;
    return parser.test(/\sDdg\/[\d.]+$/i);
  },
  describe: function describe66(ua, parser) {
    var browser = {
      name: "DuckDuckGo"
    };
    if (parser) {
      var hintsVersion = parser.getBrandVersion("DuckDuckGo");
      if (hintsVersion) {
        browser.version = hintsVersion;
        return browser;
      }
    }
    var uaVersion = Utils.getFirstMatch(/\sDdg\/([\d.]+)$/i, ua);
    if (uaVersion) browser.version = uaVersion;
    return browser;
  }
}, {
  test: function test3(parser) {
    return parser.hasBrand("Brave");
  },
  describe: function describe67(ua, parser) {
    var browser = {
      name: "Brave"
    };
    if (parser) {
      var hintsVersion = parser.getBrandVersion("Brave");
      if (hintsVersion) {
        browser.version = hintsVersion;
        return browser;
      }
    }
    return browser;
  }
}, {
  test: [/chromium/i],
  describe: function describe68(ua) {
    var browser = {
      name: "Chromium"
    };
    var version = Utils.getFirstMatch(/(?:chromium)[\s/](\d+(\.?_?\d+)+)/i, ua) || Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/ladybird/i],
  describe: function describe69(ua) {
    var browser = {
      name: "Ladybird"
    };
    var version = Utils.getFirstMatch(/ladybird\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/chrome|crios|crmo/i],
  describe: function describe70(ua) {
    var browser = {
      name: "Chrome"
    };
    var version = Utils.getFirstMatch(/(?:chrome|crios|crmo)\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/GSA/i],
  describe: function describe71(ua) {
    var browser = {
      name: "Google Search"
    };
    var version = Utils.getFirstMatch(/(?:GSA)\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: function test4(parser) {
    var notLikeAndroid = !parser.test(/like android/i);
    var butAndroid = parser.test(/android/i);
    return notLikeAndroid && butAndroid;
  },
  describe: function describe72(ua) {
    var browser = {
      name: "Android Browser"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/playstation 4/i],
  describe: function describe73(ua) {
    var browser = {
      name: "PlayStation 4"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/safari|applewebkit/i],
  describe: function describe74(ua) {
    var browser = {
      name: "Safari"
    };
    var version = Utils.getFirstMatch(commonVersionIdentifier, ua);
    if (version) browser.version = version;
    return browser;
  }
}, {
  test: [/.*/i],
  describe: function describe75(ua) {
    var regexp = ua.search("\\(") !== -1 ? /^(.*)\/([^/]*)[ \t]\((.*)/ : /^(.*)\/([^/]*) /;
    return {
      name: Utils.getFirstMatch(regexp, ua),
      version: Utils.getSecondMatch(regexp, ua)
    };
  }
}];
var parser_os_default = [{
  test: [/Roku\/DVP/],
  describe: function describe76(ua) {
    var version = Utils.getFirstMatch(/Roku\/DVP-(\d+\.\d+)/i, ua);
    return {
      name: OS_MAP.Roku,
      version
    };
  }
}, {
  test: [/windows phone/i],
  describe: function describe77(ua) {
    var version = Utils.getFirstMatch(/windows phone (?:os)?\s?(\d+(\.\d+)*)/i, ua);
    return {
      name: OS_MAP.WindowsPhone,
      version
    };
  }
}, {
  test: [/windows /i],
  describe: function describe78(ua) {
    var version = Utils.getFirstMatch(/Windows ((NT|XP)( \d\d?.\d)?)/i, ua);
    var versionName = Utils.getWindowsVersionName(version);
    return {
      name: OS_MAP.Windows,
      version,
      versionName
    };
  }
}, {
  test: function test5(parser) {
    return Utils.isFirefoxOnIpad(parser.getUA());
  },
  describe: function describe79(ua) {
    var result = {
      name: OS_MAP.iOS
    };
    var version = Utils.getSecondMatch(/(Version\/)(\d[\d.]+)/, ua);
    if (version) result.version = version;
    return result;
  }
}, {
  test: [/macintosh/i],
  describe: function describe80(ua) {
    var version = Utils.getFirstMatch(/mac os x (\d+(\.?_?\d+)+)/i, ua).replace(/[_\s]/g, ".");
    var versionName = Utils.getMacOSVersionName(version);
    var os = {
      name: OS_MAP.MacOS,
      version
    };
    if (versionName) os.versionName = versionName;
    return os;
  }
}, {
  test: [/(ipod|iphone|ipad)/i],
  describe: function describe81(ua) {
    var version = Utils.getFirstMatch(/os (\d+([_\s]\d+)*) like mac os x/i, ua).replace(/[_\s]/g, ".");
    return {
      name: OS_MAP.iOS,
      version
    };
  }
}, {
  test: [/OpenHarmony/i],
  describe: function describe82(ua) {
    var version = Utils.getFirstMatch(/OpenHarmony\s+(\d+(\.\d+)*)/i, ua);
    return {
      name: OS_MAP.HarmonyOS,
      version
    };
  }
}, {
  test: function test6(parser) {
    var notLikeAndroid = !parser.test(/like android/i);
    var butAndroid = parser.test(/android/i);
    return notLikeAndroid && butAndroid;
  },
  describe: function describe83(ua) {
    var version = Utils.getFirstMatch(/android[\s/-](\d+(\.\d+)*)/i, ua);
    var versionName = Utils.getAndroidVersionName(version);
    var os = {
      name: OS_MAP.Android,
      version
    };
    if (versionName) os.versionName = versionName;
    return os;
  }
}, {
  test: [/(web|hpw)[o0]s/i],
  describe: function describe84(ua) {
    var version = Utils.getFirstMatch(/(?:web|hpw)[o0]s\/(\d+(\.\d+)*)/i, ua);
    var os = {
      name: OS_MAP.WebOS
    };
    if (version && version.length) os.version = version;
    return os;
  }
}, {
  test: [/blackberry|\bbb\d+/i, /rim\stablet/i],
  describe: function describe85(ua) {
    var version = Utils.getFirstMatch(/rim\stablet\sos\s(\d+(\.\d+)*)/i, ua) || Utils.getFirstMatch(/blackberry\d+\/(\d+([_\s]\d+)*)/i, ua) || Utils.getFirstMatch(/\bbb(\d+)/i, ua);
    return {
      name: OS_MAP.BlackBerry,
      version
    };
  }
}, {
  test: [/bada/i],
  describe: function describe86(ua) {
    var version = Utils.getFirstMatch(/bada\/(\d+(\.\d+)*)/i, ua);
    return {
      name: OS_MAP.Bada,
      version
    };
  }
}, {
  test: [/tizen/i],
  describe: function describe87(ua) {
    var version = Utils.getFirstMatch(/tizen[/\s](\d+(\.\d+)*)/i, ua);
    return {
      name: OS_MAP.Tizen,
      version
    };
  }
}, {
  test: [/linux/i],
  describe: function describe88() {
    return {
      name: OS_MAP.Linux
    };
  }
}, {
  test: [/CrOS/],
  describe: function describe89() {
    return {
      name: OS_MAP.ChromeOS
    };
  }
}, {
  test: [/PlayStation 4/],
  describe: function describe90(ua) {
    var version = Utils.getFirstMatch(/PlayStation 4[/\s](\d+(\.\d+)*)/i, ua);
    return {
      name: OS_MAP.PlayStation4,
      version
    };
  }
}];
var parser_platforms_default = [{
  test: [/googlebot/i],
  describe: function describe91() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Google"
    };
  }
}, {
  test: [/linespider/i],
  describe: function describe92() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Line"
    };
  }
}, {
  test: [/amazonbot/i],
  describe: function describe93() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Amazon"
    };
  }
}, {
  test: [/gptbot/i],
  describe: function describe94() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "OpenAI"
    };
  }
}, {
  test: [/chatgpt-user/i],
  describe: function describe95() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "OpenAI"
    };
  }
}, {
  test: [/oai-searchbot/i],
  describe: function describe96() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "OpenAI"
    };
  }
}, {
  test: [/baiduspider/i],
  describe: function describe97() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Baidu"
    };
  }
}, {
  test: [/bingbot/i],
  describe: function describe98() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Bing"
    };
  }
}, {
  test: [/duckduckbot/i],
  describe: function describe99() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "DuckDuckGo"
    };
  }
}, {
  test: [/claudebot/i, /claude-web/i, /claude-user/i, /claude-searchbot/i],
  describe: function describe100() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Anthropic"
    };
  }
}, {
  test: [/omgilibot/i, /webzio-extended/i],
  describe: function describe101() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Webz.io"
    };
  }
}, {
  test: [/diffbot/i],
  describe: function describe102() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Diffbot"
    };
  }
}, {
  test: [/perplexitybot/i],
  describe: function describe103() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Perplexity AI"
    };
  }
}, {
  test: [/perplexity-user/i],
  describe: function describe104() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Perplexity AI"
    };
  }
}, {
  test: [/youbot/i],
  describe: function describe105() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "You.com"
    };
  }
}, {
  test: [/ia_archiver/i],
  describe: function describe106() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Internet Archive"
    };
  }
}, {
  test: [/meta-webindexer/i],
  describe: function describe107() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Meta"
    };
  }
}, {
  test: [/meta-externalads/i],
  describe: function describe108() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Meta"
    };
  }
}, {
  test: [/meta-externalagent/i],
  describe: function describe109() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Meta"
    };
  }
}, {
  test: [/meta-externalfetcher/i],
  describe: function describe110() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Meta"
    };
  }
}, {
  test: [/facebookexternalhit/i, /facebookcatalog/i],
  describe: function describe111() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Meta"
    };
  }
}, {
  test: [/slackbot/i, /slack-imgProxy/i],
  describe: function describe112() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Slack"
    };
  }
}, {
  test: [/yahoo/i],
  describe: function describe113() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Yahoo"
    };
  }
}, {
  test: [/yandexbot/i, /yandexmobilebot/i],
  describe: function describe114() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Yandex"
    };
  }
}, {
  test: [/pingdom/i],
  describe: function describe115() {
    return {
      type: PLATFORMS_MAP.bot,
      vendor: "Pingdom"
    };
  }
}, {
  test: [/huawei/i],
  describe: function describe116(ua) {
    var model = Utils.getFirstMatch(/(can-l01)/i, ua) && "Nova";
    var platform = {
      type: PLATFORMS_MAP.mobile,
      vendor: "Huawei"
    };
    if (model) platform.model = model;
    return platform;
  }
}, {
  test: [/nexus\s*(?:7|8|9|10).*/i],
  describe: function describe117() {
    return {
      type: PLATFORMS_MAP.tablet,
      vendor: "Nexus"
    };
  }
}, {
  test: [/ipad/i],
  describe: function describe118() {
    return {
      type: PLATFORMS_MAP.tablet,
      vendor: "Apple",
      model: "iPad"
    };
  }
}, {
  test: function test7(parser) {
    return Utils.isFirefoxOnIpad(parser.getUA());
  },
  describe: function describe119() {
    return {
      type: PLATFORMS_MAP.tablet,
      vendor: "Apple",
      model: "iPad"
    };
  }
}, {
  test: [/kftt build/i],
  describe: function describe120() {
    return {
      type: PLATFORMS_MAP.tablet,
      vendor: "Amazon",
      model: "Kindle Fire HD 7"
    };
  }
}, {
  test: [/silk/i],
  describe: function describe121() {
    return {
      type: PLATFORMS_MAP.tablet,
      vendor: "Amazon"
    };
  }
}, {
  test: [/tablet(?! pc)/i],
  describe: function describe122() {
    return {
      type: PLATFORMS_MAP.tablet
    };
  }
}, {
  test: function test8(parser) {
    var iDevice = parser.test(/ipod|iphone/i);
    var likeIDevice = parser.test(/like (ipod|iphone)/i);
    return iDevice && !likeIDevice;
  },
  describe: function describe123(ua) {
    var model = Utils.getFirstMatch(/(ipod|iphone)/i, ua);
    return {
      type: PLATFORMS_MAP.mobile,
      vendor: "Apple",
      model
    };
  }
}, {
  test: [/nexus\s*[0-6].*/i, /galaxy nexus/i],
  describe: function describe124() {
    return {
      type: PLATFORMS_MAP.mobile,
      vendor: "Nexus"
    };
  }
}, {
  test: [/Nokia/i],
  describe: function describe125(ua) {
    var model = Utils.getFirstMatch(/Nokia\s+([0-9]+(\.[0-9]+)?)/i, ua);
    var platform = {
      type: PLATFORMS_MAP.mobile,
      vendor: "Nokia"
    };
    if (model) platform.model = model;
    return platform;
  }
}, {
  test: [/[^-]mobi/i],
  describe: function describe126() {
    return {
      type: PLATFORMS_MAP.mobile
    };
  }
}, {
  test: function test9(parser) {
    return parser.getBrowserName(true) === "blackberry";
  },
  describe: function describe127() {
    return {
      type: PLATFORMS_MAP.mobile,
      vendor: "BlackBerry"
    };
  }
}, {
  test: function test10(parser) {
    return parser.getBrowserName(true) === "bada";
  },
  describe: function describe128() {
    return {
      type: PLATFORMS_MAP.mobile
    };
  }
}, {
  test: function test11(parser) {
    return parser.getBrowserName() === "windows phone";
  },
  describe: function describe129() {
    return {
      type: PLATFORMS_MAP.mobile,
      vendor: "Microsoft"
    };
  }
}, {
  test: function test12(parser) {
    var osMajorVersion = Number(String(parser.getOSVersion()).split(".")[0]);
    return parser.getOSName(true) === "android" && osMajorVersion >= 3;
  },
  describe: function describe130() {
    return {
      type: PLATFORMS_MAP.tablet
    };
  }
}, {
  test: function test13(parser) {
    return parser.getOSName(true) === "android";
  },
  describe: function describe131() {
    return {
      type: PLATFORMS_MAP.mobile
    };
  }
}, {
  test: [/smart-?tv|smarttv/i],
  describe: function describe132() {
    return {
      type: PLATFORMS_MAP.tv
    };
  }
}, {
  test: [/netcast/i],
  describe: function describe133() {
    return {
      type: PLATFORMS_MAP.tv
    };
  }
}, {
  test: function test14(parser) {
    return parser.getOSName(true) === "macos";
  },
  describe: function describe134() {
    return {
      type: PLATFORMS_MAP.desktop,
      vendor: "Apple"
    };
  }
}, {
  test: function test15(parser) {
    return parser.getOSName(true) === "windows";
  },
  describe: function describe135() {
    return {
      type: PLATFORMS_MAP.desktop
    };
  }
}, {
  test: function test16(parser) {
    return parser.getOSName(true) === "linux";
  },
  describe: function describe136() {
    return {
      type: PLATFORMS_MAP.desktop
    };
  }
}, {
  test: function test17(parser) {
    return parser.getOSName(true) === "playstation 4";
  },
  describe: function describe137() {
    return {
      type: PLATFORMS_MAP.tv
    };
  }
}, {
  test: function test18(parser) {
    return parser.getOSName(true) === "roku";
  },
  describe: function describe138() {
    return {
      type: PLATFORMS_MAP.tv
    };
  }
}];
var parser_engines_default = [{
  test: function test19(parser) {
    return parser.getBrowserName(true) === "microsoft edge";
  },
  describe: function describe139(ua) {
    if (/\sedg\//i.test(ua)) return {
      name: ENGINE_MAP.Blink
    };
    var version = Utils.getFirstMatch(/edge\/(\d+(\.?_?\d+)+)/i, ua);
    return {
      name: ENGINE_MAP.EdgeHTML,
      version
    };
  }
}, {
  test: function test20(parser) {
    return parser.getBrowserName(true) === "ladybird";
  },
  describe: function describe140() {
    return {
      name: ENGINE_MAP.LibWeb
    };
  }
}, {
  test: [/trident/i],
  describe: function describe141(ua) {
    var engine = {
      name: ENGINE_MAP.Trident
    };
    var version = Utils.getFirstMatch(/trident\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) engine.version = version;
    return engine;
  }
}, {
  test: function test21(parser) {
    return parser.test(/presto/i);
  },
  describe: function describe142(ua) {
    var engine = {
      name: ENGINE_MAP.Presto
    };
    var version = Utils.getFirstMatch(/presto\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) engine.version = version;
    return engine;
  }
}, {
  test: function test22(parser) {
    var isGecko = parser.test(/gecko/i);
    var likeGecko = parser.test(/like gecko/i);
    return isGecko && !likeGecko;
  },
  describe: function describe143(ua) {
    var engine = {
      name: ENGINE_MAP.Gecko
    };
    var version = Utils.getFirstMatch(/gecko\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) engine.version = version;
    return engine;
  }
}, {
  test: [/(apple)?webkit\/537\.36/i],
  describe: function describe144() {
    return {
      name: ENGINE_MAP.Blink
    };
  }
}, {
  test: [/(apple)?webkit/i],
  describe: function describe145(ua) {
    var engine = {
      name: ENGINE_MAP.WebKit
    };
    var version = Utils.getFirstMatch(/webkit\/(\d+(\.?_?\d+)+)/i, ua);
    if (version) engine.version = version;
    return engine;
  }
}];
var Parser = /* @__PURE__ */ (function() {
  function Parser2(UA, skipParsingOrHints, clientHints) {
    if (skipParsingOrHints === void 0) skipParsingOrHints = false;
    if (clientHints === void 0) clientHints = null;
    if (UA === void 0 || UA === null || UA === "") throw new Error("UserAgent parameter can't be empty");
    this._ua = UA;
    var skipParsing = false;
    if (typeof skipParsingOrHints === "boolean") {
      skipParsing = skipParsingOrHints;
      this._hints = clientHints;
    } else if (skipParsingOrHints != null && typeof skipParsingOrHints === "object") this._hints = skipParsingOrHints;
    else this._hints = null;
    this.parsedResult = {};
    if (skipParsing !== true) this.parse();
  }
  var _proto = Parser2.prototype;
  _proto.getHints = function getHints() {
    return this._hints;
  };
  _proto.hasBrand = function hasBrand(brandName) {
    if (!this._hints || !Array.isArray(this._hints.brands)) return false;
    var brandLower = brandName.toLowerCase();
    return this._hints.brands.some(function(b) {
      return b.brand && b.brand.toLowerCase() === brandLower;
    });
  };
  _proto.getBrandVersion = function getBrandVersion(brandName) {
    if (!this._hints || !Array.isArray(this._hints.brands)) return;
    var brandLower = brandName.toLowerCase();
    var brand = Utils.find(this._hints.brands, function(b) {
      return b.brand && b.brand.toLowerCase() === brandLower;
    });
    return brand ? brand.version : void 0;
  };
  _proto.getUA = function getUA() {
    return this._ua;
  };
  _proto.test = function test23(regex) {
    return regex.test(this._ua);
  };
  _proto.parseBrowser = function parseBrowser() {
    var _this = this;
    this.parsedResult.browser = {};
    var browserDescriptor = Utils.find(browsersList, function(_browser) {
      if (typeof _browser.test === "function") return _browser.test(_this);
      if (Array.isArray(_browser.test)) return _browser.test.some(function(condition) {
        return _this.test(condition);
      });
      throw new Error("Browser's test function is not valid");
    });
    if (browserDescriptor) this.parsedResult.browser = browserDescriptor.describe(this.getUA(), this);
    return this.parsedResult.browser;
  };
  _proto.getBrowser = function getBrowser() {
    if (this.parsedResult.browser) return this.parsedResult.browser;
    return this.parseBrowser();
  };
  _proto.getBrowserName = function getBrowserName(toLowerCase) {
    if (toLowerCase) return String(this.getBrowser().name).toLowerCase() || "";
    return this.getBrowser().name || "";
  };
  _proto.getBrowserVersion = function getBrowserVersion() {
    return this.getBrowser().version;
  };
  _proto.getOS = function getOS() {
    if (this.parsedResult.os) return this.parsedResult.os;
    return this.parseOS();
  };
  _proto.parseOS = function parseOS() {
    var _this2 = this;
    this.parsedResult.os = {};
    var os = Utils.find(parser_os_default, function(_os) {
      if (typeof _os.test === "function") return _os.test(_this2);
      if (Array.isArray(_os.test)) return _os.test.some(function(condition) {
        return _this2.test(condition);
      });
      throw new Error("Browser's test function is not valid");
    });
    if (os) this.parsedResult.os = os.describe(this.getUA());
    return this.parsedResult.os;
  };
  _proto.getOSName = function getOSName(toLowerCase) {
    var name = this.getOS().name;
    if (toLowerCase) return String(name).toLowerCase() || "";
    return name || "";
  };
  _proto.getOSVersion = function getOSVersion() {
    return this.getOS().version;
  };
  _proto.getPlatform = function getPlatform() {
    if (this.parsedResult.platform) return this.parsedResult.platform;
    return this.parsePlatform();
  };
  _proto.getPlatformType = function getPlatformType(toLowerCase) {
    if (toLowerCase === void 0) toLowerCase = false;
    var type = this.getPlatform().type;
    if (toLowerCase) return String(type).toLowerCase() || "";
    return type || "";
  };
  _proto.parsePlatform = function parsePlatform() {
    var _this3 = this;
    this.parsedResult.platform = {};
    var platform = Utils.find(parser_platforms_default, function(_platform) {
      if (typeof _platform.test === "function") return _platform.test(_this3);
      if (Array.isArray(_platform.test)) return _platform.test.some(function(condition) {
        return _this3.test(condition);
      });
      throw new Error("Browser's test function is not valid");
    });
    if (platform) this.parsedResult.platform = platform.describe(this.getUA());
    return this.parsedResult.platform;
  };
  _proto.getEngine = function getEngine() {
    if (this.parsedResult.engine) return this.parsedResult.engine;
    return this.parseEngine();
  };
  _proto.getEngineName = function getEngineName(toLowerCase) {
    if (toLowerCase) return String(this.getEngine().name).toLowerCase() || "";
    return this.getEngine().name || "";
  };
  _proto.parseEngine = function parseEngine() {
    var _this4 = this;
    this.parsedResult.engine = {};
    var engine = Utils.find(parser_engines_default, function(_engine) {
      if (typeof _engine.test === "function") return _engine.test(_this4);
      if (Array.isArray(_engine.test)) return _engine.test.some(function(condition) {
        return _this4.test(condition);
      });
      throw new Error("Browser's test function is not valid");
    });
    if (engine) this.parsedResult.engine = engine.describe(this.getUA());
    return this.parsedResult.engine;
  };
  _proto.parse = function parse2() {
    this.parseBrowser();
    this.parseOS();
    this.parsePlatform();
    this.parseEngine();
    return this;
  };
  _proto.getResult = function getResult() {
    return Utils.assign({}, this.parsedResult);
  };
  _proto.satisfies = function satisfies(checkTree) {
    var _this5 = this;
    var platformsAndOSes = {};
    var platformsAndOSCounter = 0;
    var browsers = {};
    var browsersCounter = 0;
    Object.keys(checkTree).forEach(function(key) {
      var currentDefinition = checkTree[key];
      if (typeof currentDefinition === "string" || Array.isArray(currentDefinition)) {
        browsers[key] = currentDefinition;
        browsersCounter += 1;
      } else if (typeof currentDefinition === "object") {
        platformsAndOSes[key] = currentDefinition;
        platformsAndOSCounter += 1;
      }
    });
    if (platformsAndOSCounter > 0) {
      var platformsAndOSNames = Object.keys(platformsAndOSes);
      var OSMatchingDefinition = Utils.find(platformsAndOSNames, function(name) {
        return _this5.isOS(name);
      });
      if (OSMatchingDefinition) {
        var osResult = this.satisfies(platformsAndOSes[OSMatchingDefinition]);
        if (osResult !== void 0) return osResult;
      }
      var platformMatchingDefinition = Utils.find(platformsAndOSNames, function(name) {
        return _this5.isPlatform(name);
      });
      if (platformMatchingDefinition) {
        var platformResult = this.satisfies(platformsAndOSes[platformMatchingDefinition]);
        if (platformResult !== void 0) return platformResult;
      }
    }
    if (browsersCounter > 0) {
      var browserNames = Object.keys(browsers);
      var matchingDefinition = Utils.find(browserNames, function(name) {
        return _this5.isBrowser(name, true);
      });
      if (matchingDefinition !== void 0) return this.compareVersions(browsers[matchingDefinition]);
    }
  };
  _proto.isBrowser = function isBrowser(browserName, includingAlias) {
    if (includingAlias === void 0) includingAlias = false;
    var defaultBrowserName = this.getBrowserName().toLowerCase();
    var browserNameLower = browserName.toLowerCase();
    var alias = Utils.getBrowserTypeByAlias(browserNameLower);
    if (includingAlias && alias) browserNameLower = alias.toLowerCase();
    return browserNameLower === defaultBrowserName;
  };
  _proto.compareVersions = function compareVersions(versionsOrVersion) {
    var _this6 = this;
    if (typeof versionsOrVersion === "string") return this.compareVersion(versionsOrVersion);
    return versionsOrVersion.some(function(version) {
      return _this6.compareVersion(version);
    });
  };
  _proto.compareVersion = function compareVersion(version) {
    var expectedResults = [0];
    var comparableVersion = version;
    var isLoose = false;
    var currentBrowserVersion = this.getBrowserVersion();
    if (typeof currentBrowserVersion !== "string") return;
    if (version[0] === ">" || version[0] === "<") {
      comparableVersion = version.substr(1);
      if (version[1] === "=") {
        isLoose = true;
        comparableVersion = version.substr(2);
      } else expectedResults = [];
      if (version[0] === ">") expectedResults.push(1);
      else expectedResults.push(-1);
    } else if (version[0] === "=") comparableVersion = version.substr(1);
    else if (version[0] === "~") {
      isLoose = true;
      comparableVersion = version.substr(1);
    }
    return expectedResults.indexOf(Utils.compareVersions(currentBrowserVersion, comparableVersion, isLoose)) > -1;
  };
  _proto.isOS = function isOS(osName) {
    return this.getOSName(true) === String(osName).toLowerCase();
  };
  _proto.isPlatform = function isPlatform(platformType) {
    return this.getPlatformType(true) === String(platformType).toLowerCase();
  };
  _proto.isEngine = function isEngine(engineName) {
    return this.getEngineName(true) === String(engineName).toLowerCase();
  };
  _proto.is = function is(anything, includingAlias) {
    if (includingAlias === void 0) includingAlias = false;
    return this.isBrowser(anything, includingAlias) || this.isOS(anything) || this.isPlatform(anything);
  };
  _proto.some = function some(anythings) {
    var _this7 = this;
    if (anythings === void 0) anythings = [];
    return anythings.some(function(anything) {
      return _this7.is(anything);
    });
  };
  return Parser2;
})();
function _defineProperties(e, r) {
  for (var t = 0; t < r.length; t++) {
    var o = r[t];
    o.enumerable = o.enumerable || false, o.configurable = true, "value" in o && (o.writable = true), Object.defineProperty(e, _toPropertyKey(o.key), o);
  }
}
function _createClass(e, r, t) {
  return r && _defineProperties(e.prototype, r), t && _defineProperties(e, t), Object.defineProperty(e, "prototype", {
    writable: false
  }), e;
}
function _toPropertyKey(t) {
  var i = _toPrimitive(t, "string");
  return "symbol" == typeof i ? i : i + "";
}
function _toPrimitive(t, r) {
  if ("object" != typeof t || !t) return t;
  var e = t[Symbol.toPrimitive];
  if (void 0 !== e) {
    var i = e.call(t, r || "default");
    if ("object" != typeof i) return i;
    throw new TypeError("@@toPrimitive must return a primitive value.");
  }
  return ("string" === r ? String : Number)(t);
}
var Bowser = /* @__PURE__ */ (function() {
  function Bowser2() {
  }
  Bowser2.getParser = function getParser2(UA, skipParsingOrHints, clientHints) {
    if (skipParsingOrHints === void 0) skipParsingOrHints = false;
    if (clientHints === void 0) clientHints = null;
    if (typeof UA !== "string") throw new Error("UserAgent should be a string");
    return new Parser(UA, skipParsingOrHints, clientHints);
  };
  Bowser2.parse = function parse2(UA, clientHints) {
    if (clientHints === void 0) clientHints = null;
    return new Parser(UA, clientHints).getResult();
  };
  return _createClass(Bowser2, null, [{
    key: "BROWSER_MAP",
    get: function get() {
      return BROWSER_MAP;
    }
  }, {
    key: "ENGINE_MAP",
    get: function get() {
      return ENGINE_MAP;
    }
  }, {
    key: "OS_MAP",
    get: function get() {
      return OS_MAP;
    }
  }, {
    key: "PLATFORMS_MAP",
    get: function get() {
      return PLATFORMS_MAP;
    }
  }]);
})();
var parse = Bowser.parse;
var getParser = Bowser.getParser;

// node_modules/isbot/index.mjs
var fullPattern = " daum[ /]| deusu/|(?:^|[^g])news(?!sapphire)|(?<! channel/|google/)google(?!(?:wv|app|/google| pixel))|(?<! cu)bots?(?:\\b|_)|(?<!cam)scan|(?<!lib)http|24x7|;\\s\\w+;$|@[a-z][\\w-]+\\.|\\(\\)|\\.com\\b|\\b\\w+/1\\.0;|\\bbw/|\\bdlc\\b|\\bort/|\\bperl\\b|\\btime/|\\||^[<\\(;]|^[\\w \\.\\-\\(?:\\):%]+(?:/v?\\d+(?:\\.\\d+)?(?:\\.\\d{1,10})*?)?(?:,|$)|^[\\w\\-]+/[\\w]+$|^[^ ]{50,}$|^\\d+\\b|^\\w*search\\b|^\\w+/[\\w\\(\\)]*$|^\\w+/\\d\\.\\d\\s\\([\\w@]+\\)$|^active|^ad muncher|^amaya|^apache/|^avsdevicesdk/|^azure|^biglotron|^blackbox exporter|^bot|^clamav[ /]|^claude-code/|^client/|^cobweb/|^custom|^ddg[_-]android|^discourse|^dispatch/\\d|^downcast/|^duckduckgo|^email|^exodusmovement|^facebook|^getright/|^gozilla/|^hobbit|^hotzonu|^hwcdn/|^igetter/|^jeode/|^jetty/|^jigsaw|^microsoft bits|^movabletype|^mozilla/\\d\\.\\d\\s[\\w\\.-]+$|^mozilla/\\d\\.\\d\\s\\((?:compatible;)?(?:\\s?[\\w\\d-.]+[\\s/]\\d+\\.\\d+)?\\)$|^navermailapp|^netsurf|^offline|^openai/|^owler|^php|^postman|^ps_daily/|^python|^rank|^read|^reed|^remove\\.bg/|^rest|^rss|^snapchat|^sora |^space bison|^stape/|^svn|^swcd |^taringa|^thumbor/|^track|^w3c|^webbandit/|^webcopier|^wget|^whatsapp|^wordpress|^xenu link sleuth|^yahoo|^yandex|^zdm/\\d|^zoom marketplace/|abuse|advisor|agent\\b|analyzer|archive|ask jeeves/teoma|attracta|audit|bluecoat drtr|browsex|burpcollaborator|capture|catch|check\\b|checker|chrome-lighthouse|chromeframe|classifier|cloudflare|collapsify\\b|convertify|cookiehubverify/|crawl|cursor/|cypress/|dareboost|datanyze|dejaclick|detect|discovery|dmbrowser|download|exaleadcloudview|feed|firephp|foregenix|functionize|grab|hardenize\\b|headless|hotjar|httrack|hubspot marketing grader|ibisbrowser|infrawatch|insight|inspect|iplabel|java(?!;)|library|linkcheck|linktiger|mail\\.ru/|manus-user/|marketgoo/|measure|monitor\\b|neustar wpm|node\\b|nutch|offbyone|openvas|optimize|pageburst|pagespeed|parser|phantomjs|pingdom|playwright|powermarks|preview|productfinder|prospectingstudio|proxy|ptst[ /]\\d|radar|readable/|retriever|rexx;|rigor|rss\\b|scrape|securityheaders|selenium|server|silktide|sindup/|sogou|sparkler/|speedcurve|spider|splash|statuscake|supercleaner|synapse|synthetic|testlocally|tools|torrent|transcoder|url|validator|virtuoso|wappalyzer|watchtowr|webglance|webkit2png|whatcms/|xtate/";
var naivePattern = /bot|crawl|http|lighthouse|scan|search|spider/i;
var pattern;
function getPattern2() {
  if (pattern instanceof RegExp) {
    return pattern;
  }
  try {
    pattern = new RegExp(fullPattern, "i");
  } catch (error) {
    pattern = naivePattern;
  }
  return pattern;
}
var isNonEmptyString = (value) => typeof value === "string" && value !== "";
function isBot(userAgent) {
  return isNonEmptyString(userAgent) && getPattern2().test(userAgent);
}
var isbot = isBot;

// server/clicks/visitor.ts
var PREVIEW_AGENTS = [
  "facebookexternalhit",
  "Facebot",
  "Twitterbot",
  "Slackbot",
  "LinkedInBot",
  "Discordbot",
  "WhatsApp",
  "TelegramBot",
  "SkypeUriPreview",
  "Pinterestbot",
  "redditbot",
  "Embedly",
  "vkShare",
  "Iframely",
  "Mastodon",
  "Applebot",
  "Google-PageRenderer",
  "bitlybot"
];
var PREVIEW_PATTERN = new RegExp(`(^|[^a-z])(${PREVIEW_AGENTS.join("|")})`, "i");
var DIRECT = "Direct, email and other";
var CACHE_LIMIT = 1e3;
var BROWSER_NAMES = {
  "Microsoft Edge": "Edge",
  "Samsung Internet for Android": "Samsung Internet",
  "Opera Touch": "Opera",
  "Opera Coast": "Opera",
  "NAVER Whale Browser": "Whale",
  Miui: "MIUI Browser",
  "Google Search": "Google App"
};
var OS_NAMES = {
  Windows: "Windows",
  macOS: "macOS",
  iOS: "iOS",
  Android: "Android",
  Linux: "Linux",
  "Chrome OS": "ChromeOS"
};
var KNOWN_BROWSERS = new Set(Object.values(Bowser.BROWSER_MAP));
var agents = /* @__PURE__ */ new Map();
function inAppBrowser(ua) {
  if (/\bInstagram\b/.test(ua)) return "Instagram";
  if (/\bFB(AN|AV|_IAB)\//.test(ua)) return "Facebook";
  if (/Android.*;\s*wv\)/.test(ua)) return "Android WebView";
  return void 0;
}
function parseAgent(ua) {
  if (ua.trim() === "") return { bot: true, browser: "Other", os: "Other", device: "desktop" };
  const parsed2 = Bowser.parse(ua);
  const name = KNOWN_BROWSERS.has(parsed2.browser.name ?? "") ? parsed2.browser.name ?? "" : "";
  return {
    bot: PREVIEW_PATTERN.test(ua) || isbot(ua),
    browser: inAppBrowser(ua) ?? (BROWSER_NAMES[name] || name || "Other"),
    os: OS_NAMES[parsed2.os.name ?? ""] ?? "Other",
    device: parsed2.platform.type === "mobile" || parsed2.platform.type === "tablet" ? parsed2.platform.type : "desktop"
  };
}
function known(ua) {
  let entry = agents.get(ua);
  if (!entry) {
    entry = { agent: parseAgent(ua), preview: PREVIEW_PATTERN.test(ua) };
    if (agents.size >= CACHE_LIMIT) agents.delete(agents.keys().next().value);
    agents.set(ua, entry);
  }
  return entry;
}
var describeAgent = (ua) => known(ua).agent;
var isPreviewAgent = (ua) => known(ua).preview;
function parseAcceptLanguage(header) {
  const ranges = header.split(",").flatMap((part, index) => {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0] ?? "";
    if (!/^[a-z]{2}$/.test(primary)) return [];
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const q = qParam === void 0 ? 1 : Number(qParam.slice(2));
    return Number.isFinite(q) && q > 0 && q <= 1 ? [{ primary, q, index }] : [];
  });
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(ranges.map((r) => r.primary))];
}
function referrerHost(referrer) {
  if (!referrer) return DIRECT;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return DIRECT;
    return url.hostname.toLowerCase().replace(/^www\./, "") || DIRECT;
  } catch {
    return DIRECT;
  }
}
function visitorHash(salt, ip, ua) {
  return createHash2("sha256").update(`${salt}|${ip}|${ua}`).digest("hex").slice(0, 32);
}

// server/links/destination.ts
function deviceOf(visit) {
  if (/iPad/.test(visit.userAgent)) return "ipad";
  if (/iPhone|iPod/.test(visit.userAgent)) return "iphone";
  const byOs = { Android: "android", Windows: "windows", macOS: "macos", Linux: "linux", ChromeOS: "chromeos" };
  return byOs[visit.os] ?? "";
}
function destinationOf(link, visit) {
  const device = deviceOf(visit);
  const target = visit.country && link.geoTarget.find((t) => t.location === visit.country)?.link || device && link.deviceTarget.find((t) => t.device === device)?.link || visit.languages.map((l) => link.languageTarget.find((t) => t.language === l)?.link).find(Boolean) || link.longUrl;
  return withParameters(target, link.parameters);
}

// contract/overlay-html.ts
var BASE = `${BUTTON_STYLE}
body{display:block;padding:0;min-height:0;height:100vh;height:100dvh;overflow:hidden}
main{max-width:none;width:100%;height:100%;padding:0;border:0;border-radius:0;box-shadow:none;background:transparent}
iframe,.behind{display:block;width:100%;height:100%;border:0;background:#fff}
.behind{display:grid;place-items:center;color:#64748b;background:repeating-linear-gradient(45deg,#f1f5f9 0 12px,#e2e8f0 12px 24px)}
.cta{position:fixed;left:50%;bottom:1.25rem;transform:translateX(-50%);width:min(30rem,calc(100% - 2rem));box-sizing:border-box;background:#fff;color:#0f172a;border:1px solid #cbd5e1;border-radius:12px;padding:1.1rem 1.25rem;box-shadow:0 10px 30px rgb(0 0 0/.25)}
.cta h2{font-size:1.15rem;margin:0 0 .4rem}.cta p{margin:.3rem 0;color:inherit}.cta form{margin:0}.cta label{margin:.6rem 0 .25rem}
.cta textarea{width:100%;box-sizing:border-box;padding:.6rem .7rem;border:1px solid #94a3b8;border-radius:8px;font:inherit;min-height:5rem}
.cta .continue{display:block;width:fit-content;margin-top:.75rem;font-weight:600;color:inherit}
.cta{padding-right:3rem}.cta-close{position:absolute;top:.5rem;right:.5rem;margin:0;width:2.25rem;height:2.25rem;padding:0;border-radius:8px;background:transparent;color:inherit;border:1px solid currentColor;font-size:1.35rem;line-height:1}
.cta-close:hover{background:rgb(127 127 127/.2)}.cta-close:focus-visible{outline:3px solid currentColor;outline-offset:2px}
.cta .code{display:flex;gap:.5rem;align-items:center;margin:.6rem 0}.cta code{font-size:1.25rem;font-weight:700;letter-spacing:.08em;padding:.35rem .7rem;border:2px dashed currentColor;border-radius:8px}
.cta .code button{margin:0}.cta img{display:block;max-width:100%;height:auto;border-radius:8px}
@media (prefers-color-scheme:dark){.cta{background:#0f172a;color:#e2e8f0;border-color:#334155}.cta textarea{background:#020617;color:#e2e8f0}}`;
var OVERLAY_SCRIPT = `(function(){var a=document.querySelector('aside.cta'),x=document.getElementById('cta-close');if(!a||!x)return;x.hidden=false;function c(){a.hidden=true;var f=document.querySelector('iframe');if(f)f.focus()}x.addEventListener('click',c);document.addEventListener('keydown',function(e){if(e.key==='Escape'&&!a.hidden)c()})})()`;
var CLOSE = '<button type="button" class="cta-close" id="cta-close" aria-label="Close this message" hidden>&#215;</button>';
var continueLink = (destination) => {
  const host = httpHost(destination) ?? "the page";
  return `<a class="continue" href="${safeHref(destination, "about:blank")}" target="_top">Continue to ${esc(host)}</a>`;
};
function content(p) {
  const d = p.design;
  const form = (fields3, label) => `<form method="post" action="${esc(p.postUrl)}"><input type="hidden" name="link" value="${p.linkId}">${fields3}<button type="submit">${esc(label)}</button></form>`;
  switch (d.type) {
    case "message": {
      const button = d.buttonlabel ? `<a class="button cta-button" href="${safeHref(d.buttonurl || p.destination, p.destination)}" target="_top">${esc(d.buttonlabel)}</a>` : "";
      const hex = (v, fallback) => /^#[0-9a-fA-F]{6}$/.test(v) ? v : fallback;
      const bg = hex(d.bgcolor, "#1e3a8a");
      const fg = hex(d.textcolor, "#ffffff");
      const btn = hex(d.buttoncolor, "#facc15");
      const style = `.cta.message,.cta.message .continue{background:${bg};color:${fg};border-color:${bg}}.cta.message .continue{background:none}.cta-button,.cta-button:hover{background:${btn};color:${textOn(btn)}}`;
      return { html: `${paragraphs(d.text)}${button}`, style, script: false };
    }
    case "contact":
      return {
        html: `<h2>${esc(d.title)}</h2>${paragraphs(d.text)}${form(
          `<label for="cta-name">Your name</label><input id="cta-name" name="name" required maxlength="100" autocomplete="name">
<label for="cta-email">Your email</label><input id="cta-email" name="email" type="email" required maxlength="254" autocomplete="email">
<label for="cta-message">Message</label><textarea id="cta-message" name="message" required maxlength="2000"></textarea>`,
          d.buttonlabel || "Send"
        )}`,
        style: "",
        script: false
      };
    case "newsletter":
      return {
        html: `<h2>${esc(d.title)}</h2>${paragraphs(d.text)}${form(
          `<label for="cta-email">Your email</label><input id="cta-email" name="email" type="email" required maxlength="254" autocomplete="email">`,
          d.buttonlabel || "Subscribe"
        )}`,
        style: "",
        script: false
      };
    case "coupon":
      return {
        html: `<h2>${esc(d.title)}</h2>${paragraphs(d.text)}<p class="code"><code id="coupon-code">${esc(d.code)}</code><button type="button" data-copy="coupon-code" hidden>Copy code</button></p>`,
        style: "",
        script: true
      };
    case "image": {
      const alt = esc(d.text || p.name);
      const inner = httpHost(d.image) ? `<img src="${esc(d.image)}" alt="${alt}">` : alt;
      return { html: httpHost(d.link) ? `<a href="${esc(d.link)}" target="_top">${inner}</a>` : `<p>${inner}</p>`, style: "", script: false };
    }
  }
}
function overlayParts(p) {
  const host = httpHost(p.destination) ?? "the page";
  const { html: html2, style, script } = content(p);
  const behind = p.framed === false ? `<div class="behind">${esc(host)} appears here</div>` : `<iframe src="${safeHref(p.destination, "about:blank")}" title="${esc(host)}" referrerpolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"></iframe>`;
  const body = `${behind}<aside class="cta ${p.design.type}" aria-label="${esc(p.name)}">${CLOSE}${html2}${continueLink(p.destination)}</aside>`;
  return { title: p.name || host, body, style: BASE + style, tail: `${script ? visitorScriptTag() : ""}<script>${OVERLAY_SCRIPT}</script>` };
}

// contract/splash-html.ts
var STYLE4 = `${BUTTON_STYLE}
.design img{display:block;max-width:100%;height:auto;border-radius:8px;margin:0 0 1rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1rem}.actions .button{margin-top:0}
.continue{font-weight:600}.actions button{margin-top:0;background:none;color:#1d4ed8;border:1px solid #94a3b8}
@media (prefers-color-scheme:dark){.actions button{color:#93c5fd}}.countdown{font-size:.95rem}`;
function splashDesignParts(design, destination) {
  const host = httpHost(destination) ?? "the destination";
  const href = safeHref(destination, "about:blank");
  const image = httpHost(design.image) ? `<img src="${esc(design.image)}" alt="">` : "";
  const button = design.buttonlabel ? `<a class="button" href="${safeHref(design.buttonurl || destination, destination)}">${esc(design.buttonlabel)}</a>` : "";
  const seconds = Math.max(0, Math.min(30, Math.trunc(design.countdown)));
  const countdown = seconds ? `<p class="countdown" role="status">You will continue to ${esc(host)} in <span id="countdown">${seconds}</span> seconds.</p>` : "";
  const body = `<div class="design">${image}<h1>${esc(design.title)}</h1>${paragraphs(design.text)}${countdown}
<div class="actions">${button}<a class="continue" href="${href}">Continue to ${esc(host)}</a>${seconds ? '<button type="button" id="countdown-stop" hidden>Stay on this page</button>' : ""}</div></div>`;
  return {
    title: design.title || `Continue to ${host}`,
    body,
    style: STYLE4,
    // The script sends the visitor on (and lets them stay); without script, the refresh does.
    head: seconds ? `<noscript><meta http-equiv="refresh" content="${seconds};url=${href}"></noscript>` : "",
    tail: seconds ? visitorScriptTag() : ""
  };
}

// server/links/design-pages.ts
var SCRIPT_HASH = sha256Source(VISITOR_SCRIPT);
var OVERLAY_HASH = sha256Source(OVERLAY_SCRIPT);
var origin = (url) => httpHost(url) ? new URL(url).origin : null;
var origins = (...urls) => urls.flatMap((u) => origin(u) ?? []);
function designPage({ design, destination, linkId, pixels: pixels2 }) {
  const pixel2 = pixelPart(pixels2, null);
  if (design.kind === "splash") {
    const d2 = splashDesign.parse(design.content);
    const parts2 = splashDesignParts(d2, destination);
    const csp2 = { "img-src": origins(d2.image), ...parts2.tail && { "script-src": [SCRIPT_HASH] } };
    return landingPage({ ...parts2, pixels: pixel2, csp: csp2 });
  }
  const d = overlayDesign(design.type, design.content);
  if (!d) return null;
  const parts = overlayParts({ name: design.name, design: d, destination, postUrl: `/o/${design.id}`, linkId });
  const csp = {
    "frame-src": ["http:", "https:"],
    "img-src": d.type === "image" ? origins(d.image) : [],
    "script-src": d.type === "coupon" ? [SCRIPT_HASH, OVERLAY_HASH] : [OVERLAY_HASH],
    ...(d.type === "contact" || d.type === "newsletter") && { "form-action": ["'self'"] }
  };
  return landingPage({ ...parts, pixels: pixel2, csp });
}

// server/bio/bio-store.ts
var blockAliasPrefix = (bioId) => `bio/${bioId}/`;
var blockRowsOf = (bioId) => and(eq(links.kind, "bio-block"), like(links.alias, `${blockAliasPrefix(bioId)}%`));
var COLOUR = /^#[0-9a-f]{6}$/;
var themeOf = (stored2) => ({ ...BIO_DEFAULT_THEME, ...Object.fromEntries(Object.entries(stored2 ?? {}).filter(([k, v]) => k in BIO_DEFAULT_THEME && COLOUR.test(v))) });
async function saveBlocks(tx, userId, bioId, blocks2) {
  const existing = await tx.select({ id: links.id }).from(links).where(and(eq(links.userId, userId), blockRowsOf(bioId)));
  const free = new Set(existing.map((r) => r.id));
  const stored2 = [];
  for (const block of blocks2) {
    if (block.type !== "link") {
      stored2.push(block);
      continue;
    }
    const { title, url } = block;
    if (block.id !== void 0 && free.has(block.id)) {
      free.delete(block.id);
      await tx.update(links).set({ title, longUrl: url }).where(eq(links.id, block.id));
      stored2.push({ type: "link", id: block.id, title, url });
      continue;
    }
    const [row] = await tx.insert(links).values({ userId, kind: "bio-block", alias: `${blockAliasPrefix(bioId)}${randomAlias(10)}`, longUrl: url, title }).returning({ id: links.id });
    stored2.push({ type: "link", id: row.id, title, url });
  }
  if (free.size) await tx.delete(links).where(inArray(links.id, [...free]));
  return stored2;
}
async function savePixels(tx, linkId, ids) {
  if (ids === void 0) return;
  await tx.delete(linkPixels).where(eq(linkPixels.linkId, linkId));
  if (ids.length) await tx.insert(linkPixels).values(ids.map((pixelId, position) => ({ linkId, pixelId, position })));
}
async function bioItems(db, publicUrl, rows) {
  const blockIds = rows.flatMap((r) => r.bio.blocks.flatMap((b) => b.type === "link" ? [b.id] : []));
  const linkIds = rows.map((r) => r.link.id);
  const [counted, fired] = await Promise.all([
    blockIds.length ? db.select({ id: links.id, clicks: links.clicks }).from(links).where(inArray(links.id, blockIds)) : [],
    linkIds.length ? db.select({ linkId: linkPixels.linkId, pixelId: linkPixels.pixelId }).from(linkPixels).where(inArray(linkPixels.linkId, linkIds)).orderBy(asc(linkPixels.position)) : []
  ]);
  const clicksOf = new Map(counted.map((r) => [r.id, r.clicks]));
  return rows.map(({ link, bio }) => {
    const blocks2 = bio.blocks.map((b) => b.type === "link" ? { ...b, clicks: clicksOf.get(b.id) ?? 0 } : b);
    return {
      id: link.id,
      name: bio.name,
      alias: link.alias,
      url: shortUrlOf(publicUrl, link),
      domain: link.domain ?? "",
      description: link.description,
      avatar: bio.avatar,
      theme: themeOf(bio.theme),
      buttonStyle: bio.buttonStyle,
      public: bio.public,
      blocks: blocks2,
      pixels: fired.filter((p) => p.linkId === link.id).map((p) => p.pixelId),
      views: link.clicks,
      clicks: blocks2.reduce((n, b) => n + (b.type === "link" ? b.clicks : 0), 0),
      date: toTimestamp(link.created)
    };
  });
}

// server/bio/bio-icons.ts
import { readFileSync } from "node:fs";
import { createRequire as createRequire2 } from "node:module";
var here = createRequire2(import.meta.url);
var brandPath = (slug2) => {
  const svg = readFileSync(here.resolve(`simple-icons/icons/${slug2}.svg`), "utf8");
  const d = /<path d="([^"]+)"/.exec(svg)?.[1];
  if (!d) throw new Error(`simple-icons: no path in ${slug2}.svg`);
  return `<path d="${d}"/>`;
};
var line = (d) => `<path d="${d}" fill="none" stroke="currentColor" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round"/>`;
var ICONS = {
  facebook: { label: "Facebook", svg: brandPath("facebook") },
  instagram: { label: "Instagram", svg: brandPath("instagram") },
  x: { label: "X", svg: brandPath("x") },
  youtube: { label: "YouTube", svg: brandPath("youtube") },
  tiktok: { label: "TikTok", svg: brandPath("tiktok") },
  github: { label: "GitHub", svg: brandPath("github") },
  linkedin: {
    label: "LinkedIn",
    svg: '<path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z"/>'
  },
  email: { label: "Email", svg: line("M3 5h18v14H3zM3 6l9 7 9-7") },
  phone: {
    label: "Phone",
    svg: line("M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z")
  }
};
function socialIcon(network) {
  const icon = ICONS[network];
  return { label: icon.label, svg: `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${icon.svg}</svg>` };
}

// server/bio/bio-avatar.ts
import { createHash as createHash3 } from "node:crypto";
var refused = (reason) => new ApiFailure(400, `avatar could not be downloaded: ${reason}.`);
async function fetchAvatar(address, pinnedHosts) {
  let bytes;
  try {
    bytes = (await safeFetch(address, { maxBytes: LOGO_MAX_BYTES, timeoutMs: LOGO_TIMEOUT_MS, maxRedirects: 3, pinnedHosts })).bytes;
  } catch (err) {
    if (err instanceof SafeFetchError) throw refused(err.message);
    throw err;
  }
  const png = await normaliseLogo(bytes, refused);
  return { png, sha: createHash3("sha256").update(png).digest("hex").slice(0, 16) };
}
var avatarPath = (bioId, sha2) => `/bio/${bioId}/avatar-${sha2}.png`;

// server/bio/bio-page.ts
var RADIUS = { rounded: ".6rem", square: "0", pill: "999px" };
var DARK = `@media (prefers-color-scheme:dark){:root{color-scheme:dark;--bg:#0f172a;--fg:#e2e8f0;--btn:#2563eb;--btn-fg:#fff}}`;
function styleOf(theme, buttonStyle) {
  const isDefault = Object.keys(BIO_DEFAULT_THEME).every((k) => theme[k] === BIO_DEFAULT_THEME[k]);
  const scheme = isDefault ? "light dark" : luminance(theme.background) < 0.2 ? "dark" : "light";
  return `:root{color-scheme:${scheme};--bg:${theme.background};--fg:${theme.text};--btn:${theme.button};--btn-fg:${theme.buttonText};--r:${RADIUS[buttonStyle] ?? RADIUS.rounded}}
body{margin:0;background:var(--bg);color:var(--fg);font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5}
main{box-sizing:border-box;max-width:36rem;margin:0 auto;padding:2.5rem 1rem 3rem;text-align:center;overflow-wrap:anywhere}
.avatar{width:96px;height:96px;border-radius:50%;object-fit:cover;display:block;margin:0 auto}
h1{font-size:1.5rem;margin:.75rem 0 .25rem}h2{font-size:1.15rem;margin:.75rem 0 0}
p{margin:0;white-space:pre-line}.description{margin-bottom:.5rem}
.blocks{list-style:none;margin:1.5rem 0 0;padding:0;display:flex;flex-direction:column;gap:.75rem}
.button{display:block;padding:.85rem 1rem;background:var(--btn);color:var(--btn-fg);border-radius:var(--r);font-weight:600;text-decoration:none}
.button:hover{text-decoration:underline}
.social{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem}
.social a{display:inline-flex;width:44px;height:44px;align-items:center;justify-content:center;color:var(--fg);border-radius:50%}
.social svg{width:26px;height:26px;fill:currentColor}
.image img{max-width:100%;height:auto;border-radius:var(--r);display:block;margin:0 auto}
a:focus-visible{outline:3px solid var(--fg);outline-offset:3px}
${isDefault ? DARK : ""}`;
}
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function blockHtml(block, goPath) {
  switch (block.type) {
    case "link":
      return `<li><a class="button" href="${esc(goPath(block.id))}">${esc(block.title)}</a></li>`;
    case "heading":
      return `<li><h2>${esc(block.text)}</h2></li>`;
    case "text":
      return `<li><p>${esc(block.text)}</p></li>`;
    case "image": {
      const img = `<img src="${esc(block.url)}" alt="" loading="lazy" referrerpolicy="no-referrer">`;
      const host = block.link ? URL.parse(block.link)?.hostname : void 0;
      return `<li class="image">${block.link ? `<a href="${esc(block.link)}" aria-label="${esc(`Open ${host ?? block.link}`)}">${img}</a>` : img}</li>`;
    }
    case "social":
      return "";
  }
}
function blocksHtml(blocks2, goPath) {
  const out = [];
  let social = [];
  const flush = () => {
    if (social.length) out.push(`<li><ul class="social">${social.join("")}</ul></li>`);
    social = [];
  };
  for (const block of blocks2) {
    if (block.type === "social") {
      const icon = socialIcon(block.network);
      social.push(`<li><a href="${esc(block.url)}" aria-label="${esc(icon.label)}" title="${esc(icon.label)}">${icon.svg}</a></li>`);
      continue;
    }
    flush();
    out.push(blockHtml(block, goPath));
  }
  flush();
  return out.length ? `<ul class="blocks">${out.join("")}</ul>` : "";
}
function bioPage(opts) {
  const { bio } = opts;
  const avatar = bio.avatarSha ? avatarPath(opts.id, bio.avatarSha) : "";
  const style = styleOf(bio.theme, bio.buttonStyle);
  const pixels2 = pixelPart(opts.pixels, null);
  const goPath = (blockId) => `/${opts.alias}/go/${blockId}`;
  const head = ogTags({ title: bio.name, description: opts.description, image: avatar ? new URL(avatar, opts.shortUrl).href : "", url: opts.shortUrl, type: "profile" });
  const body = `${avatar ? `<img class="avatar" src="${esc(avatar)}" alt="" width="96" height="96">` : ""}<h1>${esc(bio.name)}</h1>${opts.description ? `<p class="description">${esc(opts.description)}</p>` : ""}${blocksHtml(bio.blocks, goPath)}`;
  const html2 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(bio.name)}</title>${head}<style>${style}</style></head><body><main>${body}</main>${pixels2?.tail ?? ""}</body></html>`;
  const extra = (name) => pixels2?.csp[name]?.join(" ") ?? "";
  const csp = [
    "default-src 'none'",
    pixels2 ? `script-src ${extra("script-src")}` : "",
    pixels2?.csp["connect-src"].length ? `connect-src ${extra("connect-src")}` : "",
    // B8: image blocks are shown from their own address (as splash pages' images); the avatar is our copy.
    `img-src 'self' https: http: data:`,
    `style-src ${sha256Source(style)}`,
    pixels2?.csp["frame-src"].length ? `frame-src ${extra("frame-src")}` : "",
    "base-uri 'none'",
    pixels2?.csp["form-action"].length ? `form-action ${extra("form-action")}` : "form-action 'none'",
    "frame-ancestors 'none'"
  ].filter(Boolean).join("; ");
  return { html: html2, csp };
}

// server/bio/bio-answer.ts
var HEADERS = { ...securityHeadersFor(PAGE_CSP), "Cache-Control": "no-store", "Content-Type": "text/html; charset=UTF-8" };
var html = (body, status, csp = PAGE_CSP) => new Response(body, { status, headers: { ...HEADERS, "Content-Security-Policy": csp } });
async function bioAnswer(c, clicks2, link, shortUrl, current, counted) {
  const bio = link.bio;
  if (!bio?.public) {
    if (current !== void 0 && !await current) return { stale: { counted } };
    return html(notFoundPage(), 404);
  }
  const click = c.req.method !== "GET" || counted ? void 0 : clicks2.record(clicks2.visit(c), link.id);
  const [recorded, fresh] = await Promise.all([click, current ?? true]);
  if (!fresh) return { stale: { counted: counted || recorded === true } };
  const page2 = bioPage({ id: link.id, alias: link.alias, description: link.description, shortUrl, bio: { ...bio, theme: themeOf(bio.theme) }, pixels: link.pixels });
  return html(page2.html, 200, page2.csp);
}

// server/links/redirect.ts
var PAGE_HEADERS = { ...securityHeadersFor(PAGE_CSP), "Cache-Control": "no-store" };
var REDIRECT_HEADERS = { ...securityHeadersFor(NOTHING_CSP), "Cache-Control": "no-store" };
function htmlAnswer(html2, status, csp = PAGE_CSP, extra = {}) {
  return new Response(html2, { status, headers: { ...PAGE_HEADERS, ...extra, "Content-Security-Policy": csp, "Content-Type": "text/html; charset=UTF-8" } });
}
var latin1Location = (location) => /[^\x00-\xFF]/.test(location) ? encodeURI(location) : location;
function redirectAnswer(location, status) {
  return new Response(null, { status, headers: { ...REDIRECT_HEADERS, Location: latin1Location(location) } });
}
function passwordForm(state) {
  const form = passwordPage({ title: "This link is protected", what: "open this link", button: "Continue", state });
  return htmlAnswer(form.html, form.status, PAGE_CSP, form.headers);
}
async function followLink(c, clicks2, link, shortUrl, { current, counted = false, guard } = {}) {
  const stale = async () => current !== void 0 && !await current;
  if (link.kind === "bio") return bioAnswer(c, clicks2, link, shortUrl, current, counted);
  if (isExpired(link.expiry)) {
    if (await stale()) return { stale: { counted } };
    return htmlAnswer(expiredPage(), 410);
  }
  const method = c.req.method;
  if (link.passwordHash) {
    if (await stale()) return { stale: { counted } };
    if (method !== "POST" || !guard) return passwordForm({ is: "ask" });
    const form = await c.req.parseBody().catch(() => ({}));
    const given = typeof form.password === "string" ? form.password : "";
    const check = await guard.check(c, `link:${link.id}`, given, link.passwordHash);
    if (check.result === "gone") return new Response(null, { status: 499 });
    if (check.result !== "right") return passwordForm(stateAfter(check));
  } else if (method === "GET" && hasPreview(link) && isPreviewAgent(nodeHeader(c, "user-agent") ?? "")) {
    if (await stale()) return { stale: { counted } };
    const preview = previewPage({ title: link.metaTitle, description: link.metaDescription, image: link.metaImage, url: shortUrl, destination: destinationOf(link, clicks2.visit(c)) });
    return htmlAnswer(preview.html, 200, preview.csp);
  }
  const visit = clicks2.visit(c);
  const click = method === "HEAD" || counted ? void 0 : clicks2.record(visit, link.id);
  const [recorded, fresh] = current ? await Promise.all([click, current]) : [await click, true];
  if (!fresh) return { stale: { counted: counted || recorded === true } };
  const destination = destinationOf(link, visit);
  const landing = landingPage2(link, destination, shortUrl) ?? (method === "POST" ? continuePage({ title: link.title, destination }) : null);
  if (landing) return htmlAnswer(landing.html, 200, landing.csp);
  return redirectAnswer(destination, 302);
}
function landingPage2(link, destination, shortUrl) {
  const { title, pixels: pixels2 } = link;
  const designed = link.design && designPage({ design: link.design, destination, linkId: link.id, pixels: pixels2 });
  if (designed) return designed;
  if (link.type === "frame") return framePage({ title, destination, shortUrl, pixels: pixels2 });
  if (link.type === "splash") return splashPage({ title, destination, pixels: pixels2 });
  return pixels2.length ? pixelPage({ title, destination, pixels: pixels2 }) : null;
}

// server/public/campaigns-public.ts
var ROTATOR = "/r/:slug{[a-z0-9-]{3,50}}";
var liveLinks = (campaign2) => {
  const now = /* @__PURE__ */ new Date();
  return campaign2.links.filter((l) => !isExpired(l.expiry, now));
};
function campaignRotatorRedirect(deps) {
  const { db, config, clicks: clicks2, linkCache } = deps;
  const ownHost = new URL(config.publicUrl).host.toLowerCase();
  const cache = campaignCacheOf(deps.bus);
  const app = new Hono3();
  app.get(ROTATOR, async (c, next2) => {
    const host = nodeHeader(c, "host")?.toLowerCase();
    if (host && host !== ownHost) return next2();
    const hit = cache.cached(db, { slug: c.req.param("slug") });
    const live = hit ? liveLinks(hit.campaign) : [];
    if (!hit || !live.length) return next2();
    const turn = cache.rotation.take(hit.campaign.id, live.length, c.req.method === "HEAD");
    const target = live[turn];
    const link = linkCache.cached(db, target.domain ?? "", target.alias);
    let counted = false;
    if (link && !link.link.passwordHash) {
      const current = link.current?.then((ok2) => ok2 && cache.holds(hit));
      const answer2 = await followLink(c, clicks2, link.link, shortUrlOf(config.publicUrl, link.link), { current });
      if (answer2 instanceof Response) return answer2;
      counted = answer2.stale.counted;
    }
    c.set("rotatorTurn", { turn, counted });
    return next2();
  });
  return app;
}
function campaignPublicRoutes(deps, unknown2) {
  const { db, config, clicks: clicks2, linkCache } = deps;
  const cache = campaignCacheOf(deps.bus);
  const app = new Hono3();
  const visible = (c, campaign2) => {
    const owner = c.get("branded")?.userId;
    return campaign2 !== void 0 && (owner === void 0 || owner === campaign2.userId);
  };
  app.get(ROTATOR, async (c) => {
    const campaign2 = await cache.resolve(db, { slug: c.req.param("slug") });
    if (!visible(c, campaign2)) return unknown2(c);
    const live = liveLinks(campaign2);
    if (!live.length) return unknown2(c);
    const taken = c.get("rotatorTurn");
    const turn = taken ? taken.turn % live.length : cache.rotation.take(campaign2.id, live.length, c.req.method === "HEAD");
    const target = live[turn];
    const link = await linkCache.resolve(db, target.domain ?? "", target.alias);
    if (!link) return unknown2(c);
    const shortUrl = shortUrlOf(config.publicUrl, link);
    if (link.passwordHash) {
      c.header("Cache-Control", "no-store");
      return c.redirect(shortUrl, 302);
    }
    return followLink(c, clicks2, link, shortUrl, { counted: taken?.counted });
  });
  app.get("/u/:username/c/:id", async (c, next2) => {
    const id2 = parseId(c.req.param("id"));
    if (id2 === null) return next2();
    const campaign2 = await cache.resolve(db, { id: id2 });
    if (!visible(c, campaign2) || !campaign2.public || campaign2.username !== c.req.param("username")) return unknown2(c);
    const pageUrl = `${config.publicUrl}/u/${encodeURIComponent(campaign2.username)}/c/${campaign2.id}`;
    return c.html(campaignPage(campaign2, liveLinks(campaign2), config.publicUrl, pageUrl));
  });
  return app;
}

// server/public/downloads.ts
import { randomBytes } from "node:crypto";

// server/files/content-types.ts
var TYPES2 = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  json: "application/json",
  zip: "application/zip",
  mp4: "video/mp4",
  mp3: "audio/mpeg",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation"
};
var extensionOf = (filename) => /\.([A-Za-z0-9]{1,16})$/.exec(filename)?.[1]?.toLowerCase() ?? null;
var contentTypeOf = (extension) => extension && Object.hasOwn(TYPES2, extension) && TYPES2[extension] || "application/octet-stream";
function downloadName(name, extension) {
  if (!extension || extensionOf(name) === extension) return name;
  return `${name}.${extension}`;
}

// server/files/byte-range.ts
var import_range_parser = __toESM(require_range_parser(), 1);
function requestedRange(header, ifRange, size) {
  if (!header || ifRange !== void 0) return null;
  const ranges = (0, import_range_parser.default)(size, header, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return null;
  return { start: ranges[0].start, end: ranges[0].end };
}

// server/public/downloads.ts
var gone = (c, why) => c.html(gonePage(why), 410);
function passwordForm2(c, f, state) {
  const form = passwordPage({ title: `${f.name} is protected`, what: "download this file", button: "Download", state });
  return c.html(form.html, form.status, form.headers);
}
var PASS_TTL_MS = 5 * 60 * 1e3;
var MAX_PASSES = 1e4;
var passes = /* @__PURE__ */ new Map();
function grantPass(c, f) {
  const now = Date.now();
  for (const [key2, pass] of passes) if (pass.until < now) passes.delete(key2);
  if (passes.size >= MAX_PASSES) passes.delete(passes.keys().next().value);
  const key = randomBytes(24).toString("base64url");
  passes.set(key, { fileId: f.id, until: now + PASS_TTL_MS });
  const href = `?key=${key}`;
  const body = `<h1>Your download is starting</h1><p>${esc(f.name)} will download in a moment.</p>
<p>If it does not, <a href="${href}">download it here</a>.</p>`;
  return c.html(page("Your download is starting", body), 200, { Refresh: `0; url=${href}`, "Cache-Control": "no-store" });
}
function takePass(key, f) {
  const pass = key ? passes.get(key) : void 0;
  if (!pass || pass.fileId !== f.id) return false;
  passes.delete(key);
  return pass.until >= Date.now();
}
async function serveFile(c, db, store, f, guard) {
  if (f.expiry && f.expiry < todayUtc()) return gone(c, "Its download period has ended.");
  if (f.passwordHash) {
    if (c.req.method === "POST" && guard) {
      const form = await c.req.parseBody().catch(() => ({}));
      const given = typeof form.password === "string" ? form.password : "";
      const check = await guard.check(c, `file:${f.id}`, given, f.passwordHash);
      if (check.result === "gone") return new Response(null, { status: 499 });
      if (check.result === "right") return grantPass(c, f);
      return passwordForm2(c, f, stateAfter(check));
    }
    if (c.req.method !== "GET" || !takePass(c.req.query("key"), f)) return passwordForm2(c, f, { is: "ask" });
  }
  const extension = f.extension ?? extensionOf(f.name);
  const name = downloadName(f.name, extension);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const headers = {
    "Content-Type": contentTypeOf(extension),
    "Content-Length": String(f.size),
    "Accept-Ranges": "bytes",
    "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox"
  };
  if (c.req.method === "HEAD") {
    if (f.maxDownloads !== null && f.downloads >= f.maxDownloads) return gone(c, "It has reached its maximum number of downloads.");
    return new Response(null, { status: 200, headers });
  }
  const range = requestedRange(c.req.header("Range"), c.req.header("If-Range"), f.size);
  if (range === "unsatisfiable") {
    return c.text("The requested range is not part of this file.", 416, { "Content-Range": `bytes */${f.size}`, "Cache-Control": "no-store" });
  }
  const [slot] = await db.update(files).set({ downloads: sql`${files.downloads} + 1` }).where(and(eq(files.id, f.id), or(isNull(files.maxDownloads), lt(files.downloads, files.maxDownloads)))).returning({ downloads: files.downloads });
  if (!slot) return gone(c, "It has reached its maximum number of downloads.");
  const release = () => db.update(files).set({ downloads: sql`greatest(${files.downloads} - 1, 0)` }).where(eq(files.id, f.id)).catch(() => {
  });
  const source = await store.open(f.storageName, range ?? void 0).catch(async (e) => {
    await release();
    throw e;
  });
  let complete = false;
  const body = new ReadableStream({
    start(controller) {
      source.on("data", (chunk) => {
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 1) <= 0) source.pause();
      });
      source.on("end", () => {
        complete = true;
        controller.close();
      });
      source.on("error", (e) => {
        void release();
        controller.error(e);
      });
    },
    pull() {
      source.resume();
    },
    cancel() {
      source.destroy();
      if (!complete) void release();
    }
  });
  if (!range) return new Response(body, { status: 200, headers });
  const partial = { "Content-Range": `bytes ${range.start}-${range.end}/${f.size}`, "Content-Length": String(range.end - range.start + 1) };
  return new Response(body, { status: 206, headers: { ...headers, ...partial } });
}

// server/middleware/pg-rate-limiter.ts
var CREATE = (table) => `create unlogged table if not exists ${table} (
  bucket text primary key, started bigint not null, count integer not null, allowed boolean not null)`;
var NOW_MS = `(extract(epoch from now()) * 1000)::bigint`;
var ENDED = `w.started <= ${NOW_MS} - $3`;
var TAKE = (table) => `insert into ${table} as w (bucket, started, count, allowed)
  values ($1, ${NOW_MS} / 1000 * 1000, 1, true)
  on conflict (bucket) do update set
    started = case when ${ENDED} then excluded.started else w.started end,
    count = case when ${ENDED} then 1 when w.count < $2 then w.count + 1 else w.count end,
    allowed = ${ENDED} or w.count < $2
  returning started, count, allowed, ${NOW_MS} as now`;
var GIVE_BACK = (table) => `update ${table} set count = count - 1 where bucket = $1 and started = $2 and count > 0`;
var SWEEP = (table) => `delete from ${table} where started <= ${NOW_MS} - $1`;
var PgRateLimiter = class {
  // V4: another window length needs its own `tableName` (a constant name), or one sweep would end the other's windows.
  constructor(query, windowMs = 6e4, tableName = "rate_limit_windows", ride) {
    this.query = query;
    this.windowMs = windowMs;
    this.tableName = tableName;
    this.ride = ride;
    this.sweeper = setInterval(() => void this.query({ text: SWEEP(tableName), values: [windowMs] }).catch(() => {
    }), windowMs);
    this.sweeper.unref();
  }
  query;
  windowMs;
  tableName;
  ride;
  ready;
  sweeper;
  // Two instances starting together may both create the table: the loser's error is no failure.
  table() {
    return this.ready ??= this.query({ text: CREATE(this.tableName) }).catch(async (e) => {
      const { rows } = await this.query({ text: `select to_regclass('${this.tableName}') is not null as made` });
      if (rows[0]?.made !== true) throw e;
    }).catch((e) => {
      this.ready = void 0;
      throw e;
    });
  }
  async take(bucket, limit2) {
    await this.table();
    const { rows } = await this.query({ name: `linkdash_take_${this.tableName}`, text: TAKE(this.tableName), values: [bucket, limit2, this.windowMs] });
    return this.decision(rows[0], limit2);
  }
  async takeSynced(userId, limit2) {
    if (!this.ride || !Number.isSafeInteger(userId) || !Number.isSafeInteger(limit2)) return void 0;
    await this.table();
    const values = [`'user:${userId}'`, String(limit2), String(this.windowMs)];
    const { synced, rows } = await this.ride(TAKE(this.tableName).replace(/\$([123])/g, (_, i) => values[Number(i) - 1]));
    return rows instanceof Error || !rows[0] ? void 0 : { decision: this.decision(rows[0], limit2), synced };
  }
  async giveBack(userId, decision) {
    if (!decision.allowed) return;
    const started = decision.resetAt * 1e3 - this.windowMs;
    await this.query({ text: GIVE_BACK(this.tableName), values: [`user:${userId}`, started] });
  }
  decision(row, limit2) {
    const started = Number(row.started);
    const now = Number(row.now);
    const count3 = Number(row.count);
    const resetMs = started + this.windowMs;
    return {
      allowed: row.allowed === true,
      limit: limit2,
      remaining: Math.max(0, limit2 - count3),
      resetAt: Math.ceil(resetMs / 1e3),
      // `now` is the statement's start: a window another instance opened while it waited may start after it.
      retryAfter: Math.min(this.windowMs / 1e3, Math.max(1, Math.ceil((resetMs - now) / 1e3)))
    };
  }
  close() {
    clearInterval(this.sweeper);
  }
};

// server/middleware/rate-limiter.ts
var RateLimiter = class {
  constructor(windowMs = 6e4, now = () => Date.now()) {
    this.windowMs = windowMs;
    this.now = now;
  }
  windowMs;
  now;
  buckets = /* @__PURE__ */ new Map();
  lastSweep = 0;
  take(bucket, limit2) {
    const now = this.now();
    this.sweep(now);
    let b = this.buckets.get(bucket);
    if (!b || now - b.start >= this.windowMs) {
      b = { start: Math.floor(now / 1e3) * 1e3, count: 0 };
      this.buckets.set(bucket, b);
    }
    const resetMs = b.start + this.windowMs;
    const allowed = b.count < limit2;
    if (allowed) b.count++;
    return {
      allowed,
      limit: limit2,
      remaining: Math.max(0, limit2 - b.count),
      resetAt: Math.ceil(resetMs / 1e3),
      retryAfter: Math.max(1, Math.ceil((resetMs - now) / 1e3))
    };
  }
  sweep(now) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, b] of this.buckets) if (now - b.start >= this.windowMs) this.buckets.delete(key);
  }
};

// server/auth/password-queue.ts
import { Worker } from "node:worker_threads";
var WORKER_SOURCE = `const { parentPort } = require('node:worker_threads'); const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, input: m }) => { let hash = null; try { hash = scryptSync(m.password, Buffer.from(m.salt, 'base64url'), m.length) } catch {} parentPort.postMessage({ id, hash }) })`;
var QueueFull = class extends Error {
  constructor(retryAfter) {
    super("Too many password checks are waiting.");
    this.retryAfter = retryAfter;
  }
  retryAfter;
};
var PasswordQueue = class {
  pool;
  constructor(threads = 1, maxWaiting = 32) {
    this.pool = new WorkerPool({
      threads,
      maxWaiting,
      start: () => new Worker(WORKER_SOURCE, { eval: true }),
      settle: (answer2) => answer2.hash ? Buffer.from(answer2.hash) : null
    });
  }
  /** Checks run, and dropped because their client had gone: for tests and figures. */
  get counts() {
    return this.pool.counts;
  }
  get depth() {
    return this.pool.depth;
  }
  /** The scrypt hash of `password`, null when it cannot be computed, or 'gone' when the client left before its turn. */
  run(password, salt, length, signal) {
    if (signal?.aborted) return Promise.resolve("gone");
    if (this.pool.full) throw new QueueFull(Math.max(1, Math.ceil(this.pool.waiting / 20)));
    return this.pool.run({ password, salt, length }, signal).catch((err) => err instanceof ClientGone ? "gone" : null);
  }
  close() {
    return this.pool.close();
  }
};

// server/auth/password-guard.ts
var TRIES_PER_ADDRESS = 10;
var TRIES_PER_TARGET = 200;
var TRY_WINDOW_MS = 10 * 6e4;
var MAX_PASSWORD_LENGTH = 1024;
var PasswordGuard = class {
  constructor(limiter, trustProxy, queue = new PasswordQueue()) {
    this.limiter = limiter;
    this.trustProxy = trustProxy;
    this.queue = queue;
  }
  limiter;
  trustProxy;
  queue;
  /** The form's `password` checked against `stored` for `target` (e.g. `link:12`, `file:3`). */
  async check(c, target, given, stored2) {
    const address = clientAddress(c, this.trustProxy);
    const mine2 = await this.limiter.take(`pw:${target}:${address}`, TRIES_PER_ADDRESS);
    if (!mine2.allowed) return { result: "throttled", retryAfter: mine2.retryAfter };
    const all = await this.limiter.take(`pw:${target}`, TRIES_PER_TARGET);
    if (!all.allowed && mine2.remaining < TRIES_PER_ADDRESS - 1) return { result: "throttled", retryAfter: all.retryAfter };
    if (given === "" || given.length > MAX_PASSWORD_LENGTH) return { result: "wrong" };
    try {
      const ok2 = await verifyQueued(this.queue, given, stored2, c.req.raw.signal);
      return { result: ok2 === "gone" ? "gone" : ok2 ? "right" : "wrong" };
    } catch (e) {
      if (e instanceof QueueFull) return { result: "busy", retryAfter: e.retryAfter };
      throw e;
    }
  }
};
var guards = /* @__PURE__ */ new WeakMap();
function passwordGuardFor(db, config) {
  let guard = guards.get(db);
  if (!guard) {
    const pool = config.databaseUrl ? db.$client : void 0;
    const limiter = pool ? new PgRateLimiter((q) => pool.query(q), TRY_WINDOW_MS, "password_try_windows") : new RateLimiter(TRY_WINDOW_MS);
    guard = new PasswordGuard(limiter, config.trustProxy);
    guards.set(db, guard);
  }
  return guard;
}

// server/links/post-limiter.ts
var PostLimiter = class {
  constructor(max = 5, windowMs = 10 * 6e4, maxAddresses = 5e4) {
    this.max = max;
    this.windowMs = windowMs;
    this.maxAddresses = maxAddresses;
  }
  max;
  windowMs;
  maxAddresses;
  windows = /* @__PURE__ */ new Map();
  /** 0 when the post may go ahead (and is counted), else the seconds until it may. */
  take(address, now = Date.now()) {
    let w = this.windows.get(address);
    if (!w || w.until <= now) {
      this.windows.delete(address);
      w = { n: 0, until: now + this.windowMs };
      this.windows.set(address, w);
      if (this.windows.size > this.maxAddresses) this.windows.delete(this.windows.keys().next().value);
    }
    if (w.n >= this.max) return Math.max(1, Math.ceil((w.until - now) / 1e3));
    w.n++;
    return 0;
  }
};

// server/links/overlay-posts.ts
var answer = (title, body) => page(title, `<h1>${esc(title)}</h1>${body}`);
var GONE = answer("This form is no longer available", "<p>The form you used has been removed by its owner.</p>");
var isForeignKeyViolation2 = (e) => {
  for (let cur = e; cur && typeof cur === "object"; cur = cur.cause) {
    if (cur.code === "23503") return true;
  }
  return false;
};
function overlayPostRoutes({ db, config }, limiter = new PostLimiter()) {
  const app = new Hono3();
  const limit2 = bodyLimit({
    maxSize: OVERLAY_POST_MAX_BYTES,
    onError: (c) => c.html(answer("That message is too long", "<p>Go back, shorten it and try again.</p>"), 413, { Connection: "close" })
  });
  app.post("/o/:id{[0-9]{1,10}}", limit2, async (c) => {
    const wait = limiter.take(clientAddress(c, config.trustProxy));
    if (wait) {
      return c.html(answer("Too many messages", `<p>Please wait ${wait} seconds before sending another one.</p>`), 429, { "Retry-After": String(wait) });
    }
    const id2 = parseId(c.req.param("id"));
    const [overlay] = id2 ? await db.select().from(overlays).where(and(eq(overlays.id, id2), inArray(overlays.type, ["contact", "newsletter"]))) : [];
    if (!overlay) return c.html(GONE, 404);
    const form = await c.req.parseBody().catch(() => ({}));
    const field = (name) => typeof form[name] === "string" ? form[name] : void 0;
    const parsed2 = overlay.type === "contact" ? contactPost.safeParse({ name: field("name"), email: field("email"), message: field("message") }) : newsletterPost.safeParse({ email: field("email") });
    if (!parsed2.success) {
      const message = parsed2.error.issues[0]?.message ?? "The form is not complete.";
      return c.html(answer("Please check the form", `<p class="error" role="alert">${esc(message)}</p><p>Go back and try again.</p>`), 400);
    }
    const data = parsed2.data;
    try {
      await db.insert(overlayMessages).values({ overlayId: overlay.id, userId: overlay.userId, name: data.name ?? "", email: data.email, message: data.message ?? "" });
    } catch (e) {
      if (isForeignKeyViolation2(e)) return c.html(GONE, 404);
      throw e;
    }
    const linkId = parseId(field("link") ?? "");
    const [link] = linkId ? await db.select({ url: links.longUrl }).from(links).where(and(eq(links.id, linkId), eq(links.userId, overlay.userId), eq(links.type, `overlay-${overlay.id}`))) : [];
    const host = link && httpHost(link.url);
    const onward = host ? `<p><a href="${esc(link.url)}">Continue to ${esc(host)}</a></p>` : "";
    return c.html(answer(overlay.type === "contact" ? OVERLAY_POST_THANKS : OVERLAY_SIGNUP_THANKS, onward));
  });
  return app;
}

// server/domains/own-hosts.ts
import { isIP } from "node:net";
var nameOf = (host) => host.replace(/:\d+$/, "");
var requestHost = (raw2) => (raw2 ?? "").toLowerCase().replace(/\.(?=:\d+$|$)/, "");
function isReservedHost(host, config) {
  const name = nameOf(host);
  return isLoopbackOrIp(host) || name === new URL(config.publicUrl).hostname.toLowerCase() || config.reservedHosts.includes(name);
}
var defaultPort = (url) => url.port || (url.protocol === "https:" ? "443" : "80");
var isLoopback = (name) => {
  const bare = name.replace(/^\[|\]$/g, "");
  if (bare === "localhost" || bare.endsWith(".localhost") || bare === "::1" || bare === "::" || bare === "0.0.0.0") return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  return /^::ffff:(127\.|7f)/.test(bare);
};
function leadsHere(target, config) {
  const name = target.hostname.toLowerCase().replace(/\.$/, "");
  const port = defaultPort(target);
  const pub = new URL(config.publicUrl);
  if (name === pub.hostname.toLowerCase() && port === defaultPort(pub)) return true;
  if (port !== String(config.port)) return false;
  return isLoopback(name) || name === config.host.toLowerCase().replace(/^\[|\]$/g, "") || name === `[${config.host}]`;
}
var brandedHostOf = (target) => target.host.toLowerCase().replace(/\.(?=:\d+$|$)/, "");

// contract/qr-sizes.ts
var QR_SIZES = [128, 256, 512, 1024, 2048];
var DEFAULT_QR_SIZE = 512;
function nearestQrSize(size) {
  const n = typeof size === "number" ? size : size ? Number(size) : NaN;
  if (!Number.isFinite(n)) return DEFAULT_QR_SIZE;
  return QR_SIZES.reduce((best, s) => Math.abs(s - n) <= Math.abs(best - n) ? s : best);
}

// server/qr/image-cache.ts
var ImageCache = class {
  constructor(maxEntries = 300, maxBytes = 32e6) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }
  maxEntries;
  maxBytes;
  images = /* @__PURE__ */ new Map();
  drawing = /* @__PURE__ */ new Map();
  bytes = 0;
  get(key, draw) {
    const image = this.images.get(key);
    if (image !== void 0) {
      this.images.delete(key);
      this.images.set(key, image);
      return Promise.resolve(image);
    }
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = draw().then(
        (drawn) => {
          this.drawing.delete(key);
          this.remember(key, drawn);
          return drawn;
        },
        (err) => {
          this.drawing.delete(key);
          throw err;
        }
      );
      this.drawing.set(key, pending);
    }
    return pending;
  }
  remember(key, image) {
    this.images.set(key, image);
    this.bytes += image.length;
    while (this.images.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, dropped] = this.images.entries().next().value;
      this.images.delete(oldest);
      this.bytes -= dropped.length;
    }
  }
};

// server/qr/image-answer.ts
import { createHash as createHash4 } from "node:crypto";
var imageKey = (parts) => `"${createHash4("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 27)}"`;
var busyAnswer = (c) => c.text("Too many QR images are being drawn right now. Try again in a few seconds.", 503, {
  "Retry-After": String(BUSY_RETRY_AFTER),
  "Cache-Control": "no-store"
});
async function gatedRead(gate, read2) {
  try {
    return { row: await gate.run(read2) };
  } catch (err) {
    if (err instanceof PoolBusy) return null;
    throw err;
  }
}
async function imageAnswer(c, cache, etag, format, job) {
  const headers = { "Cache-Control": "public, no-cache", ETag: etag };
  if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
  let image;
  try {
    image = await cache.get(etag, async () => {
      const drawn = await renderPool().run(await job());
      return typeof drawn === "string" ? drawn : new Uint8Array(drawn.buffer, drawn.byteOffset, drawn.length);
    });
  } catch (err) {
    if (!(err instanceof PoolBusy)) throw err;
    return busyAnswer(c);
  }
  return c.body(image, 200, { ...headers, "Content-Type": format === "png" ? "image/png" : "image/svg+xml" });
}

// server/qr/read-gate.ts
var ReadGate = class {
  constructor(running = 4, waiting = 256) {
    this.running = running;
    this.waiting = waiting;
  }
  running;
  waiting;
  active = 0;
  line = [];
  async run(read2) {
    if (this.active >= this.running) {
      if (this.line.length >= this.waiting) throw new PoolBusy("QR image reads queue full");
      await new Promise((resolve) => this.line.push(resolve));
    } else this.active++;
    try {
      return await read2();
    } finally {
      const next2 = this.line.shift();
      if (next2) next2();
      else this.active--;
    }
  }
};

// server/qr/scan-marker.ts
var SCAN_MARKER = "qr";
var SCAN_REFERRER = "QR code";
var scanUrl = (shortUrl) => `${shortUrl}?${SCAN_MARKER}`;
function scanned(c) {
  const url = c.env?.incoming?.url ?? c.req.url;
  const at = url.indexOf("?");
  return at >= 0 && url.slice(at + 1) === SCAN_MARKER;
}

// server/qr/link-qr.ts
var LOOK = { background: "rgb(255,255,255)", foreground: "rgb(0,0,0)" };
function linkQrRoutes(db, config, drawn, reads) {
  const app = new Hono3();
  app.get("/qr/link/:id{[0-9]+}/:file{[A-Za-z0-9_-]{3,50}\\.(png|svg)}", async (c) => {
    const id2 = parseId(c.req.param("id"));
    const [alias, ext] = c.req.param("file").split(".");
    const read2 = id2 === null ? { row: [] } : await gatedRead(reads, () => db.select({ alias: links.alias, domain: links.domain }).from(links).where(eq(links.id, id2)));
    if (!read2) return busyAnswer(c);
    const [link] = read2.row;
    if (!link || link.alias !== alias) return c.html(notFoundPage(), 404);
    const text2 = scanUrl(shortUrlOf(config.publicUrl, link));
    const size = nearestQrSize(c.req.query("size"));
    const etag = imageKey([text2, LOOK, ext === "png" ? `png:${size}` : "svg"]);
    return imageAnswer(c, drawn, etag, ext, async () => ({ op: ext, text: text2, look: LOOK, size }));
  });
  return app;
}

// server/qr/qr-public.ts
function qrPublicRoutes({ db, config, clicks: clicks2 }) {
  const app = new Hono3();
  const byToken = async (token) => (await db.select().from(qrCodes).where(eq(qrCodes.token, token)))[0];
  const withLogoSha = async (token) => (await db.select({ ...getTableColumns(qrCodes), logoSha: qrLogos.sha }).from(qrCodes).leftJoin(qrLogos, eq(qrLogos.qrId, qrCodes.id)).where(eq(qrCodes.token, token)))[0];
  const logoOf = async (qrId) => (await db.select({ png: qrLogos.png }).from(qrLogos).where(eq(qrLogos.qrId, qrId)))[0]?.png;
  const encoded = (q) => isDynamicType(q.type) ? qrUrls(config.publicUrl, q).scan : qrPayload(q.type, q.data);
  const drawn = new ImageCache();
  const reads = new ReadGate();
  app.get("/qr/:file{[A-Za-z0-9]+\\.(png|svg|vcf)}", async (c) => {
    const [token, ext] = c.req.param("file").split(".");
    const read2 = await gatedRead(reads, () => withLogoSha(token));
    if (!read2) return busyAnswer(c);
    const q = read2.row;
    if (!q) return c.html(notFoundPage(), 404);
    if (ext === "png" || ext === "svg") {
      const size = nearestQrSize(c.req.query("size"));
      const etag = imageKey([encoded(q), q.background, q.foreground, q.logoSha, ext === "png" ? `png:${size}` : "svg"]);
      return imageAnswer(c, drawn, etag, ext, async () => {
        const logo = q.logoSha ? await reads.run(() => logoOf(q.id)) : void 0;
        return { op: ext, text: encoded(q), look: { background: q.background, foreground: q.foreground }, size, logo };
      });
    }
    if (q.type !== "vcard") return c.html(notFoundPage(), 404);
    const d = q.data;
    const name = [d.fname, d.lname].filter(Boolean).join("-").replace(/[^A-Za-z0-9-]/g, "") || "contact";
    return c.body(vcardText(d), 200, {
      "Content-Type": "text/vcard; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.vcf"`
    });
  });
  app.get("/s/:token{[A-Za-z0-9]+}", async (c) => {
    const q = await byToken(c.req.param("token"));
    if (!q || !isDynamicType(q.type)) return c.html(notFoundPage(), 404);
    c.header("Cache-Control", "no-store");
    const target = qrTarget(config.publicUrl, { ...q, type: q.type });
    if (c.req.method === "HEAD") return c.redirect(target, 302);
    if (q.linkId) await clicks2.record(clicks2.visit(c), q.linkId);
    return c.redirect(target, 302);
  });
  app.route("/", linkQrRoutes(db, config, drawn, reads));
  return app;
}

// server/bio/bio-public.ts
var REDIRECT_HEADERS2 = { ...securityHeadersFor(NOTHING_CSP), "Cache-Control": "no-store" };
function bioPublicRoutes({ db, clicks: clicks2, linkCache }, unknown2) {
  const app = new Hono3();
  app.get("/:alias{[A-Za-z0-9_-]{3,50}}/go/:block{[1-9][0-9]{0,9}}", async (c) => {
    const branded = c.get("branded");
    const page2 = await linkCache.resolve(db, branded?.domain ?? "", c.req.param("alias"));
    const id2 = Number(c.req.param("block"));
    const block = page2?.kind === "bio" && page2.bio?.public && (!branded || page2.userId === branded.userId) ? page2.bio.blocks.find((b) => b.type === "link" && b.id === id2) : void 0;
    if (block?.type !== "link") return unknown2(c);
    if (c.req.method === "GET") await clicks2.record(clicks2.visit(c), id2);
    return new Response(null, { status: 302, headers: { ...REDIRECT_HEADERS2, Location: latin1Location(block.url) } });
  });
  app.get("/bio/:id{[1-9][0-9]{0,9}}/:file{avatar-[0-9a-f]{16}\\.png}", async (c) => {
    const sha2 = c.req.param("file").slice(7, -4);
    const [row] = await db.select({ png: bioPages.avatarPng }).from(bioPages).where(and(eq(bioPages.linkId, Number(c.req.param("id"))), eq(bioPages.avatarSha, sha2), eq(bioPages.public, true)));
    if (!row?.png) return unknown2(c);
    return c.body(new Uint8Array(row.png), 200, { "Content-Type": "image/png", "Cache-Control": "public, max-age=31536000, immutable" });
  });
  return app;
}

// server/public/routes.ts
var ALIAS2 = "/:alias{[A-Za-z0-9_-]{3,50}}";
function publicLinkRedirect(deps) {
  const ownHost = new URL(deps.config.publicUrl).host.toLowerCase();
  const app = new Hono3();
  app.get(ALIAS2, async (c, next2) => {
    const host = nodeHeader(c, "host")?.toLowerCase();
    if (host && host !== ownHost) return next2();
    const alias = c.req.param("alias");
    let counted = false;
    const cached = deps.linkCache.cached(deps.db, "", alias);
    if (cached) {
      const answer2 = await followLink(c, deps.clicks, cached.link, shortUrlOf(deps.config.publicUrl, cached.link), { current: cached.current });
      if (answer2 instanceof Response) return answer2;
      counted = answer2.stale.counted;
    }
    const link = await deps.linkCache.resolve(deps.db, "", alias);
    if (!link) {
      c.set("linkMissed", true);
      return next2();
    }
    return followLink(c, deps.clicks, link, shortUrlOf(deps.config.publicUrl, link), { counted });
  });
  return app;
}
function publicRoutes2(deps, store) {
  const { db } = deps;
  const app = new Hono3();
  const ownHost = new URL(deps.config.publicUrl).host.toLowerCase();
  app.use("*", async (c, next2) => {
    const host = requestHost(c.req.header("Host"));
    const [branded] = host && host !== ownHost ? await db.select().from(domains).where(and(eq(domains.host, host), eq(domains.status, "verified"))) : [];
    c.set("branded", branded ?? null);
    await next2();
  });
  const unknown2 = (c) => {
    const branded = c.get("branded");
    return branded?.redirect404 ? c.redirect(branded.redirect404, 302) : c.html(notFoundPage(), 404);
  };
  app.get("/", (c) => {
    const branded = c.get("branded");
    if (!branded) return c.redirect("/app/", 302);
    return branded.redirectRoot ? c.redirect(branded.redirectRoot, 302) : c.html(notFoundPage(), 404);
  });
  app.get("/avatar/:file{[^/]+\\.svg}", (c) => {
    const name = c.req.param("file").slice(0, -4);
    return c.body(avatarSvg(name), 200, { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" });
  });
  app.route("/", campaignPublicRoutes(deps, unknown2));
  app.route("/", qrPublicRoutes(deps));
  app.route("/", overlayPostRoutes(deps));
  app.route("/", bioPublicRoutes(deps, unknown2));
  const formLimit = bodyLimit({
    maxSize: 16 * 1024,
    // The unread rest of the body is not waited for: the connection closes after the answer.
    onError: (c) => c.html(page("Too large", "<h1>That request is too large</h1><p>Go back and try again.</p>"), 413, { Connection: "close" })
  });
  const postLimit = (c, next2) => c.req.method === "POST" ? formLimit(c, next2) : next2();
  app.on(["GET", "POST"], ALIAS2, postLimit, async (c) => {
    const alias = c.req.param("alias");
    const branded = c.get("branded");
    const found = c.get("linkMissed") ? void 0 : await deps.linkCache.resolve(db, branded?.domain ?? "", alias);
    const link = found && (!branded || found.userId === branded.userId) ? found : void 0;
    if (link) {
      if (c.req.method === "POST" && !link.passwordHash) return unknown2(c);
      return followLink(c, deps.clicks, link, shortUrlOf(deps.config.publicUrl, link), { guard: passwordGuardFor(db, deps.config) });
    }
    const [file] = await db.select().from(files).where(branded ? and(eq(files.alias, alias), eq(files.userId, branded.userId)) : eq(files.alias, alias));
    if (file) return serveFile(c, db, store, file, passwordGuardFor(db, deps.config));
    return unknown2(c);
  });
  app.all("*", (c) => unknown2(c));
  return app;
}

// server/clicks/recorder.ts
import { existsSync, linkSync, mkdirSync as mkdirSync2, readFileSync as readFileSync4, rmSync as rmSync2, writeFileSync } from "node:fs";
import path4 from "node:path";
import { randomBytes as randomBytes2 } from "node:crypto";

// server/clicks/click-batch.ts
var SEP = "\0";
function clickValues(click) {
  const hit = { v: click.visitor, c: click.country, r: click.referrer, b: click.browser, o: click.os, g: click.language, d: click.device ?? "" };
  const { v, c, r, b, o, g, d } = hit;
  return Object.freeze({
    key: [v, c, r, b, o, g, d].join(SEP),
    json: JSON.stringify(hit).slice(1, -1),
    hit: Object.freeze(hit)
  });
}
var ClickSums = class _ClickSums {
  links = /* @__PURE__ */ new Map();
  legacy = { links: [], totals: [], visitors: [] };
  counted = 0;
  get empty() {
    return this.links.size === 0 && this.legacy.links.length === 0;
  }
  /** Clicks summed, the pre-0014 shape's included. */
  get clicks() {
    return this.counted + this.legacy.links.reduce((n, l) => n + l.clicks, 0);
  }
  count(linkId, values, n = 1) {
    let sums = this.links.get(linkId);
    if (!sums) this.links.set(linkId, sums = /* @__PURE__ */ new Map());
    const known2 = sums.get(values.key);
    if (known2) known2.n += n;
    else sums.set(values.key, { l: linkId, values, n });
    this.counted += n;
    return this;
  }
  add(click) {
    return this.count(click.linkId, clickValues(click));
  }
  merge(batch) {
    if (batch instanceof _ClickSums) {
      for (const sums of batch.links.values()) for (const e of sums.values()) this.count(e.l, e.values, e.n);
      this.keep(batch.legacy);
      return this;
    }
    for (const h of batch.hits ?? []) this.count(h.l, clickValues({ visitor: h.v, country: h.c, referrer: h.r, browser: h.b, os: h.o, language: h.g, device: h.d }), h.n);
    this.keep({ links: batch.links ?? [], totals: batch.totals ?? [], visitors: batch.visitors ?? [] });
    return this;
  }
  batch() {
    const hits = [];
    for (const sums of this.links.values()) for (const e of sums.values()) hits.push({ l: e.l, ...e.values.hit, n: e.n });
    const batch = { hits };
    if (this.legacy.links.length) Object.assign(batch, structuredClone(this.legacy));
    return batch;
  }
  /** `JSON.stringify(this.batch())`'s content, written from the entries' own JSON text. */
  json() {
    let text2 = '{"hits":[';
    let next2 = "";
    for (const sums of this.links.values()) {
      for (const e of sums.values()) {
        text2 += `${next2}{"l":${e.l},${e.values.json},"n":${e.n}}`;
        next2 = ",";
      }
    }
    text2 += "]";
    const { links: links2, totals, visitors } = this.legacy;
    if (links2.length) text2 += `,"links":${JSON.stringify(links2)},"totals":${JSON.stringify(totals)},"visitors":${JSON.stringify(visitors)}`;
    return `${text2}}`;
  }
  keep(legacy) {
    if (!legacy.links.length && !legacy.totals.length && !legacy.visitors.length) return;
    this.legacy.links.push(...legacy.links.map((l) => ({ ...l })));
    this.legacy.totals.push(...legacy.totals.map((t) => ({ ...t })));
    this.legacy.visitors.push(...legacy.visitors.map((v) => ({ ...v })));
  }
};

// server/clicks/click-journal.ts
import { closeSync, fsync, ftruncateSync, mkdirSync, openSync, readdirSync, readFileSync as readFileSync2, rmSync, writeSync } from "node:fs";
import path3 from "node:path";
var ROTATE_BYTES = 4 * 1024 * 1024;
var SYNC_MS = 200;
var FILE = /^(\d+)\.journal$/;
var quoted = (text2) => `'${text2.replaceAll("'", "''")}'`;
var ClickJournal = class {
  constructor(exec, dir, syncToDisk, rotateBytes = ROTATE_BYTES) {
    this.exec = exec;
    this.dir = dir;
    this.rotateBytes = rotateBytes;
    if (syncToDisk) {
      this.timer = setInterval(() => this.syncSoon(), SYNC_MS);
      this.timer.unref();
    }
  }
  exec;
  dir;
  rotateBytes;
  sums = new ClickSums();
  fd = -1;
  generation = 0;
  offset = 0;
  unsynced = false;
  opened = null;
  running = null;
  queued = null;
  durableNext = false;
  broken = false;
  replayed = 0;
  // The position the database holds.
  committed = { generation: -1, position: -1 };
  timer;
  /** Clicks kept in memory only because the journal could not be written (a full disk): logged, folded. */
  unjournaled = 0;
  /**
   * Appends a turn's clicks, summed up. Once it returns, they survive the process; a journal that cannot
   * be written (ENOSPC, EIO) never fails the redirect: D33a, the clicks wait in memory for the next fold.
   */
  async append(batch) {
    const sums = batch instanceof ClickSums ? batch : new ClickSums().merge(batch);
    try {
      if (this.fd < 0) await this.open();
      if (this.broken) throw new Error("the journal file failed before and waits for a new file");
      this.write(`${sums.json()}
`);
    } catch (e) {
      this.unwritten(sums, e);
    }
    this.sums.merge(sums);
  }
  write(line2) {
    const length = Buffer.byteLength(line2);
    try {
      if (writeSync(this.fd, line2) !== length) throw Object.assign(new Error("the journal took part of a line"), { code: "ENOSPC" });
    } catch (e) {
      try {
        ftruncateSync(this.fd, this.offset);
      } catch {
        this.broken = true;
      }
      throw e;
    }
    this.offset += length;
    this.unsynced = true;
  }
  unwritten(sums, e) {
    const first = this.unjournaled === 0;
    const clicks2 = sums.clicks;
    this.unjournaled += clicks2;
    if (first || this.unjournaled % 1e3 < clicks2) {
      console.error(`The click journal cannot be written (${e.code ?? e}): ${this.unjournaled} click(s) so far kept in memory and folded into the database directly.`);
    }
  }
  /**
   * Commits every click appended so far to the rollups; the number of clicks folded. Folds run one after
   * another; a call while one runs gets the next, which starts after it and so sees every earlier append.
   */
  fold(opts = {}) {
    this.durableNext ||= opts.durable === true;
    if (!this.running) {
      this.running = this.foldOnce().finally(() => this.running = null);
      return this.running;
    }
    this.queued ??= this.running.catch(() => {
    }).then(() => {
      this.queued = null;
      return this.fold();
    });
    return this.queued;
  }
  /** A normal stop: folds everything, durably, and closes the file. */
  async close() {
    clearInterval(this.timer);
    if (this.fd < 0 && !this.opened) return;
    await this.fold({ durable: true });
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
  }
  open() {
    this.opened ??= this.recover().catch((e) => {
      this.opened = null;
      throw e;
    });
    return this.opened;
  }
  /**
   * Finds what no fold took: the current file beyond the committed position, and any newer file (a
   * rotation cut short). It goes on appending to the current file when there is none; otherwise it
   * starts a new file and folds what it read, durably, before anything is appended.
   */
  async recover() {
    mkdirSync(this.dir, { recursive: true });
    const [found] = await this.exec("select generation, position from click_journal where id = 1");
    const committed = { generation: Number(found?.rows[0]?.generation ?? 0), position: Number(found?.rows[0]?.position ?? 0) };
    const files2 = readdirSync(this.dir).map((name) => FILE.exec(name)?.[1]).filter((g) => g !== void 0).map(Number).sort((a, b) => a - b);
    const newest = Math.max(committed.generation, ...files2);
    const replayed = new ClickSums();
    let unreadable = 0;
    let resume = committed.position === 0 && files2.every((g) => g < committed.generation);
    for (const generation of files2.filter((g) => g >= committed.generation)) {
      const bytes = readFileSync2(this.fileOf(generation));
      const from = generation === committed.generation ? committed.position : 0;
      if (generation === committed.generation && generation === newest && from === bytes.length) resume = true;
      const end = bytes.lastIndexOf(10) + 1;
      if (end <= from) continue;
      for (const line2 of bytes.subarray(from, end).toString("utf8").split("\n")) {
        if (!line2) continue;
        try {
          replayed.merge(JSON.parse(line2));
        } catch {
          unreadable++;
        }
      }
    }
    if (unreadable) console.error(`The click journal in ${this.dir} had ${unreadable} unreadable line(s) (a crash of the machine?); they were skipped.`);
    if (resume && replayed.empty) {
      this.generation = committed.generation;
      this.offset = committed.position;
      this.fd = openSync(this.fileOf(this.generation), "a");
      this.committed = committed;
      this.deleteBefore(this.generation);
      return;
    }
    this.generation = newest + 1;
    this.offset = 0;
    this.replayed += await this.commit(replayed, true);
    this.fd = openSync(this.fileOf(this.generation), "w");
    this.deleteBefore(this.generation);
  }
  async foldOnce() {
    if (this.fd < 0) await this.open();
    const replayed = this.replayed;
    this.replayed = 0;
    const durable = this.durableNext;
    this.durableNext = false;
    const moved = this.committed.generation !== this.generation || this.committed.position !== this.offset;
    if (this.sums.empty && !(durable && moved)) return replayed;
    const rotate = (this.offset >= this.rotateBytes || this.broken) && this.rotated();
    const taken = this.sums;
    this.sums = new ClickSums();
    try {
      const folded = await this.commit(taken, durable || rotate);
      if (durable || rotate) this.deleteBefore(this.generation);
      return replayed + folded;
    } catch (e) {
      this.sums = taken.merge(this.sums);
      this.replayed += replayed;
      throw e;
    }
  }
  /**
   * The clicks and the position in one transaction. Relaxed (its log synced within PGlite's sync interval)
   * unless `durable`: a commit lost with the machine leaves the older position, and a start replays.
   * Only a durable commit lets older files be deleted.
   */
  async commit(sums, durable) {
    const at = { generation: this.generation, position: this.offset };
    const statements = [
      `update click_journal set generation = ${at.generation}, position = ${at.position} where id = 1`,
      "select fold_clicks() as n"
    ];
    if (!sums.empty) statements.unshift(`insert into click_pending (clicks) values (${quoted(sums.json())}::jsonb)`);
    const results = await this.exec(`${durable ? "" : RELAXED_COMMIT}${statements.join(";\n")}`);
    this.committed = at;
    return Number(results.at(-1)?.rows[0]?.n ?? 0);
  }
  /** A full disk may refuse the new file: then the current one goes on (D33a). */
  rotated() {
    let fd;
    try {
      fd = openSync(this.fileOf(this.generation + 1), "w");
    } catch {
      return false;
    }
    closeSync(this.fd);
    this.fd = fd;
    this.generation++;
    this.offset = 0;
    this.broken = false;
    return true;
  }
  deleteBefore(generation) {
    for (const name of readdirSync(this.dir)) {
      const g = FILE.exec(name)?.[1];
      if (g !== void 0 && Number(g) < generation) rmSync(path3.join(this.dir, name), { force: true });
    }
  }
  syncSoon() {
    if (!this.unsynced || this.fd < 0) return;
    this.unsynced = false;
    fsync(this.fd, () => {
    });
  }
  fileOf(generation) {
    return path3.join(this.dir, `${generation}.journal`);
  }
};

// server/clicks/geo.ts
var import_mmdb_lib = __toESM(require_lib(), 1);
import { readFileSync as readFileSync3 } from "node:fs";
import { createRequire as createRequire3 } from "node:module";
import { isIPv4, isIPv6 } from "node:net";
var defaultFile = () => createRequire3(import.meta.url).resolve("@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb");
var countries = new Set(COUNTRY_CODES);
var RESERVED_V4 = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3]
];
var v4ToInt = (ip) => ip.split(".").reduce((n, octet) => n * 256 + Number(octet), 0);
var reservedV4 = RESERVED_V4.map(([base, bits]) => ({ start: v4ToInt(base), size: 2 ** (32 - bits) }));
function isReserved(ip, v4) {
  if (v4) {
    const n = v4ToInt(ip);
    return reservedV4.some(({ start, size }) => n >= start && n < start + size);
  }
  const [first = "", second = ""] = ip.split(":");
  const head = parseInt(first || "0", 16);
  return head === 0 || head >= 64512 || head === 8193 && parseInt(second || "0", 16) === 3512;
}
function normaliseIp(raw2) {
  const ip = raw2.trim().replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
}
function loadCountryLookup(file = defaultFile()) {
  const reader = new import_mmdb_lib.Reader(readFileSync3(file));
  return (raw2) => {
    if (typeof raw2 !== "string") return "";
    const ip = normaliseIp(raw2);
    const v4 = isIPv4(ip);
    if (!v4 && !isIPv6(ip) || isReserved(ip, v4)) return "";
    try {
      const record = reader.get(ip);
      const code = record?.country_code?.toUpperCase() ?? "";
      return countries.has(code) ? code : "";
    } catch {
      return "";
    }
  };
}

// server/clicks/recorder.ts
function visitorSalt(dataDir) {
  const file = path4.join(dataDir, "visitor-salt");
  if (existsSync(file)) return readFileSync4(file, "utf8").trim();
  mkdirSync2(dataDir, { recursive: true });
  const mine2 = `${file}.${process.pid}`;
  writeFileSync(mine2, randomBytes2(32).toString("hex"), { mode: 384 });
  try {
    linkSync(mine2, file);
  } catch (e) {
    if (e.code !== "EEXIST") throw e;
  } finally {
    rmSync2(mine2, { force: true });
  }
  return readFileSync4(file, "utf8").trim();
}
var lookup;
var countryOf = (ip) => (lookup ??= loadCountryLookup())(ip);
var MAX_BATCH = 2e3;
var PG_FOLD_MS = 250;
var JOURNAL_FOLD_MS = 50;
var VACUUM_INTERVAL_MS = 1e4;
var FOLD_ATTEMPTS = 3;
var KNOWN_LIMIT = 1e4;
var FOLD_RETRY_MS = 1e3;
var PRUNE_INTERVAL_MS = 6e4;
var PRUNE_ROWS = 5e3;
var NOT_COUNTED = Promise.resolve(false);
function pendingBatch() {
  let settle = () => {
  };
  const done = new Promise((resolve, reject) => settle = (ok2, e) => ok2 ? resolve(true) : reject(e));
  return { sums: new ClickSums(), clicks: 0, done, settle };
}
var INSERT_PENDING = "insert into click_pending (clicks) values ($1::jsonb)";
var PG_IN_FLIGHT = 2;
function pendingTable(db, pool, stats) {
  const Pool = pool.constructor;
  const batches = new Pool({ ...pool.options, max: PG_IN_FLIGHT, options: "-c synchronous_commit=off" });
  batches.on("error", (e) => console.error(`PostgreSQL closed an idle connection of the click recorder: ${e.message}`));
  const fold = async () => {
    const notice = stats.foldNotice();
    const statement = notice ? sql`select n, case when n > 0 then pg_notify(${notice.channel}, ${notice.payload}) end from (select fold_clicks() as n) f` : sql`select fold_clicks() as n`;
    for (let attempt = 1; ; attempt++) {
      try {
        const { rows } = await db.execute(statement);
        return { clicks: Number(rows[0]?.n ?? 0), told: notice !== null };
      } catch (e) {
        if (attempt < FOLD_ATTEMPTS && isForeignKeyViolation(e)) continue;
        throw e;
      }
    }
  };
  return {
    maxInFlight: PG_IN_FLIGHT,
    foldDelayMs: PG_FOLD_MS,
    commit: async (batch) => {
      await batches.query({ name: "linkdash_record_clicks", text: INSERT_PENDING, values: [batch.json()] });
    },
    fold,
    close: async () => {
      await fold();
      await batches.end();
    }
  };
}
function journal(exec, opts) {
  const file = new ClickJournal(exec, path4.join(opts.dataDir, "clicks"), opts.embeddedFsync !== false);
  return {
    // Appends are synchronous: one at a time, each turn's clicks in one.
    maxInFlight: 1,
    foldDelayMs: JOURNAL_FOLD_MS,
    commit: (batch) => file.append(batch),
    fold: async () => ({ clicks: await file.fold(), told: false }),
    close: () => file.close()
  };
}
function sinkFor(db, stats, opts) {
  const client = db.$client;
  if (client && "totalCount" in client) return pendingTable(db, client, stats);
  if (!client || !("exec" in client)) throw new Error("The click recorder needs a drizzle database that exposes its driver ($client).");
  return journal(client.exec.bind(client), opts);
}
var ClickRecorder = class {
  constructor(db, stats, opts) {
    this.db = db;
    this.stats = stats;
    this.salt = visitorSalt(opts.dataDir);
    this.detailDays = opts.clickDetailDays ?? 0;
    this.trustProxy = opts.trustProxy;
    this.sink = sinkFor(db, stats, opts);
    this.warmUp = setTimeout(() => {
      countryOf("127.0.0.1");
      this.foldSoon();
    }, 1e3);
    this.warmUp.unref();
  }
  db;
  stats;
  salt;
  trustProxy;
  sink;
  warmUp;
  // Visits by address and headers: real traffic repeats them (a visitor's several clicks, the same
  // office); LRU-bounded. Shared, so frozen.
  known = /* @__PURE__ */ new Map();
  /** What a request tells about its visitor: the facts a click records, and what targeting reads. */
  visit(c) {
    const userAgent = nodeHeader(c, "user-agent") ?? "";
    const ip = clientAddress(c, this.trustProxy);
    const acceptLanguage = nodeHeader(c, "accept-language") ?? "";
    const referer = scanned(c) ? SCAN_REFERRER : nodeHeader(c, "referer") ?? "";
    const key = `${ip}\0${userAgent}\0${acceptLanguage}\0${referer}`;
    let visit = this.known.get(key);
    if (visit) {
      this.known.delete(key);
    } else {
      const languages = parseAcceptLanguage(acceptLanguage);
      const facts = {
        ...describeAgent(userAgent),
        country: countryOf(ip),
        language: languages[0] ?? "",
        referrer: referer === SCAN_REFERRER ? referer : referrerHost(referer),
        userAgent,
        languages,
        visitor: visitorHash(this.salt, ip, userAgent)
      };
      visit = Object.freeze({ ...facts, values: clickValues(facts) });
      if (this.known.size >= KNOWN_LIMIT) this.known.delete(this.known.keys().next().value);
    }
    this.known.set(key, visit);
    return visit;
  }
  /**
   * Counts the visit as a click on `linkId`, unless it comes from a bot or a link previewer. Resolves
   * once the click is committed, so an answer sent after it means a stored click. Clicks arriving
   * together are group-committed, summed up: a row of click_pending on PostgreSQL, a line of the
   * journal on PGlite; the rollups are brought up to date by `settle` (before any read of counts) and
   * a timer.
   */
  record(visit, linkId) {
    if (visit.bot) return NOT_COUNTED;
    let batch = this.pending.at(-1);
    if (!batch || batch.clicks >= MAX_BATCH) this.pending.push(batch = pendingBatch());
    batch.sums.count(linkId, visit.values);
    batch.clicks++;
    this.schedule();
    return batch.done;
  }
  /**
   * A normal stop: commits every click handed to `record` so far, folds them, then lets go of the
   * recorder's own connections and files (the database is closed after).
   */
  async close() {
    clearTimeout(this.warmUp);
    while (this.pending.length || this.inFlight.size) {
      this.flush();
      await Promise.all(this.inFlight);
    }
    if (this.foldTimer) clearTimeout(this.foldTimer);
    await this.sink.close();
  }
  /**
   * Folds every click committed so far, this process's or another's, into the rollups and the
   * counters, so that what is read next is exact. Cheap when nothing is pending.
   */
  async settle() {
    const { clicks: clicks2, told } = await this.sink.fold();
    if (clicks2 > 0 && performance.now() - this.vacuumedAt >= VACUUM_INTERVAL_MS) {
      this.vacuumedAt = performance.now();
      await this.db.execute(sql`vacuum (skip_locked) click_pending`);
    }
    if (clicks2 > 0) this.stats.folded(told);
    if (this.detailDays > 0 && performance.now() - this.prunedAt >= PRUNE_INTERVAL_MS) {
      this.prunedAt = performance.now();
      await this.prune();
    }
  }
  /** Drops up to PRUNE_ROWS rows of click detail older than CLICK_DETAIL_DAYS from each table (T8). */
  async prune() {
    const cutoff = sql`now() - make_interval(days => ${this.detailDays})`;
    const result = await this.db.execute(sql`
      with hits as (
        delete from click_hits where ctid in (select ctid from click_hits where at < ${cutoff} limit ${PRUNE_ROWS}) returning 1
      ), events as (
        delete from click_events where id in (select id from click_events where at < ${cutoff} limit ${PRUNE_ROWS}) returning 1
      )
      select (select count(*) from hits)::int + (select count(*) from events)::int as n`);
    return Number(result.rows[0]?.n ?? 0);
  }
  foldTimer = null;
  vacuumedAt = performance.now();
  detailDays;
  prunedAt = -Infinity;
  // Clicks are folded a moment after they arrive, in bulk, off the redirect's path.
  foldSoon() {
    if (this.foldTimer) return;
    this.foldTimer = setTimeout(() => {
      this.foldTimer = null;
      this.settle().catch((e) => {
        console.error("Folding clicks failed; retrying in a second:", e);
        setTimeout(() => this.foldSoon(), FOLD_RETRY_MS).unref();
      });
    }, this.sink.foldDelayMs);
    this.foldTimer.unref();
  }
  pending = [];
  inFlight = /* @__PURE__ */ new Set();
  scheduled = false;
  // Clicks that arrive while the batches in flight commit form the next batch. The flush waits for
  // setImmediate, so the event loop reads the requests already received (on PGlite a query never
  // yields to it) and each batch holds every click of one turn.
  schedule() {
    if (this.scheduled || this.inFlight.size >= this.sink.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }
  flush() {
    while (this.pending.length && this.inFlight.size < this.sink.maxInFlight) {
      const done = this.commit(this.pending.shift()).finally(() => {
        this.inFlight.delete(done);
        if (this.pending.length) this.schedule();
      });
      this.inFlight.add(done);
    }
  }
  // The batch summed up here, where a Map costs less than rows and a GROUP BY in the database.
  async commit(batch) {
    try {
      await this.sink.commit(batch.sums);
      batch.settle(true);
      this.foldSoon();
    } catch (e) {
      batch.settle(false, e);
    }
  }
};

// server/cluster/pg-change-bus.ts
import { randomUUID } from "node:crypto";
var CHANNEL = "linkdash_changes";
var RECONNECT_MS = [100, 250, 500, 1e3, 2e3];
function pgChangeBus(connectionString, query) {
  const id2 = randomUUID();
  const handlers = [];
  const handle = (change) => handlers.forEach((h) => h(change));
  const pending = /* @__PURE__ */ new Set();
  let listener = null;
  let closed = false;
  let attempt = 0;
  let inFlight;
  let queued;
  let riders = [];
  const down = (client) => {
    if (listener === client) listener = null;
    handle({ kind: "reset" });
    client.removeAllListeners();
    client.on("error", () => {
    });
    void client.end().catch(() => {
    });
    if (!closed) setTimeout(() => void connect(), RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]).unref();
  };
  const connect = async () => {
    if (closed) return;
    const { default: driver } = await import("pg");
    const client = new driver.Client({ connectionString, application_name: "linkdash-changes" });
    let lost = false;
    const lose = (e) => {
      if (lost) return;
      lost = true;
      if (e && !closed) console.error(`The change notification connection to PostgreSQL failed (${e.message}); caches are bypassed until it is back.`);
      down(client);
    };
    client.on("error", lose);
    client.on("end", () => lose());
    client.on("notification", (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      let message;
      try {
        message = JSON.parse(n.payload);
      } catch {
        return handle({ kind: "reset" });
      }
      if (message.from !== id2) handle(message.change);
    });
    client.connect().then(() => client.query(`LISTEN ${CHANNEL}`)).then(() => {
      if (lost || closed) return void client.end().catch(() => {
      });
      attempt = 0;
      handle({ kind: "reset" });
      listener = client;
    }).catch((e) => lose(e));
  };
  const roundTrip = () => {
    const client = listener;
    const batch = riders;
    riders = [];
    if (!client) {
      batch.forEach((r) => r.done(new Error("The change notification connection is down.")));
      return Promise.resolve(false);
    }
    batch.sort((p, q) => p.statement < q.statement ? -1 : p.statement > q.statement ? 1 : 0);
    const text2 = batch.length ? batch.map((r) => r.statement).join(";\n") : "select 1";
    const trip = client.query(text2).then(
      (result) => {
        const results = Array.isArray(result) ? result : [result];
        batch.forEach((r, i) => r.done(results[i]?.rows ?? []));
        return listener === client;
      },
      (e) => {
        batch.forEach((r) => r.done(e));
        return false;
      }
    ).finally(() => {
      if (inFlight === trip) inFlight = void 0;
    });
    inFlight = trip;
    return trip;
  };
  const sync = () => {
    if (!listener) return roundTrip();
    if (!inFlight) return roundTrip();
    return queued ??= inFlight.then(() => {
      queued = void 0;
      return roundTrip();
    });
  };
  void connect();
  return {
    subscribe: (handler) => void handlers.push(handler),
    publish: (change) => {
      handle(change);
      if (closed) return;
      const sent = query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify({ from: id2, change })]).catch((e) => console.error(`A change could not be told to the other instances (${e.message}).`)).finally(() => pending.delete(sent));
      pending.add(sent);
    },
    inline: (change) => ({ channel: CHANNEL, payload: JSON.stringify({ from: id2, change }) }),
    published: async () => {
      await Promise.all(pending);
    },
    sync,
    ride: (statement) => {
      const rows = new Promise((done) => riders.push({ statement, done }));
      const live = sync();
      return Promise.all([live, rows]).then(([synced, got]) => got instanceof Error ? { synced: false, rows: got } : { synced, rows: got });
    },
    close: async () => {
      closed = true;
      const client = listener;
      listener = null;
      await Promise.all(pending);
      if (client) {
        client.removeAllListeners();
        client.on("error", () => {
        });
        await client.end().catch(() => {
        });
      }
    }
  };
}

// server/cluster/shared-state.ts
function sharedState(config, db, limiter) {
  if (!config.databaseUrl) return { bus: localBus(), limiter: limiter ?? new RateLimiter(), close: async () => {
  } };
  const pool = db.$client;
  const bus = pgChangeBus(config.databaseUrl, (text2, values) => pool.query(text2, values));
  const shared = limiter ?? new PgRateLimiter((q) => pool.query(q), 6e4, "rate_limit_windows", bus.ride);
  return {
    bus,
    limiter: shared,
    close: async () => {
      if (shared instanceof PgRateLimiter) shared.close();
      await bus.close();
    }
  };
}

// contract/social-networks.ts
var SOCIAL_NETWORK_TABLE = [
  { key: "facebook", label: "Facebook", hosts: ["facebook.com", "fb.com", "fb.me"] },
  { key: "twitter", label: "X (Twitter)", hosts: ["twitter.com", "t.co", "x.com"], aliases: ["x"] },
  { key: "linkedin", label: "LinkedIn", hosts: ["linkedin.com", "lnkd.in"] },
  { key: "instagram", label: "Instagram", hosts: ["instagram.com"] },
  { key: "tiktok", label: "TikTok", hosts: ["tiktok.com"] },
  { key: "youtube", label: "YouTube", hosts: ["youtube.com", "youtu.be"] },
  { key: "reddit", label: "Reddit", hosts: ["reddit.com", "redd.it"] },
  { key: "pinterest", label: "Pinterest", hosts: ["pinterest.com", "pin.it"] },
  { key: "whatsapp", label: "WhatsApp", hosts: ["whatsapp.com", "wa.me"] },
  { key: "telegram", label: "Telegram", hosts: ["telegram.org", "telegram.me", "t.me"] },
  { key: "snapchat", label: "Snapchat", hosts: ["snapchat.com"] },
  { key: "threads", label: "Threads", hosts: ["threads.net", "threads.com"] },
  { key: "bluesky", label: "Bluesky", hosts: ["bsky.app"] },
  { key: "mastodon", label: "Mastodon", hosts: ["mastodon.social"] },
  { key: "tumblr", label: "Tumblr", hosts: ["tumblr.com"] },
  { key: "discord", label: "Discord", hosts: ["discord.com", "discord.gg"] },
  { key: "messenger", label: "Messenger", hosts: ["messenger.com", "m.me"] },
  { key: "vk", label: "VK", hosts: ["vk.com"] },
  { key: "quora", label: "Quora", hosts: ["quora.com"] },
  { key: "wechat", label: "WeChat", hosts: ["weixin.qq.com"] },
  { key: "weibo", label: "Weibo", hosts: ["weibo.com", "weibo.cn"] },
  { key: "line", label: "LINE", hosts: ["line.me"] },
  { key: "xing", label: "XING", hosts: ["xing.com"] },
  { key: "hackernews", label: "Hacker News", hosts: ["news.ycombinator.com"] },
  { key: "producthunt", label: "Product Hunt", hosts: ["producthunt.com"] },
  { key: "medium", label: "Medium", hosts: ["medium.com"] },
  { key: "github", label: "GitHub", hosts: ["github.com"] },
  { key: "slack", label: "Slack", hosts: ["slack.com"] }
];
var BY_KEY = new Map(SOCIAL_NETWORK_TABLE.flatMap((n) => [n.key, ...n.aliases ?? []].map((k) => [k, n])));
var socialNetworkByKey = (key) => BY_KEY.get(key.toLowerCase().replace(/[\s_.-]+/g, ""));
function socialHostPattern(key) {
  const network = socialNetworkByKey(key);
  if (!network) throw new Error(`No social network ${key}`);
  return `(^|\\.)(${network.hosts.map((h) => h.replaceAll(".", "\\.")).join("|")})$`;
}

// server/clicks/statistics.ts
var SOCIAL = {
  facebook: socialHostPattern("facebook"),
  twitter: socialHostPattern("twitter"),
  linkedin: socialHostPattern("linkedin")
};
var TOP = 10;
var languageNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
var LABELS = {
  country: (code) => countryName(code),
  language: (code) => code && languageNames.of(code) || "Unknown"
};
var KEYS = { country: "topCountries", referrer: "topReferrers", browser: "topBrowsers", os: "topOs", language: "topLanguages" };
function noClicks(today = /* @__PURE__ */ new Date()) {
  return {
    clicks: 0,
    uniqueClicks: 0,
    topCountries: {},
    topReferrers: {},
    topBrowsers: {},
    topOs: {},
    topLanguages: {},
    socialCount: { facebook: 0, twitter: 0, linkedin: 0 },
    timeline: lastDays(today).map((date) => ({ date, clicks: 0 }))
  };
}
function lastDays(today) {
  return Array.from({ length: TIMELINE_DAYS }, (_, i) => toDay(new Date(today.getTime() - (TIMELINE_DAYS - 1 - i) * 864e5)));
}
async function clickStatistics(db, linkId, today = /* @__PURE__ */ new Date()) {
  const days = lastDays(today);
  const result = await db.execute(sql`
    select 'counter' as kind, '' as label, clicks, unique_clicks as extra from links where id = ${linkId}
    union all
    select dimension, value, clicks, 0 from (
      select dimension, value, clicks, row_number() over (partition by dimension order by clicks desc, value) as rank
      from click_totals where link_id = ${linkId}
    ) ranked where rank <= ${TOP}
    union all
    select 'social', network, sum(clicks)::int, 0 from (
      select clicks, case
        when value ~ ${SOCIAL.facebook} then 'facebook'
        when value ~ ${SOCIAL.twitter} then 'twitter'
        when value ~ ${SOCIAL.linkedin} then 'linkedin' end as network
      from click_totals where link_id = ${linkId} and dimension = 'referrer'
    ) referrers where network is not null group by network
    union all
    select 'day', day::text, clicks, 0 from click_days where link_id = ${linkId} and day >= ${days[0]}
    order by 1, 3 desc, 2`);
  const stats = noClicks(today);
  const byDay = /* @__PURE__ */ new Map();
  for (const row of rowsOf(result)) {
    const n = Number(row.clicks);
    if (row.kind === "counter") {
      stats.clicks = n;
      stats.uniqueClicks = Number(row.extra);
    } else if (row.kind === "social") {
      stats.socialCount[row.label] = n;
    } else if (row.kind === "day") {
      byDay.set(row.label, n);
    } else if (row.kind in KEYS) {
      const dimension = row.kind;
      const label = LABELS[dimension]?.(row.label) ?? row.label;
      stats[KEYS[dimension]][label] = String(Number(stats[KEYS[dimension]][label] ?? 0) + n);
    }
  }
  stats.timeline = days.map((date) => ({ date, clicks: byDay.get(date) ?? 0 }));
  return stats;
}
function rowsOf(result) {
  return result.rows ?? [];
}
var ClickStatsCache = class {
  constructor(bus = localBus(), ttlMs = 1e4) {
    this.bus = bus;
    this.ttlMs = ttlMs;
    bus.subscribe((change) => {
      if (change.kind === "stats" && change.linkId !== null) this.entries.delete(change.linkId);
      else if (change.kind === "stats" || change.kind === "reset") this.entries.clear();
    });
  }
  bus;
  ttlMs;
  entries = /* @__PURE__ */ new Map();
  async get(db, linkId) {
    if (linkId === null) return noClicks();
    const live = this.bus.sync();
    if (live !== true && !await live) return clickStatistics(db, linkId);
    const hit = this.entries.get(linkId);
    if (hit && hit.until > Date.now()) return hit.stats;
    const stats = clickStatistics(db, linkId);
    if (this.entries.size > 5e3) this.entries.clear();
    this.entries.set(linkId, { stats, until: Date.now() + this.ttlMs });
    stats.catch(() => this.entries.delete(linkId));
    return stats;
  }
  forget(linkId) {
    if (linkId !== null) this.bus.publish({ kind: "stats", linkId });
  }
  /** A fold on PostgreSQL tells the other instances in its own statement (server/clicks/recorder.ts). */
  foldNotice() {
    return this.bus.inline({ kind: "stats", linkId: null });
  }
  /** Clicks were folded; `told`: the fold's statement carried `foldNotice`, so only this instance is left. */
  folded(told) {
    if (told) this.entries.clear();
    else this.bus.publish({ kind: "stats", linkId: null });
  }
};

// server/links/link-cache.ts
var parsed = (v) => typeof v === "string" ? JSON.parse(v) : v;
var MAX_ENTRIES2 = 1e4;
var REFRESH_BEFORE_MS2 = 1e3;
var keyOf2 = (host, alias) => `${host}\0${alias}`;
var LinkCache = class {
  constructor(bus = localBus(), ttlMs = 5e3, read2 = readLink) {
    this.bus = bus;
    this.ttlMs = ttlMs;
    this.read = read2;
    bus.subscribe((change) => {
      if (change.kind === "link") this.drop(keyOf2(change.host, change.alias));
      else if (change.kind === "links" || change.kind === "reset") this.dropAll();
    });
  }
  bus;
  ttlMs;
  read;
  entries = /* @__PURE__ */ new Map();
  // Bumped by every forget, so a row read before an edit is never stored after it.
  generation = 0;
  // The read of each key under way, and the generation it started in.
  reading = /* @__PURE__ */ new Map();
  /** The link at `alias` on `host` ('' for the public host, else the branded domain's URL). */
  async resolve(db, host, alias) {
    const live = this.bus.sync();
    if (live !== true && !await live) return this.read(db, host, alias);
    const key = keyOf2(host, alias);
    const hit = this.fresh(db, key, host, alias);
    if (hit) return hit.link;
    return this.load(db, key, host, alias);
  }
  /**
   * The hot path's lookup (GET and HEAD on the public host): the cached link at `alias` on `host`, or
   * undefined, without waiting for the change bus. With several instances, `current` is that wait, for
   * the caller to run beside the click's commit instead of before it (one PostgreSQL round trip on the
   * redirect's path instead of two, S8): it resolves false when a change made elsewhere, or a lost
   * listening connection, means the link must be resolved again.
   */
  cached(db, host, alias) {
    const key = keyOf2(host, alias);
    const hit = this.fresh(db, key, host, alias);
    if (!hit) return void 0;
    const live = this.bus.sync();
    if (live === true) return { link: hit.link };
    return { link: hit.link, current: live.then((ok2) => ok2 && this.entries.get(key) === hit) };
  }
  /** After the edit's commit: on every instance, the very next redirect reads the row again. */
  forget(link) {
    this.bus.publish({ kind: "link", host: link.domain ?? "", alias: link.alias });
  }
  clear() {
    this.bus.publish({ kind: "links" });
  }
  // The entry at `key` if it has not timed out, moved to the most recently used end; in its last second,
  // read again beside the caller.
  fresh(db, key, host, alias) {
    const hit = this.entries.get(key);
    if (!hit) return void 0;
    const left = hit.until - Date.now();
    if (left <= 0) return void 0;
    this.entries.delete(key);
    this.entries.set(key, hit);
    if (left < REFRESH_BEFORE_MS2) void this.load(db, key, host, alias).catch(() => void 0);
    return hit;
  }
  /**
   * Reads the link, once for every caller that asks meanwhile, and keeps it unless a forget came first.
   * An entry still there (a forget would have removed it) is renewed in place: answers checking `current`
   * for it stay current.
   */
  load(db, key, host, alias) {
    const generation = this.generation;
    const under = this.reading.get(key);
    if (under?.generation === generation) return under.link;
    const link = this.read(db, host, alias).then(
      (found) => {
        if (this.reading.get(key)?.link === link) this.reading.delete(key);
        if (generation !== this.generation) return found;
        const entry = this.entries.get(key);
        this.entries.delete(key);
        if (!found) return found;
        this.entries.set(key, Object.assign(entry ?? {}, { link: found, until: Date.now() + this.ttlMs }));
        if (this.entries.size > MAX_ENTRIES2) this.entries.delete(this.entries.keys().next().value);
        return found;
      },
      (e) => {
        if (this.reading.get(key)?.link === link) this.reading.delete(key);
        throw e;
      }
    );
    this.reading.set(key, { link, generation });
    return link;
  }
  drop(key) {
    this.generation++;
    this.entries.delete(key);
  }
  dropAll() {
    this.generation++;
    this.entries.clear();
  }
};
var resolvedColumns = () => ({
  ...getTableColumns(links),
  pixels: sql`coalesce((
    select json_agg(json_build_object('type', p.type, 'tag', p.tag) order by lp.position)
    from link_pixels lp join pixels p on p.id = lp.pixel_id where lp.link_id = "links"."id"), '[]'::json)`.mapWith((v) => parsed(v)),
  // The owner's own page only (the API checks it too); the type is digits after its prefix (contract/links.ts).
  design: sql`case
    when "links"."type" like 'splash-%' then (select json_build_object('kind', 'splash', 'id', s.id, 'name', s.name, 'type', 'splash', 'content', s.content)
      from splash_pages s where s.id = substring("links"."type" from 8)::int and s.user_id = "links"."user_id")
    when "links"."type" like 'overlay-%' then (select json_build_object('kind', 'overlay', 'id', o.id, 'name', o.name, 'type', o.type, 'content', o.content)
      from overlays o where o.id = substring("links"."type" from 9)::int and o.user_id = "links"."user_id")
    end`.mapWith((v) => v === null ? null : parsed(v)),
  // X3: a bio page's own content comes with its row, so the page is served from this cache too.
  bio: sql`case when "links"."kind" = 'bio' then (select json_build_object('name', b.name, 'avatarSha', b.avatar_sha,
      'theme', b.theme, 'buttonStyle', b.button_style, 'public', b.public, 'blocks', b.blocks) from bio_pages b where b.link_id = "links"."id") end`.mapWith((v) => v === null ? null : parsed(v))
});
async function readLink(db, host, alias) {
  const [link] = await db.select(resolvedColumns()).from(links).where(and(eq(links.alias, alias), sql`coalesce(${links.domain}, '') = ${host}`));
  if (link) return link;
  const [kept] = await db.select(resolvedColumns()).from(links).where(eq(links.id, sql`(select ${linkAliases.linkId} from ${linkAliases} where ${linkAliases.host} = ${host} and ${linkAliases.alias} = ${alias})`));
  return kept;
}

// server/auth/replace-key.ts
import { existsSync as existsSync2, readFileSync as readFileSync5, writeFileSync as writeFileSync2 } from "node:fs";
import path5 from "node:path";
async function replaceApiKey(db, dataDir, userId) {
  const [old] = await db.select({ hash: users.apiKeyHash }).from(users).where(eq(users.id, userId));
  const apiKey = newApiKey();
  await db.update(users).set({ apiKeyHash: hashKey(apiKey) }).where(eq(users.id, userId));
  if (old) {
    forgetKeyHash(old.hash);
    const file = path5.join(dataDir, "demo-user.json");
    if (existsSync2(file)) {
      const demo = JSON.parse(readFileSync5(file, "utf8"));
      if (hashKey(demo.apiKey) === old.hash) writeFileSync2(file, JSON.stringify({ ...demo, apiKey }, null, 2) + "\n", { mode: 384 });
    }
  }
  return apiKey;
}

// server/routes/account.ts
function accountRoutes({ db, config, bus }) {
  const app = new Hono3();
  const show = (u) => ({
    error: 0,
    data: {
      id: u.id,
      email: u.email,
      username: u.username,
      avatar: `${config.publicUrl}/avatar/${encodeURIComponent(u.username)}.svg`,
      status: u.plan,
      expires: u.expires ? toTimestamp(u.expires) : null,
      registered: toTimestamp(u.created),
      password: u.hasPassword
    }
  });
  app.get("/account", (c) => json(c, show(c.get("user"))));
  app.post("/account", (c) => json(c, show(c.get("user"))));
  app.put("/account/update", async (c) => {
    const body = await bodyOf(c, accountUpdate);
    const userId = c.get("user").id;
    const [current] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (current?.hash && (body.email !== void 0 || body.password !== void 0)) {
      if (!body.currentPassword) throw new ApiFailure(400, CURRENT_PASSWORD_REQUIRED);
      if (!await verifyPassword(body.currentPassword, current.hash)) throw new ApiFailure(400, CURRENT_PASSWORD_WRONG);
    }
    const changes = {};
    if (body.email !== void 0) {
      const [taken] = await db.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = lower(${body.email})`, ne(users.id, userId)));
      if (taken) throw new ApiFailure(409, "email is already used by another account.");
      changes.email = body.email;
    }
    if (body.password !== void 0) changes.passwordHash = await hashPassword(body.password);
    try {
      await db.update(users).set(changes).where(eq(users.id, userId));
    } catch (e) {
      if (isUniqueViolation(e)) throw new ApiFailure(409, "email is already used by another account.");
      throw e;
    }
    bus.publish({ kind: "account", userId });
    return json(c, { error: 0, message: ACCOUNT_UPDATED });
  });
  app.post("/account/key", async (c) => {
    const apiKey = await replaceApiKey(db, config.dataDir, c.get("user").id);
    return json(c, { error: 0, apiKey, message: API_KEY_CREATED });
  });
  return app;
}

// server/http/paging.ts
function pagingOf(c) {
  const q = queryOf(c);
  const { limit: limit2, page: page2 } = validate(pagingQuery, { limit: q.limit, page: q.page });
  return { limit: limit2, page: page2, offset: (page2 - 1) * limit2 };
}
function listBody(key, items, total, limit2, page2) {
  const c = pageCountersFor(total, limit2, page2);
  return {
    error: "0",
    data: {
      result: c.result,
      perpage: c.perpage,
      currentpage: c.currentpage,
      nextpage: c.hasNext ? page2 + 1 : 0,
      maxpage: c.maxpage,
      [key]: items
    }
  };
}
async function listResponse(c, key, query, map) {
  const { limit: limit2, page: page2, offset } = pagingOf(c);
  const total = async () => (await query.total())[0]?.n ?? 0;
  const [rows, n] = await Promise.all([query.rows(limit2, offset), c.get("counts").get(c.get("user").id, key, total)]);
  return json(c, listBody(key, rows.map(map), n, limit2, page2));
}

// server/routes/owned-rows.ts
var mine = (table, userId, id2) => and(eq(table.id, id2), eq(table.userId, userId));
function ownedRows(db, table, what) {
  const callers = (c, id2) => mine(table, c.get("user").id, id2);
  return {
    id: (c, name = "id") => idParam(c, name, what),
    list(c, key, map) {
      const own = eq(table.userId, c.get("user").id);
      return listResponse(
        c,
        key,
        {
          rows: (limit2, offset) => db.select().from(table).where(own).orderBy(desc(table.id)).limit(limit2).offset(offset),
          total: () => db.select({ n: count() }).from(table).where(own)
        },
        map
      );
    },
    async get(c, id2) {
      const [row] = await db.select().from(table).where(callers(c, id2));
      if (!row) throw notFound(what);
      return row;
    },
    /** No changes ({} or only unknown fields, D10) only checks that the row is there. */
    async update(c, id2, changes) {
      const where = callers(c, id2);
      const [row] = Object.keys(changes).length ? await db.update(table).set(changes).where(where).returning() : await db.select().from(table).where(where);
      if (!row) throw notFound(what);
      return row;
    },
    async remove(c, id2) {
      const deleted = await db.delete(table).where(callers(c, id2)).returning({ id: table.id });
      if (!deleted.length) throw notFound(what);
    }
  };
}

// server/routes/domains.ts
function domainRoutes({ db, config }) {
  const app = new Hono3();
  const owned = ownedRows(db, domains, "Domain");
  const view = (d) => ({
    id: d.id,
    domain: d.domain,
    redirectroot: d.redirectRoot,
    redirect404: d.redirect404,
    status: d.status,
    ...d.status === "pending" && { verification: verificationRecords(d, config.publicUrl) }
  });
  app.get("/domains", (c) => owned.list(c, "domains", view));
  app.post("/domain/add", async (c) => {
    const body = await bodyOf(c, domainCreate);
    const userId = c.get("user").id;
    const host = domainHost(body.domain);
    if (isReservedHost(host, config)) throw new ApiFailure(400, DOMAIN_RESERVED);
    const [held] = await db.select({ userId: domains.userId }).from(domains).where(and(eq(domains.host, host), eq(domains.status, "verified")));
    if (held) throw new ApiFailure(409, held.userId === userId ? DOMAIN_YOURS : DOMAIN_TAKEN);
    try {
      const [row] = await db.insert(domains).values({
        userId,
        domain: body.domain,
        host,
        status: config.domainVerification ? "pending" : "verified",
        token: newDomainToken(),
        redirectRoot: body.redirectroot ?? "",
        redirect404: body.redirect404 ?? ""
      }).returning({ id: domains.id });
      return json(c, { error: 0, id: row.id });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      const [mine2] = await db.select({ id: domains.id }).from(domains).where(and(eq(domains.host, host), eq(domains.userId, userId)));
      throw new ApiFailure(409, mine2 ? DOMAIN_YOURS : DOMAIN_TAKEN);
    }
  });
  app.put("/domain/:id/update", async (c) => {
    const id2 = owned.id(c);
    const body = await bodyOf(c, domainUpdate);
    await owned.update(c, id2, {
      ...body.redirectroot !== void 0 && { redirectRoot: body.redirectroot },
      ...body.redirect404 !== void 0 && { redirect404: body.redirect404 }
    });
    return json(c, { error: 0, message: DOMAIN_UPDATED });
  });
  app.post("/domain/:id/verify", async (c) => {
    const row = await verifyDomain(db, await owned.get(c, owned.id(c)), config);
    return json(c, { error: 0, data: view(row) });
  });
  app.delete("/domain/:id/delete", async (c) => {
    await owned.remove(c, owned.id(c));
    return json(c, { error: 0, message: DOMAIN_DELETED });
  });
  return app;
}

// server/routes/designs.ts
async function deleteUnlessUsed(db, table, what, userId, id2) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: table.id }).from(table).where(mine(table, userId, id2)).for("update");
    if (!row) throw notFound(what.noun);
    const [used] = await tx.select({ n: count() }).from(links).where(and(eq(links.userId, userId), eq(links.type, `${what.kind}-${id2}`)));
    const n = Number(used?.n ?? 0);
    if (n) {
      const noun = what.noun.toLowerCase();
      throw new ApiFailure(409, `This ${noun} is shown by ${n} link${n === 1 ? "" : "s"}: give ${n === 1 ? "it" : "them"} another type before deleting the ${noun}.`);
    }
    await tx.delete(table).where(eq(table.id, id2));
  });
}

// server/routes/overlays.ts
var details = (o) => ({ ...overlayDesign(o.type, o.content), id: o.id, type: o.type, name: o.name, date: toTimestamp(o.created) });
var editable = (type) => EDITABLE_OVERLAY_TYPES.includes(type);
function overlayRoutes({ db, linkCache }) {
  const app = new Hono3();
  const owned = ownedRows(db, overlays, "Overlay");
  app.get("/overlay", (c) => owned.list(c, "cta", (o) => ({ id: o.id, type: o.type, name: o.name, date: toTimestamp(o.created) })));
  app.get("/overlay/:id", async (c) => json(c, { error: 0, details: details(await owned.get(c, owned.id(c))) }));
  app.post("/overlay/add", async (c) => {
    const { type, name, ...content2 } = await bodyOf(c, overlayCreate);
    const [row] = await db.insert(overlays).values({ userId: c.get("user").id, type, name, content: content2 }).returning({ id: overlays.id });
    return json(c, { error: 0, id: row.id });
  });
  app.put("/overlay/:id/update", async (c) => {
    const id2 = owned.id(c);
    const current = await owned.get(c, id2);
    if (!editable(current.type)) throw new ApiFailure(400, POLL_READ_ONLY);
    const { type: _same, name, ...changes } = await bodyOf(c, overlayUpdate(current.type));
    const { type: _stored, ...stored2 } = overlayDesign(current.type, current.content);
    const content2 = Object.keys(changes).length ? { ...stored2, ...changes } : void 0;
    await owned.update(c, id2, { ...name !== void 0 && { name }, ...content2 && { content: content2 } });
    linkCache.clear();
    return json(c, { error: 0, message: OVERLAY_UPDATED });
  });
  app.delete("/overlay/:id/delete", async (c) => {
    await deleteUnlessUsed(db, overlays, { noun: "Overlay", kind: "overlay" }, c.get("user").id, owned.id(c));
    linkCache.clear();
    return json(c, { error: 0, message: OVERLAY_DELETED });
  });
  app.get("/overlay/:id/messages", async (c) => {
    const overlay = await owned.get(c, owned.id(c));
    const { limit: limit2, page: page2, offset } = pagingOf(c);
    const where = and(eq(overlayMessages.overlayId, overlay.id), eq(overlayMessages.userId, overlay.userId));
    const [rows, [total]] = await Promise.all([
      db.select().from(overlayMessages).where(where).orderBy(desc(overlayMessages.id)).limit(limit2).offset(offset),
      db.select({ n: count() }).from(overlayMessages).where(where)
    ]);
    const items = rows.map((m) => ({ id: m.id, name: m.name, email: m.email, message: m.message, date: toTimestamp(m.created) }));
    return json(c, listBody("messages", items, Number(total?.n ?? 0), limit2, page2));
  });
  return app;
}

// server/routes/splash.ts
var details2 = (s) => ({ id: s.id, name: s.name, date: toTimestamp(s.created), ...splashDesign.parse(s.content) });
function splashRoutes({ db, linkCache }) {
  const app = new Hono3();
  const owned = ownedRows(db, splashPages, "Splash page");
  app.get("/splash", (c) => owned.list(c, "splash", (s) => ({ id: s.id, name: s.name, date: toTimestamp(s.created) })));
  app.get("/splash/:id", async (c) => json(c, { error: 0, details: details2(await owned.get(c, owned.id(c))) }));
  app.post("/splash/add", async (c) => {
    const { name, ...content2 } = await bodyOf(c, splashCreate);
    const [row] = await db.insert(splashPages).values({ userId: c.get("user").id, name, content: content2 }).returning({ id: splashPages.id });
    return json(c, { error: 0, id: row.id });
  });
  app.put("/splash/:id/update", async (c) => {
    const id2 = owned.id(c);
    const { name, ...changes } = await bodyOf(c, splashUpdate);
    const current = await owned.get(c, id2);
    const content2 = Object.keys(changes).length ? { ...splashDesign.parse(current.content), ...changes } : void 0;
    await owned.update(c, id2, { ...name !== void 0 && { name }, ...content2 && { content: content2 } });
    linkCache.clear();
    return json(c, { error: 0, message: SPLASH_UPDATED });
  });
  app.delete("/splash/:id/delete", async (c) => {
    await deleteUnlessUsed(db, splashPages, { noun: "Splash page", kind: "splash" }, c.get("user").id, owned.id(c));
    linkCache.clear();
    return json(c, { error: 0, message: SPLASH_DELETED });
  });
  return app;
}

// server/links/link-rules.ts
var urlOf = (url) => URL.parse(url.trim());
var domainNotVerified = (url) => new ApiFailure(400, `domain ${url} is not verified yet: add its DNS record (Domains page) first.`);
var notExpired = (now = /* @__PURE__ */ new Date()) => or(isNull(links.expiry), gte(links.expiry, now.toISOString().replace("T", " ").slice(0, 23)));
function linkRules(config) {
  return {
    /** No destination may lead back to this server or to one of the caller's branded domains (loops). */
    async refuseOwnUrls(tx, userId, body) {
      const targets = [
        body.url,
        ...(body.geotarget ?? []).map((t) => t.link),
        ...(body.devicetarget ?? []).map((t) => t.link),
        ...(body.languagetarget ?? []).map((t) => t.link)
      ].filter((u) => u !== void 0);
      const urls = targets.map(urlOf).filter((u) => u !== null);
      if (!urls.length) return;
      if (urls.some((u) => leadsHere(u, config))) throw new ApiFailure(400, OWN_URL);
      const [branded] = await tx.select({ id: domains.id }).from(domains).where(and(inArray(domains.host, [...new Set(urls.map(brandedHostOf))]), or(eq(domains.status, "verified"), eq(domains.userId, userId)))).limit(1);
      if (branded) throw new ApiFailure(400, OWN_URL);
    },
    /** `undefined`: not given; `null`: the public host; else the caller's branded domain, as stored. */
    async domain(tx, userId, given) {
      if (given === void 0) return void 0;
      if (given === "") return null;
      const wanted = normaliseDomain(given);
      const [own] = wanted ? await tx.select({ d: domains.domain, status: domains.status }).from(domains).where(and(eq(domains.userId, userId), eq(domains.host, domainHost(wanted)))) : [];
      if (!own) throw notFound("Domain");
      if (own.status !== "verified" && config.domainVerification) throw domainNotVerified(own.d);
      return own.d;
    },
    /** Aliases share one namespace with files and are unique per host (L2, D26a). */
    async isFree(tx, alias, domain2, exceptLinkId = 0) {
      const [[file], [link], [kept]] = await Promise.all([
        tx.select({ id: files.id }).from(files).where(eq(files.alias, alias)),
        tx.select({ id: links.id }).from(links).where(and(eq(links.alias, alias), sql`coalesce(${links.domain}, '') = ${domain2 ?? ""}`, ne(links.id, exceptLinkId))),
        // G7: an old alias kept as a redirect stays taken, except by its own link.
        tx.select({ id: linkAliases.linkId }).from(linkAliases).where(and(eq(linkAliases.alias, alias), eq(linkAliases.host, domain2 ?? ""), ne(linkAliases.linkId, exceptLinkId)))
      ]);
      return !file && !link && !kept;
    },
    async claim(tx, alias, domain2, exceptLinkId = 0) {
      if (isReservedAlias(alias)) throw new ApiFailure(409, ALIAS_RESERVED);
      if (!await this.isFree(tx, alias, domain2, exceptLinkId)) throw new ApiFailure(409, ALIAS_TAKEN);
    },
    /**
     * The pixels and the campaign must be the caller's (D9: another user's is "not found"). Shared
     * locks hold them until the link is saved, so a delete alongside waits instead of failing (500).
     */
    async lockReferences(tx, userId, body) {
      const design = body.type ? designOf(body.type) : null;
      if (design?.kind === "splash") {
        const [page2] = await tx.select({ id: splashPages.id }).from(splashPages).where(mine(splashPages, userId, design.id)).for("share");
        if (!page2) throw new ApiFailure(400, `type names splash page ${design.id}, which is not one of your splash pages.`);
      } else if (design) {
        const [overlay] = await tx.select({ type: overlays.type }).from(overlays).where(mine(overlays, userId, design.id)).for("share");
        if (!overlay) throw new ApiFailure(400, `type names overlay ${design.id}, which is not one of your overlays.`);
        if (!EDITABLE_OVERLAY_TYPES.includes(overlay.type)) {
          throw new ApiFailure(400, `type names overlay ${design.id}, a poll: links can show ${EDITABLE_OVERLAY_TYPES.join(", ")} overlays.`);
        }
      }
      if (body.pixels?.length) {
        const found = await tx.select({ id: pixels.id }).from(pixels).where(and(eq(pixels.userId, userId), inArray(pixels.id, body.pixels))).for("share");
        if (found.length !== body.pixels.length) throw notFound("Pixel");
      }
      if (body.campaign) {
        const [campaign2] = await tx.select({ id: campaigns.id }).from(campaigns).where(mine(campaigns, userId, body.campaign)).for("share");
        if (!campaign2) throw notFound("Campaign");
      }
    }
  };
}

// server/routes/campaigns.ts
function conflict(e) {
  const constraint = uniqueViolation(e);
  if (constraint === null) throw e;
  throw new ApiFailure(
    409,
    constraint.includes("slug") ? "slug is already taken by another campaign." : "name is already used by another of your campaigns."
  );
}
function campaignRoutes({ db, config, bus }) {
  const campaignCache = campaignCacheOf(bus);
  const app = new Hono3();
  const owned = ownedRows(db, campaigns, "Campaign");
  const username = async (userId) => (await db.select({ u: users.username }).from(users).where(eq(users.id, userId)))[0].u;
  const view = (c, user) => ({
    id: c.id,
    name: c.name,
    public: c.public,
    rotator: c.slug ? `${config.publicUrl}/r/${c.slug}` : false,
    list: `${config.publicUrl}/u/${encodeURIComponent(user)}/c/${c.id}`
  });
  const saved = (c, user) => {
    const { name, ...rest } = view(c, user);
    return { error: 0, ...rest, domain: name };
  };
  const liveLinks2 = () => db.select({ n: count() }).from(links).where(and(eq(links.campaignId, campaigns.id), notExpired()));
  app.get("/campaigns", async (c) => {
    const userId = c.get("user").id;
    const user = await username(userId);
    const own = eq(campaigns.userId, userId);
    return listResponse(
      c,
      "campaigns",
      {
        rows: (limit2, offset) => db.select({
          row: campaigns,
          livelinks: sql`(${liveLinks2()})`.mapWith(Number),
          // X2: every link of the campaign (archived too) and their clicks, on links_campaign.
          links: sql`(select count(*) from links l where l.campaign_id = "campaigns"."id")`.mapWith(Number),
          clicks: sql`(select coalesce(sum(l.clicks), 0) from links l where l.campaign_id = "campaigns"."id")`.mapWith(Number)
        }).from(campaigns).where(own).orderBy(desc(campaigns.id)).limit(limit2).offset(offset),
        total: () => db.select({ n: count() }).from(campaigns).where(own)
      },
      ({ row, livelinks, links: links2, clicks: clicks2 }) => ({ ...view(row, user), livelinks, links: links2, clicks: clicks2 })
    );
  });
  app.post("/campaign/add", async (c) => {
    const body = await bodyOf(c, campaignCreate);
    const userId = c.get("user").id;
    const drawn = await db.execute(sql`select nextval(pg_get_serial_sequence('campaigns', 'id'))::int as id`);
    const id2 = Number(drawn.rows[0].id);
    try {
      const [row] = await db.insert(campaigns).values({ id: id2, userId, name: body.name ?? `Campaign ${id2}`, slug: body.slug ?? null, public: body.public ?? false }).returning();
      return json(c, saved(row, await username(userId)));
    } catch (e) {
      conflict(e);
    }
  });
  app.put("/campaign/:id/update", async (c) => {
    const id2 = owned.id(c);
    const body = await bodyOf(c, campaignUpdate);
    const row = await owned.update(c, id2, {
      name: body.name,
      ...body.slug !== void 0 && { slug: body.slug === "" ? null : body.slug },
      ...body.public !== void 0 && { public: body.public }
    }).catch(conflict);
    campaignCache.forget(id2);
    return json(c, saved(row, await username(c.get("user").id)));
  });
  app.post("/campaign/:campaignid/assign/:linkid", async (c) => {
    const campaignId = owned.id(c, "campaignid");
    const linkId = idParam(c, "linkid", "Link");
    const userId = c.get("user").id;
    await db.transaction(async (tx) => {
      const [campaign2] = await tx.select({ id: campaigns.id }).from(campaigns).where(mine(campaigns, userId, campaignId)).for("share");
      if (!campaign2) throw notFound("Campaign");
      const moved = await tx.update(links).set({ campaignId }).where(mine(links, userId, linkId)).returning({ id: links.id });
      if (!moved.length) throw notFound("Link");
    });
    campaignCache.forget(null);
    return json(c, { error: 0, message: CAMPAIGN_ASSIGNED });
  });
  app.delete("/campaign/:campaignid/assign/:linkid", async (c) => {
    const campaignId = owned.id(c, "campaignid");
    const linkId = idParam(c, "linkid", "Link");
    const userId = c.get("user").id;
    await owned.get(c, campaignId);
    const left = await db.update(links).set({ campaignId: null }).where(and(mine(links, userId, linkId), eq(links.campaignId, campaignId))).returning({ id: links.id });
    if (!left.length) {
      const [link] = await db.select({ id: links.id }).from(links).where(mine(links, userId, linkId));
      throw link ? new ApiFailure(404, "Link is not in this campaign.") : notFound("Link");
    }
    campaignCache.forget(campaignId);
    return json(c, { error: 0, message: CAMPAIGN_REMOVED });
  });
  app.delete("/campaign/:id/delete", async (c) => {
    const id2 = owned.id(c);
    await owned.remove(c, id2);
    campaignCache.forget(id2);
    return json(c, { error: 0, message: CAMPAIGN_DELETED });
  });
  return app;
}

// server/routes/directories.ts
function directoryRoutes({ db, config }) {
  const app = new Hono3();
  const owned = ownedRows(db, directories, "Directory");
  const view = (d) => ({
    id: d.id,
    name: d.name,
    description: d.description,
    color: d.color,
    starred: d.starred
  });
  const unlessTaken2 = (name) => (e) => {
    if (name !== void 0 && isUniqueViolation(e)) throw new ApiFailure(409, directoryNameTaken(name));
    throw e;
  };
  for (const [list2, one] of [["directories", "directory"], ["channels", "channel"]]) {
    app.get(`/${list2}`, (c) => listWithCounts(c, list2));
    app.post(`/${one}/add`, add);
    app.put(`/${one}/:id/update`, update);
    app.delete(`/${one}/:id/delete`, remove);
    app.get(`/${one}/:id`, items);
    app.post(`/${one}/:directoryid/assign/:type/:itemid`, assign);
    app.delete(`/${one}/:directoryid/assign/:type/:itemid`, unassign);
  }
  function listWithCounts(c, key) {
    const own = eq(directories.userId, c.get("user").id);
    const held = sql`(select count(*) from directory_items di where di.directory_id = "directories"."id")`.mapWith(Number);
    return listResponse(
      c,
      key,
      {
        rows: (limit2, offset) => db.select({ row: directories, items: held }).from(directories).where(own).orderBy(desc(directories.id)).limit(limit2).offset(offset),
        total: () => db.select({ n: count() }).from(directories).where(own)
      },
      ({ row, items: items2 }) => ({ ...view(row), items: items2 })
    );
  }
  async function unassign(c) {
    const directoryId = owned.id(c, "directoryid");
    await owned.get(c, directoryId);
    const type = validate(directoryItemType, c.req.param("type"));
    const itemId = idParam(c, "itemid", "Item");
    const removed = await db.delete(directoryItems).where(and(eq(directoryItems.directoryId, directoryId), eq(directoryItems.itemType, type), eq(directoryItems.itemId, itemId))).returning({ id: directoryItems.itemId });
    if (!removed.length) {
      const userId = c.get("user").id;
      const [own] = type === "qr" ? await db.select({ id: qrCodes.id }).from(qrCodes).where(mine(qrCodes, userId, itemId)) : await db.select({ id: links.id }).from(links).where(and(mine(links, userId, itemId), eq(links.kind, type)));
      throw own ? new ApiFailure(404, "Item is not in this directory.") : notFound("Item");
    }
    return json(c, { error: 0, message: DIRECTORY_REMOVED });
  }
  async function add(c) {
    const body = await bodyOf(c, directoryCreate);
    const [row] = await db.insert(directories).values({
      userId: c.get("user").id,
      name: body.name,
      description: body.description ?? "",
      color: body.color ?? DEFAULT_DIRECTORY_COLOR,
      starred: body.starred ?? false
    }).returning().catch(unlessTaken2(body.name));
    return json(c, { error: 0, ...view(row) });
  }
  async function update(c) {
    const id2 = owned.id(c);
    const body = await bodyOf(c, directoryUpdate);
    await owned.update(c, id2, body).catch(unlessTaken2(body.name));
    return json(c, { error: 0, message: DIRECTORY_UPDATED });
  }
  async function remove(c) {
    await owned.remove(c, owned.id(c));
    return json(c, { error: 0, message: DIRECTORY_DELETED });
  }
  async function items(c) {
    const id2 = owned.id(c);
    await owned.get(c, id2);
    const { limit: limit2, page: page2, offset } = pagingOf(c);
    const inDir = eq(directoryItems.directoryId, id2);
    const [rows, [total]] = await Promise.all([
      db.select().from(directoryItems).where(inDir).orderBy(desc(directoryItems.created), desc(directoryItems.itemId)).limit(limit2).offset(offset),
      db.select({ n: count() }).from(directoryItems).where(inDir)
    ]);
    const linkIds = rows.filter((r) => r.itemType !== "qr").map((r) => r.itemId);
    const qrIds = rows.filter((r) => r.itemType === "qr").map((r) => r.itemId);
    const [linkRows, qrRows] = await Promise.all([
      linkIds.length ? db.select().from(links).where(inArray(links.id, linkIds)) : [],
      qrIds.length ? db.select().from(qrCodes).where(inArray(qrCodes.id, qrIds)) : []
    ]);
    const found = rows.flatMap((r) => {
      if (r.itemType === "qr") {
        const q = qrRows.find((x) => x.id === r.itemId);
        if (!q) return [];
        const urls = qrUrls(config.publicUrl, q);
        return [{ type: "qr", id: q.id, title: q.name, preview: urls.png, link: urls.target, date: toDay(q.created) }];
      }
      const l = linkRows.find((x) => x.id === r.itemId);
      if (!l) return [];
      return [{ type: r.itemType, id: l.id, title: l.title, preview: l.longUrl, link: shortUrlOf(config.publicUrl, l), date: toDay(l.created) }];
    });
    return json(c, listBody("items", found, total?.n ?? 0, limit2, page2));
  }
  async function assign(c) {
    const directoryId = owned.id(c, "directoryid");
    const userId = c.get("user").id;
    try {
      await db.transaction(async (tx) => {
        const [dir] = await tx.select({ id: directories.id }).from(directories).where(mine(directories, userId, directoryId)).for("share");
        if (!dir) throw notFound("Directory");
        const type = validate(directoryItemType, c.req.param("type"));
        const itemId = idParam(c, "itemid", "Item");
        const [item] = type === "qr" ? await tx.select({ id: qrCodes.id }).from(qrCodes).where(mine(qrCodes, userId, itemId)).for("share") : await tx.select({ id: links.id }).from(links).where(and(mine(links, userId, itemId), eq(links.kind, type))).for("share");
        if (!item) throw notFound("Item");
        await tx.insert(directoryItems).values({ directoryId, itemType: type, itemId });
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ApiFailure(409, "This item is already in the directory.");
      throw e;
    }
    return json(c, { error: 0, message: DIRECTORY_ASSIGNED });
  }
  return app;
}

// server/routes/pixels.ts
var TAKEN = "tag is already used by another pixel of this type.";
function unlessTaken(e) {
  if (isUniqueViolation(e)) throw new ApiFailure(409, TAKEN);
  throw e;
}
function pixelRoutes({ db, linkCache }) {
  const app = new Hono3();
  const owned = ownedRows(db, pixels, "Pixel");
  app.get(
    "/pixels",
    (c) => owned.list(c, "pixels", (p) => ({ id: p.id, type: p.type, name: p.name, tag: p.tag, date: toTimestamp(p.created) }))
  );
  app.post("/pixel/add", async (c) => {
    const body = await bodyOf(c, pixelCreate);
    try {
      const [row] = await db.insert(pixels).values({ userId: c.get("user").id, type: body.type, name: body.name, tag: body.tag }).returning({ id: pixels.id });
      return json(c, { error: 0, id: row.id });
    } catch (e) {
      unlessTaken(e);
    }
  });
  app.put("/pixel/:id/update", async (c) => {
    const id2 = owned.id(c);
    const body = await bodyOf(c, pixelUpdate);
    const current = await owned.get(c, id2);
    const tag = normalisePixelTag(current.type, body.tag);
    const problem = pixelTagProblem(current.type, tag);
    if (problem) throw new ApiFailure(400, problem);
    await owned.update(c, id2, { tag, ...body.name !== void 0 && { name: body.name } }).catch(unlessTaken);
    linkCache.clear();
    return json(c, { error: 0, message: PIXEL_UPDATED });
  });
  app.delete("/pixel/:id/delete", async (c) => {
    await owned.remove(c, owned.id(c));
    linkCache.clear();
    return json(c, { error: 0, message: PIXEL_DELETED });
  });
  return app;
}

// server/routes/qr.ts
import { createHash as createHash5 } from "node:crypto";

// server/routes/qr-logo-upload.ts
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";

// server/files/quota.ts
import { statfs } from "node:fs/promises";
import path6 from "node:path";
var MB = 1024 * 1024;
var megabytes = (bytes) => `${+(bytes / MB).toFixed(1)} MiB`;
var quotaText = (q) => `${megabytes(q.used)} of ${q.limit === null ? "unlimited" : megabytes(q.limit)} used`;
var overQuota = (q) => new ApiFailure(413, `The file does not fit in your storage quota (${quotaText(q)}). Delete files you no longer need, or ask for a larger quota. Nothing was stored.`, {
  Connection: "close"
});
async function read(db, userId, limits) {
  const [[user], [stored2]] = await Promise.all([
    db.select({ own: users.fileQuotaMb }).from(users).where(eq(users.id, userId)),
    db.select({ used: sql`coalesce(sum(${files.size}), 0)` }).from(files).where(eq(files.userId, userId))
  ]);
  const mb = user?.own ?? limits.fileQuotaMb;
  return { used: Number(stored2?.used ?? 0), limit: mb > 0 ? mb * MB : null };
}
var quotaOf = (db, userId, limits) => read(db, userId, limits);
async function roomForUpload(db, userId, limits, declared) {
  const q = await read(db, userId, limits);
  const left = q.limit === null ? Infinity : q.limit - q.used;
  if (left <= 0 || declared > left) throw overQuota(q);
  if (!limits.s3) await checkFreeDisk(limits);
  return left;
}
async function insertWithinQuota(db, userId, limits, size, insert) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const q = await read(tx, userId, limits);
    if (q.limit !== null && q.used + size > q.limit) throw overQuota(q);
    return insert(tx);
  });
}
async function checkFreeDisk(limits) {
  if (limits.minFreeDiskMb <= 0) return;
  const fs = await statfs(path6.join(limits.dataDir, "files")).catch(() => statfs(limits.dataDir));
  if (fs.bavail * fs.bsize < limits.minFreeDiskMb * MB) {
    throw new ApiFailure(507, "The server is short of disk space, so uploads are paused until it has room again. Nothing was stored; please try again later.", {
      Connection: "close",
      "Retry-After": "300"
    });
  }
}

// server/routes/qr-logo-upload.ts
var unusable = (reason) => new ApiFailure(400, `logo is not usable: ${reason}.`);
var TOO_LARGE = `logo must be at most ${LOGO_MAX_BYTES / 1e3} kB.`;
var NOT_FOUND = "logo upload was not found among your files: upload the image again.";
function qrLogoUploadRoutes({ db, config }, store) {
  const app = new Hono3();
  app.post("/qr/logo", async (c) => {
    const userId = c.get("user").id;
    if (Number(c.req.header("Content-Length") ?? 0) > LOGO_MAX_BYTES) throw new ApiFailure(400, TOO_LARGE, { Connection: "close" });
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (!bytes.length) throw new ApiFailure(400, "logo is required: send a PNG or JPEG image as the request body.");
    if (bytes.length > LOGO_MAX_BYTES) throw new ApiFailure(400, TOO_LARGE);
    const png = await normaliseLogo(bytes, unusable);
    await roomForUpload(db, userId, config, png.length);
    const saved = await store.save(Readable.toWeb(Readable.from([png])), png.length);
    try {
      const taken = async (alias2) => (await db.select({ id: links.id }).from(links).where(eq(links.alias, alias2))).length + (await db.select({ id: files.id }).from(files).where(eq(files.alias, alias2))).length > 0;
      let alias = randomAlias(10);
      while (await taken(alias)) alias = randomAlias(10);
      await insertWithinQuota(
        db,
        userId,
        config,
        saved.size,
        (tx) => tx.insert(files).values({ userId, name: "QR logo.png", extension: "png", alias, storageName: saved.storageName, size: saved.size })
      );
      return json(c, { error: 0, logo: `qr-logo/${alias}.png` });
    } catch (e) {
      await store.remove(saved.storageName);
      throw e;
    }
  });
  return app;
}
async function uploadedLogo(db, store, userId, logo) {
  const alias = QR_LOGO_UPLOAD.exec(logo)?.[1];
  const [row] = alias ? await db.select().from(files).where(and(eq(files.userId, userId), eq(files.alias, alias))) : [];
  if (!row) throw new ApiFailure(400, NOT_FOUND);
  return buffer(await store.open(row.storageName));
}

// server/routes/qr.ts
var sha = (png) => createHash5("sha256").update(png).digest("base64url");
var TOO_LONG = "data is too long to fit in a QR code: shorten it.";
function qrRoutes({ db, config, clicks: clicks2, clickStats, linkCache }, store) {
  const app = new Hono3();
  const record = (q) => ({
    id: q.id,
    link: qrUrls(config.publicUrl, q).png,
    scans: q.scans,
    name: q.name,
    date: toTimestamp(q.created)
  });
  const owned = ownedRows(db, qrCodes, "QR code");
  const logoFor = async (logo, userId) => {
    if (!logo) return null;
    if (isLogoUpload(logo)) return uploadedLogo(db, store, userId, logo.trim());
    return (await import("./qr-logo-RMTZPX2K.js")).fetchLogo(logo, config.logoFetchHosts);
  };
  const fitsInQrCode = async (text2) => (await import("./error-correction-Q3FIIG7D.js")).fitsInQrCode(text2);
  const storeLogo = async (tx, qrId, png) => {
    await tx.delete(qrLogos).where(eq(qrLogos.qrId, qrId));
    if (png) await tx.insert(qrLogos).values({ qrId, png, sha: sha(png) });
  };
  app.get("/qr", async (c) => {
    await clicks2.settle();
    return owned.list(c, "qrs", record);
  });
  app.get("/qr/:id", async (c) => {
    const id2 = owned.id(c);
    await clicks2.settle();
    const q = await owned.get(c, id2);
    const dynamic = isDynamicType(q.type);
    const details3 = {
      ...record(q),
      type: q.type,
      content: q.data,
      background: q.background,
      foreground: q.foreground,
      logo: q.logo,
      ...dynamic && { trackingurl: qrUrls(config.publicUrl, q).scan }
    };
    return json(c, { error: 0, details: details3, data: await clickStats.get(db, q.linkId) });
  });
  app.post("/qr/add", async (c) => {
    const body = await bodyOf(c, qrCreate);
    const userId = c.get("user").id;
    const token = randomAlias(10);
    const dynamic = isDynamicType(body.type);
    if (!dynamic && !await fitsInQrCode(qrPayload(body.type, body.data))) throw new ApiFailure(400, TOO_LONG);
    const name = body.name ?? DEFAULT_QR_NAME;
    const logo = await logoFor(body.logo ?? "", userId);
    const row = await db.transaction(async (tx) => {
      const [link] = dynamic ? await tx.insert(links).values({ userId, qr: true, alias: token, longUrl: qrTarget(config.publicUrl, { token, ...body }), title: name }).returning({ id: links.id }) : [void 0];
      const [q] = await tx.insert(qrCodes).values({
        userId,
        type: body.type,
        data: body.data,
        background: body.background ?? DEFAULT_BACKGROUND,
        foreground: body.foreground ?? DEFAULT_FOREGROUND,
        logo: body.logo ?? "",
        name,
        token,
        linkId: link?.id ?? null
      }).returning();
      if (logo) await storeLogo(tx, q.id, logo);
      return q;
    });
    return json(c, { error: 0, id: row.id, link: qrUrls(config.publicUrl, row).png });
  });
  app.put("/qr/:id/update", async (c) => {
    const id2 = owned.id(c);
    const body = await bodyOf(c, qrUpdate);
    const q = await owned.get(c, id2);
    const type = q.type;
    const data = body.data === void 0 ? void 0 : validate(qrDataSchemas[type], body.data);
    if (data !== void 0 && !isDynamicType(type) && !await fitsInQrCode(qrPayload(type, data))) throw new ApiFailure(400, TOO_LONG);
    const changes = {
      ...data !== void 0 && { data },
      ...body.background !== void 0 && { background: body.background },
      ...body.foreground !== void 0 && { foreground: body.foreground },
      ...body.logo !== void 0 && { logo: body.logo },
      ...body.name !== void 0 && { name: body.name }
    };
    if (!Object.keys(changes).length) return json(c, { error: 0, message: QR_UPDATED });
    const logoChanged = body.logo !== void 0 && body.logo !== q.logo;
    const logo = logoChanged ? await logoFor(body.logo, c.get("user").id) : null;
    await db.transaction(async (tx) => {
      const [kept] = await tx.update(qrCodes).set(changes).where(mine(qrCodes, c.get("user").id, id2)).returning({ id: qrCodes.id });
      if (kept && logoChanged) await storeLogo(tx, id2, logo);
      if (q.linkId && (data !== void 0 || body.name !== void 0)) {
        await tx.update(links).set({
          ...data !== void 0 && { longUrl: qrTarget(config.publicUrl, { token: q.token, type, data }) },
          ...body.name !== void 0 && { title: body.name }
        }).where(eq(links.id, q.linkId));
      }
    });
    linkCache.forget({ domain: null, alias: q.token });
    return json(c, { error: 0, message: QR_UPDATED });
  });
  app.delete("/qr/:id/delete", async (c) => {
    const id2 = owned.id(c);
    const userId = c.get("user").id;
    const deleted = await db.transaction(async (tx) => {
      const [q] = await tx.delete(qrCodes).where(mine(qrCodes, userId, id2)).returning();
      if (!q) return null;
      if (q.linkId) await tx.delete(links).where(eq(links.id, q.linkId));
      await tx.delete(directoryItems).where(and(eq(directoryItems.itemType, "qr"), eq(directoryItems.itemId, id2)));
      if (q.linkId) {
        await tx.delete(directoryItems).where(and(ne(directoryItems.itemType, "qr"), eq(directoryItems.itemId, q.linkId)));
      }
      return q;
    });
    if (!deleted) throw notFound("QR code");
    linkCache.forget({ domain: null, alias: deleted.token });
    return json(c, { error: 0, message: QR_DELETED });
  });
  return app;
}

// server/routes/files.ts
var ALIAS_TAKEN2 = "custom is already taken: choose another alias.";
function fileRoutes({ db, config }, store) {
  const app = new Hono3();
  app.get("/files", async (c) => {
    const q = validate(filesQuery, queryOf(c));
    const userId = c.get("user").id;
    const search = q.name?.trim();
    const where = and(
      eq(files.userId, userId),
      search ? ilike(files.name, `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`) : void 0
    );
    const [rows, [total]] = await Promise.all([
      db.select().from(files).where(where).orderBy(desc(files.id)).limit(q.limit).offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(files).where(where)
    ]);
    const counters = pageCountersFor(total?.n ?? 0, q.limit, q.page);
    return json(c, {
      error: "0",
      result: counters.result,
      perpage: counters.perpage,
      currentpage: counters.currentpage,
      nextpage: counters.hasNext ? q.page + 1 : null,
      maxpage: counters.maxpage,
      quota: await quotaOf(db, userId, config),
      list: rows.map((f) => ({
        id: f.id,
        name: f.name,
        downloads: f.downloads,
        shorturl: `${f.domain ?? config.publicUrl}/${f.alias}`,
        date: toTimestamp(f.created),
        size: f.size,
        protected: f.passwordHash !== null,
        expiry: f.expiry,
        maxdownloads: f.maxDownloads
      }))
    });
  });
  app.post("/files/upload/:filename", async (c) => {
    const filename = c.req.param("filename");
    if (!isSafeFilename(filename)) throw new ApiFailure(400, FILENAME_RULE);
    const opts = validate(fileUploadQuery, queryOf(c));
    const userId = c.get("user").id;
    const declared = Number(c.req.header("Content-Length") ?? NaN);
    if (declared > config.maxUploadBytes) throw tooLarge(config.maxUploadBytes);
    let domain2 = null;
    if (opts.domain) {
      const wanted = normaliseDomain(opts.domain);
      const [own] = wanted ? await db.select({ d: domains.domain, status: domains.status }).from(domains).where(and(eq(domains.userId, userId), eq(domains.host, domainHost(wanted)))) : [];
      if (!own) throw new ApiFailure(400, "domain must be one of your branded domains.");
      if (own.status !== "verified" && config.domainVerification) throw domainNotVerified(own.d);
      domain2 = own.d;
    }
    const aliasFree = async (alias) => {
      const [file] = await db.select({ id: files.id }).from(files).where(eq(files.alias, alias));
      const [link] = await db.select({ id: links.id }).from(links).where(eq(links.alias, alias));
      const [kept] = await db.select({ id: linkAliases.linkId }).from(linkAliases).where(eq(linkAliases.alias, alias));
      return !file && !link && !kept;
    };
    if (opts.custom && !await aliasFree(opts.custom)) throw new ApiFailure(409, ALIAS_TAKEN2);
    const max = Math.min(config.maxUploadBytes, await roomForUpload(db, userId, config, Number.isFinite(declared) ? declared : 0));
    const saved = await store.save(c.req.raw.body, max).catch(async (e) => {
      if (e instanceof ApiFailure && e.status === 413 && max < config.maxUploadBytes) await roomForUpload(db, userId, config, max + 1);
      throw e instanceof ApiFailure ? new ApiFailure(e.status, e.message, { ...e.headers, Connection: "close" }) : e;
    });
    try {
      let alias = opts.custom ?? randomAlias();
      while (!opts.custom && !await aliasFree(alias)) alias = randomAlias();
      const passwordHash = opts.password ? await hashPassword(opts.password) : null;
      const [row] = await insertWithinQuota(
        db,
        userId,
        config,
        saved.size,
        (tx) => tx.insert(files).values({
          userId,
          name: opts.name ?? filename,
          extension: extensionOf(filename),
          alias,
          domain: domain2,
          storageName: saved.storageName,
          size: saved.size,
          passwordHash,
          expiry: opts.expiry ?? null,
          maxDownloads: opts.maxdownloads ?? null
        }).returning()
      );
      return json(c, { error: 0, id: row.id, shorturl: `${domain2 ?? config.publicUrl}/${alias}` });
    } catch (e) {
      await store.remove(saved.storageName);
      if (isUniqueViolation(e)) throw new ApiFailure(409, ALIAS_TAKEN2);
      throw e;
    }
  });
  const owned = ownedRows(db, files, "File");
  app.put("/files/:id/update", async (c) => {
    const id2 = owned.id(c);
    const body = await bodyOf(c, fileUpdate);
    await owned.update(c, id2, {
      ...body.name !== void 0 && { name: body.name },
      ...body.password !== void 0 && { passwordHash: body.password === "" ? null : await hashPassword(body.password) },
      ...body.expiry !== void 0 && { expiry: body.expiry === "" ? null : body.expiry },
      ...body.maxdownloads !== void 0 && { maxDownloads: body.maxdownloads === 0 ? null : body.maxdownloads }
    });
    return json(c, { error: 0, message: FILE_UPDATED });
  });
  app.delete("/files/:id/delete", async (c) => {
    const id2 = owned.id(c);
    const [row] = await db.delete(files).where(mine(files, c.get("user").id, id2)).returning({ storageName: files.storageName });
    if (!row) throw notFound("File");
    await store.remove(row.storageName);
    return json(c, { error: 0, message: FILE_DELETED });
  });
  return app;
}

// server/links/kept-aliases.ts
async function keptAddresses(tx, linkId) {
  const rows = await tx.select({ host: linkAliases.host, alias: linkAliases.alias }).from(linkAliases).where(eq(linkAliases.linkId, linkId));
  return rows.map((r) => ({ domain: r.host || null, alias: r.alias }));
}
async function moveAddress(tx, linkId, before, after, keepOld) {
  await tx.delete(linkAliases).where(and(eq(linkAliases.linkId, linkId), eq(linkAliases.host, after.domain ?? ""), eq(linkAliases.alias, after.alias)));
  if (keepOld) await tx.insert(linkAliases).values({ linkId, host: before.domain ?? "", alias: before.alias });
}

// server/links/link-filters.ts
var stamp = (d) => d.toISOString().replace("T", " ").slice(0, 23);
var likeText = (q) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
var unknown = (param, what, id2) => new ApiFailure(404, `${param}: ${what} ${id2} not found.`);
function statusSql(status, now) {
  const today = /* @__PURE__ */ new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  switch (status) {
    case "protected":
      return isNotNull(links.passwordHash);
    case "expiring":
      return and(gte(links.expiry, stamp(now)), lt(links.expiry, stamp(new Date(today.getTime() + EXPIRING_DAYS * 864e5))));
    case "expired":
      return lt(links.expiry, stamp(now));
    case "targeted":
      return sql`(${links.geoTarget} <> '[]'::jsonb OR ${links.deviceTarget} <> '[]'::jsonb OR ${links.languageTarget} <> '[]'::jsonb)`;
    case "archived":
      return eq(links.archived, true);
  }
}
function shortUrlMatch(q, publicUrl) {
  const m = /^(https?:\/\/)?([^/\s?#]+)\/([A-Za-z0-9_-]{3,50})\/?$/i.exec(q);
  if (!m) return void 0;
  const [, scheme, host, alias] = m;
  const own = new URL(publicUrl);
  const hosts = host.toLowerCase() === own.host.toLowerCase() && (!scheme || scheme.toLowerCase() === `${own.protocol}//`) ? [""] : scheme ? [`${scheme.toLowerCase()}${host.toLowerCase()}`] : [`https://${host.toLowerCase()}`, `http://${host.toLowerCase()}`];
  return or(
    and(eq(links.alias, alias), inArray(sql`coalesce(${links.domain}, '')`, hosts)),
    // An array, not a subquery: the OR stays a bitmap of index scans.
    sql`${links.id} = any(array(select ${linkAliases.linkId} from ${linkAliases} where ${linkAliases.alias} = ${alias} and ${inArray(linkAliases.host, hosts)}))`
  );
}
async function listFilter(db, userId, q, publicUrl) {
  const conditions = [];
  if (q.campaign === "none") conditions.push(isNull(links.campaignId));
  else if (q.campaign !== void 0) {
    const [found] = await db.select({ id: campaigns.id }).from(campaigns).where(mine(campaigns, userId, q.campaign));
    if (!found) throw unknown("campaign", "campaign", q.campaign);
    conditions.push(eq(links.campaignId, q.campaign));
  }
  if (q.domain === "none") conditions.push(sql`coalesce(${links.domain}, '') = ''`);
  else if (q.domain !== void 0) {
    const [found] = await db.select({ url: domains.domain }).from(domains).where(mine(domains, userId, q.domain));
    if (!found) throw unknown("domain", "domain", q.domain);
    conditions.push(sql`coalesce(${links.domain}, '') = ${found.url}`);
  }
  if (q.directory !== void 0) {
    const [found] = await db.select({ id: directories.id }).from(directories).where(mine(directories, userId, q.directory));
    if (!found) throw unknown("directory", "directory", q.directory);
    const held = db.select({ id: directoryItems.itemId }).from(directoryItems).where(and(eq(directoryItems.directoryId, q.directory), eq(directoryItems.itemType, "links")));
    conditions.push(inArray(links.id, held));
  }
  const statuses = q.status ?? [];
  const now = /* @__PURE__ */ new Date();
  if (!statuses.includes("archived")) conditions.push(sql`not ${links.archived}`);
  if (statuses.length) conditions.push(or(...statuses.map((s) => statusSql(s, now))));
  const search = q.q?.trim();
  if (search) conditions.push(searchSql(userId, search, publicUrl));
  const key = JSON.stringify(["urls", q.campaign, q.domain, q.directory, [...statuses].sort(), search?.toLowerCase()]);
  return { where: and(...conditions), key };
}
var searchText = sql`(${links.longUrl} || ' ' || ${links.alias} || ' ' || ${links.title})`;
var SHORT_SEARCH_ROWS = 5e3;
function searchSql(userId, search, publicUrl) {
  const text2 = likeText(search);
  const columns = or(ilike(links.longUrl, text2), ilike(links.alias, text2), ilike(links.title, text2));
  const match2 = /[a-z0-9]{3}/i.test(search) ? and(sql`${searchText} ilike ${text2}`, columns) : and(
    columns,
    sql`${links.id} >= coalesce((select min(id) from (select id from ${links} where user_id = ${userId} order by id desc limit ${SHORT_SEARCH_ROWS}) newest), 0)`
  );
  return or(match2, shortUrlMatch(search, publicUrl));
}
function listOrder(order2) {
  if (order2 === "click") return [desc(links.clicks), desc(links.id)];
  if (order2 === "clicked") return [sql`${links.lastClick} desc nulls last`, desc(links.id)];
  return [desc(links.id)];
}

// server/links/link-list.ts
var shortLinksOf = (userId) => and(eq(links.userId, userId), sql`${links.kind} = 'links' and not ${links.qr}`);
var EXACT_SEARCH_COUNT = 1e3;
async function listQueries(db, userId, q, publicUrl) {
  const filter = await listFilter(db, userId, q, publicUrl);
  const where = and(shortLinksOf(userId), filter.where);
  const order2 = listOrder(q.order);
  const offset = (q.page - 1) * q.limit;
  const unfiltered = q.campaign === void 0 && q.domain === void 0 && q.directory === void 0 && !q.status?.length && !q.q?.trim();
  return {
    key: filter.key,
    // I3: a deep page reads its keys first (an index-only scan of links_listed*), then its rows.
    // One row more than the page tells whether another page follows, whatever the total (I5).
    rows: () => offset ? db.select().from(links).where(inArray(links.id, db.select({ id: links.id }).from(links).where(where).orderBy(...order2).limit(q.limit + 1).offset(offset))).orderBy(...order2) : db.select().from(links).where(where).orderBy(...order2).limit(q.limit + 1),
    total: async () => {
      if (unfiltered) return (await listedOf(db, userId)).listed;
      if (!q.q?.trim()) return (await db.select({ n: count() }).from(links).where(where))[0]?.n ?? 0;
      return searchCount(db, where);
    }
  };
}
function pageTotal(total, rows, limit2, page2) {
  const before = (page2 - 1) * limit2;
  if (rows > limit2) return Math.max(total, before + limit2 + 1);
  return rows ? before + rows : total;
}
async function listedOf(db, userId) {
  const [row] = await db.select().from(linkTotals).where(eq(linkTotals.userId, userId));
  return row ?? { links: 0, listed: 0, clicks: 0 };
}
async function searchCount(db, where) {
  const capped = db.select({ one: sql`1` }).from(links).where(where).limit(EXACT_SEARCH_COUNT + 1).as("capped");
  const n = (await db.select({ n: count() }).from(capped))[0]?.n ?? 0;
  if (n <= EXACT_SEARCH_COUNT) return n;
  const plan = await db.execute(sql`explain (format json) select 1 from ${links} where ${where}`);
  const raw2 = Object.values(plan.rows[0] ?? {})[0];
  const parsed2 = typeof raw2 === "string" ? JSON.parse(raw2) : raw2;
  return Math.max(n, Math.round(parsed2[0]?.Plan["Plan Rows"] ?? 0));
}
async function linkSummaryOf(db, userId, now = /* @__PURE__ */ new Date()) {
  const days = lastDays(now);
  const [totals, perDay] = await Promise.all([
    listedOf(db, userId),
    db.select({ day: clickDays.day, clicks: sql`sum(${clickDays.clicks})::bigint`.mapWith(Number) }).from(clickDays).innerJoin(links, eq(links.id, clickDays.linkId)).where(and(shortLinksOf(userId), gte(clickDays.day, days[0]))).groupBy(clickDays.day)
  ]);
  const byDay = new Map(perDay.map((d) => [d.day, d.clicks]));
  const timeline2 = days.map((date) => ({ date, clicks: byDay.get(date) ?? 0 }));
  const recentClicks = timeline2.reduce((n, d) => n + d.clicks, 0);
  return { links: totals.links, clicks: totals.clicks, recentClicks, timeline: timeline2 };
}

// server/routes/link-groups.ts
function linkGroupRoutes(app, { db, config, campaignCache, rules, shortLinksOf: shortLinksOf2 }) {
  app.post("/url/:id/duplicate", async (c) => {
    const id2 = idParam(c, "id", "Link");
    const userId = c.get("user").id;
    const copy = await db.transaction(async (tx) => {
      const [source] = await tx.select().from(links).where(and(shortLinksOf2(userId), eq(links.id, id2))).for("share");
      if (!source) throw notFound("Link");
      const pixelIds = (await tx.select({ id: linkPixels.pixelId }).from(linkPixels).where(eq(linkPixels.linkId, id2)).orderBy(asc(linkPixels.position))).map(
        (p) => p.id
      );
      await rules.lockReferences(tx, userId, { pixels: pixelIds, campaign: source.campaignId ?? void 0 });
      let alias;
      do
        alias = randomAlias(6);
      while (!await rules.isFree(tx, alias, source.domain));
      const { id: _id, alias: _alias, custom: _custom, clicks: _clicks, uniqueClicks: _unique, lastClick: _last, archived: _archived, created: _created, ...same } = source;
      const [row] = await tx.insert(links).values({ ...same, alias, custom: false, title: `${source.title}${DUPLICATE_SUFFIX}` }).returning();
      if (pixelIds.length) await tx.insert(linkPixels).values(pixelIds.map((pixelId, position) => ({ linkId: row.id, pixelId, position })));
      return row;
    }).catch((e) => {
      if (isUniqueViolation(e)) throw new ApiFailure(409, ALIAS_TAKEN);
      throw e;
    });
    if (copy.campaignId !== null) campaignCache.forget(copy.campaignId);
    return json(c, { error: 0, id: copy.id, shorturl: shortUrlOf(config.publicUrl, copy) });
  });
  app.post("/urls/aliases", async (c) => {
    const body = await bodyOf(c, aliasLookup);
    const own = await db.select({ url: domains.domain, host: domains.host }).from(domains).where(eq(domains.userId, c.get("user").id));
    const byHost = new Map(own.map((d) => [d.host, d.url]));
    const pairs = body.aliases.map((p, i) => {
      const normalised = p.domain ? normaliseDomain(p.domain) : "";
      const host = normalised ? byHost.get(domainHost(normalised)) : normalised === "" ? "" : void 0;
      if (host === void 0) throw new ApiFailure(404, `aliases.${i}.domain: ${p.domain} is not one of your domains.`);
      return { ...p, host, valid: ALIAS.test(p.alias), reserved: isReservedAlias(p.alias) };
    });
    const asked = pairs.flatMap((p, i) => p.valid && !p.reserved ? [{ i, h: p.host, a: p.alias }] : []);
    const taken = /* @__PURE__ */ new Set();
    if (asked.length) {
      const { rows } = await db.execute(sql`
        select p.i from jsonb_to_recordset(${JSON.stringify(asked)}::jsonb) as p(i int, h text, a text)
        where exists (select 1 from links l where coalesce(l.domain, '') = p.h and l.alias = p.a)
           or exists (select 1 from link_aliases k where k.host = p.h and k.alias = p.a)
           or exists (select 1 from files f where f.alias = p.a)`);
      for (const r of rows) taken.add(Number(r.i));
    }
    const aliases = pairs.map((p, i) => ({ alias: p.alias, domain: p.domain, taken: p.reserved || taken.has(i), reserved: p.reserved, valid: p.valid }));
    return json(c, { error: 0, data: { aliases } });
  });
}

// server/routes/links.ts
var hostTitle = (url) => new URL(url).hostname.replace(/^www\./, "");
async function changesOf(body, current) {
  const url = body.url ?? current.longUrl;
  const metaTitle = body.metatitle ?? current.metaTitle ?? "";
  return {
    ...body.url !== void 0 && { longUrl: body.url },
    ...(body.url !== void 0 || body.metatitle !== void 0) && url && { title: metaTitle || hostTitle(url) },
    ...body.password !== void 0 && { passwordHash: body.password === "" ? null : await hashPassword(body.password) },
    ...body.expiry !== void 0 && { expiry: body.expiry === "" ? null : storedExpiry(body.expiry) },
    ...body.type !== void 0 && { type: body.type },
    ...body.metatitle !== void 0 && { metaTitle: body.metatitle },
    ...body.metadescription !== void 0 && { metaDescription: body.metadescription },
    ...body.metaimage !== void 0 && { metaImage: body.metaimage },
    ...body.description !== void 0 && { description: body.description },
    ...body.status !== void 0 && { status: body.status },
    ...body.geotarget !== void 0 && { geoTarget: body.geotarget },
    ...body.devicetarget !== void 0 && { deviceTarget: body.devicetarget },
    ...body.languagetarget !== void 0 && { languageTarget: body.languagetarget },
    ...body.parameters !== void 0 && { parameters: body.parameters },
    ...body.campaign !== void 0 && { campaignId: body.campaign || null },
    ...body.archived !== void 0 && { archived: body.archived }
  };
}
async function savePixels2(tx, linkId, ids) {
  if (ids === void 0) return;
  await tx.delete(linkPixels).where(eq(linkPixels.linkId, linkId));
  if (ids.length) await tx.insert(linkPixels).values(ids.map((pixelId, position) => ({ linkId, pixelId, position })));
}
function linkRoutes({ db, config, bus, clicks: clicks2, clickStats, linkCache }) {
  const app = new Hono3();
  const campaignCache = campaignCacheOf(bus);
  const rules = linkRules(config);
  const ownLink = async (c, where) => {
    const [row] = await db.select().from(links).where(and(shortLinksOf(c.get("user").id), where));
    if (!row) throw notFound("Link");
    return row;
  };
  const answerOne = async (c, row) => json(c, {
    error: 0,
    id: row.id,
    details: await linkDetails(db, config.publicUrl, row),
    data: await clickStats.get(db, row.id)
  });
  app.get("/urls", async (c) => {
    const q = validate(linksQuery, queryOf(c));
    const userId = c.get("user").id;
    await clicks2.settle();
    if (q.short !== void 0) return answerOne(c, await ownLink(c, byShortUrl(q.short, config.publicUrl)));
    const list2 = await listQueries(db, userId, q, config.publicUrl);
    const [rows, n] = await Promise.all([list2.rows(), c.get("counts").get(userId, list2.key, list2.total)]);
    const page2 = rows.slice(0, q.limit);
    return json(c, listBody("urls", await linkItems(db, config.publicUrl, page2), pageTotal(n, rows.length, q.limit, q.page), q.limit, q.page));
  });
  app.get("/urls/summary", async (c) => {
    await clicks2.settle();
    return json(c, { error: 0, data: await linkSummaryOf(db, c.get("user").id) });
  });
  app.get("/url/:id", async (c) => {
    const id2 = idParam(c, "id", "Link");
    await clicks2.settle();
    return answerOne(c, await ownLink(c, eq(links.id, id2)));
  });
  app.post("/url/add", async (c) => {
    const body = await bodyOf(c, linkCreate);
    const userId = c.get("user").id;
    const row = await db.transaction(async (tx) => {
      await rules.refuseOwnUrls(tx, userId, body);
      const domain2 = await rules.domain(tx, userId, body.domain) ?? null;
      await rules.lockReferences(tx, userId, body);
      let alias = body.custom;
      if (alias) await rules.claim(tx, alias, domain2);
      else do
        alias = randomAlias(6);
      while (!await rules.isFree(tx, alias, domain2));
      const [link] = await tx.insert(links).values({ userId, alias, custom: Boolean(body.custom), domain: domain2, longUrl: body.url, title: "", ...await changesOf(body, {}) }).returning();
      await savePixels2(tx, link.id, body.pixels);
      return link;
    }).catch(aliasTaken);
    if (row.campaignId !== null) campaignCache.forget(row.campaignId);
    return json(c, { error: 0, id: row.id, shorturl: shortUrlOf(config.publicUrl, row) });
  });
  app.put("/url/:id/update", async (c) => {
    const id2 = idParam(c, "id", "Link");
    const body = await bodyOf(c, linkUpdate);
    const userId = c.get("user").id;
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(links).where(and(shortLinksOf(userId), eq(links.id, id2))).for("update");
      if (!current) throw await missingForUpdate(tx, userId, id2, body);
      await rules.refuseOwnUrls(tx, userId, body);
      const domain2 = await rules.domain(tx, userId, body.domain);
      await rules.lockReferences(tx, userId, body);
      const host = domain2 === void 0 ? current.domain : domain2;
      const alias = body.custom ?? current.alias;
      if (alias !== current.alias || host !== current.domain) {
        await rules.claim(tx, alias, host, id2);
        await moveAddress(tx, id2, current, { alias, domain: host }, body.keepoldalias === true);
      }
      const changes = {
        ...await changesOf(body, current),
        ...alias !== current.alias && { alias, custom: true },
        ...host !== current.domain && { domain: host }
      };
      const [saved] = Object.keys(changes).length ? await tx.update(links).set(changes).where(eq(links.id, id2)).returning() : [current];
      await savePixels2(tx, id2, body.pixels);
      return { ...saved, before: current, kept: await keptAddresses(tx, id2) };
    }).catch(aliasTaken);
    for (const address of [row.before, row, ...row.kept]) linkCache.forget(address);
    if (row.campaignId !== null && row.campaignId !== row.before.campaignId) campaignCache.forget(row.campaignId);
    clickStats.forget(id2);
    return json(c, { error: 0, id: row.id, shorturl: shortUrlOf(config.publicUrl, row) });
  });
  app.delete("/url/:id/delete", async (c) => {
    const id2 = idParam(c, "id", "Link");
    const userId = c.get("user").id;
    const deleted = await db.transaction(async (tx) => {
      const kept = await keptAddresses(tx, id2);
      const [row] = await tx.delete(links).where(and(shortLinksOf(userId), eq(links.id, id2))).returning();
      if (!row) throw notFound("Link");
      await tx.delete(directoryItems).where(and(eq(directoryItems.itemType, "links"), eq(directoryItems.itemId, id2)));
      return { row, kept };
    });
    for (const address of [deleted.row, ...deleted.kept]) linkCache.forget(address);
    clickStats.forget(id2);
    return json(c, { error: 0, message: LINK_DELETED });
  });
  linkGroupRoutes(app, { db, config, campaignCache, rules, shortLinksOf });
  return app;
}
async function missingForUpdate(tx, userId, id2, body) {
  if (body.archived === void 0) return notFound("Link");
  const [qrLink] = await tx.select({ id: links.id }).from(links).where(and(eq(links.userId, userId), eq(links.id, id2), eq(links.qr, true)));
  return qrLink ? new ApiFailure(400, QR_LINK_ARCHIVE) : notFound("Link");
}
function aliasTaken(e) {
  if (isUniqueViolation(e)) throw new ApiFailure(409, ALIAS_TAKEN);
  throw e;
}
function byShortUrl(short, publicUrl) {
  let url;
  try {
    url = new URL(short.trim());
  } catch {
    return sql`false`;
  }
  const alias = url.pathname.replace(/^\/+|\/+$/g, "");
  const origin2 = url.origin.toLowerCase();
  const domain2 = origin2 === new URL(publicUrl).origin.toLowerCase() ? "" : origin2;
  return and(eq(links.alias, alias), sql`coalesce(${links.domain}, '') = ${domain2}`);
}

// server/clicks/stats-period.ts
var HOUR = 36e5;
var DAY2 = 24 * HOUR;
var bad = (message) => new ApiFailure(400, message);
var day2 = (ms) => new Date(ms).toISOString().slice(0, 10);
var parseDay = (value) => Date.parse(`${value}T00:00:00Z`);
var localStamp = (ms) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");
function zoneOf(tz) {
  if (tz === void 0) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return tz;
  } catch {
    throw bad("tz must be an IANA time zone name, such as Europe/Berlin.");
  }
}
function localHour(tz, now) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: tz, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", hourCycle: "h23" }).formatToParts(now).map((p) => [p.type, Number(p.value)])
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour);
}
function truncate(ms, interval) {
  const d = new Date(ms);
  if (interval === "hour") return Math.floor(ms / HOUR) * HOUR;
  if (interval === "month") return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const midnight = Math.floor(ms / DAY2) * DAY2;
  return interval === "week" ? midnight - (d.getUTCDay() + 6) % 7 * DAY2 : midnight;
}
function next(ms, interval) {
  if (interval === "hour") return ms + HOUR;
  if (interval === "day") return ms + DAY2;
  if (interval === "week") return ms + 7 * DAY2;
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}
function bucketsOf(period, interval) {
  const labels = [];
  for (let at = truncate(period.start, interval); at < period.end; at = next(at, interval)) {
    if (labels.length === STATS_MAX_BUCKETS) {
      throw bad(`interval: the period from ${period.from} to ${period.to} holds more than ${STATS_MAX_BUCKETS} ${interval} buckets; choose a longer interval or a shorter period.`);
    }
    labels.push(interval === "hour" ? `${day2(at)} ${new Date(at).toISOString().slice(11, 13)}:00` : day2(at));
  }
  return labels;
}
function defaultInterval(period) {
  const days = (period.end - period.start) / DAY2;
  if (days <= 2) return "hour";
  if (days <= 92) return "day";
  if (days <= 731) return "week";
  return "month";
}
var RANGE_DAYS = { "7d": 7, "30d": 30, "90d": 90 };
async function planStats(q, firstClick, now = /* @__PURE__ */ new Date()) {
  const tz = zoneOf(q.tz);
  if (q.range && (q.from || q.to)) throw bad("range cannot be given with from or to.");
  for (const key of ["from", "to"]) {
    const value = q[key];
    if (value !== void 0 && !isCalendarDay(value)) throw bad(`${key} must be a real date YYYY-MM-DD.`);
  }
  const hour = localHour(tz, now);
  const today = day2(hour);
  const days = (from, to) => ({ start: parseDay(from), end: parseDay(to) + DAY2, from, to });
  let period;
  if (q.range === "24h") {
    const end = hour + HOUR;
    period = { start: end - DAY2, end, from: day2(end - DAY2), to: day2(end - 1) };
  } else if (q.range === "12m") {
    const t = new Date(parseDay(today));
    period = days(day2(Date.UTC(t.getUTCFullYear() - 1, t.getUTCMonth(), t.getUTCDate() + 1)), today);
  } else if (q.range === "all") {
    period = days(await firstClick(tz) ?? today, today);
  } else if (q.range) {
    period = days(day2(parseDay(today) - (RANGE_DAYS[q.range] - 1) * DAY2), today);
  } else {
    const to = q.to ?? today;
    period = days(q.from ?? day2(parseDay(to) - 29 * DAY2), to);
  }
  if (period.from > period.to) throw bad("from must not be after to.");
  const interval = q.interval ?? defaultInterval(period);
  const buckets = bucketsOf(period, interval);
  let previous = null;
  if (q.compare) {
    const length = period.end - period.start;
    const start = period.start - length;
    previous = { start, end: period.start, from: day2(start), to: day2(period.start - 1) };
  }
  return { tz, interval, period, previous, buckets, previousBuckets: previous ? bucketsOf(previous, interval) : [] };
}

// server/clicks/stats-query.ts
var DIRECT2 = "Direct, email and other";
var DIMENSIONS = ["countries", "referrers", "browsers", "os", "devices", "languages", "sources"];
var rowsOf2 = (result) => result.rows ?? [];
var list = (values) => sql.join(values.map((v) => sql`${v}`), sql`, `);
var stored = (value) => value === "unknown" ? "" : value;
var idList = (ids) => sql`${`{${ids.join(",")}}`}::int[]`;
function filterOf(name, values) {
  if (name === "source") {
    if (values.length === 2) return void 0;
    return values[0] === "scan" ? sql`referrer = ${SCAN_REFERRER}` : sql`referrer <> ${SCAN_REFERRER}`;
  }
  if (name === "referrer") {
    const hosts = values.map((v) => v === "direct" ? [DIRECT2, SCAN_REFERRER] : [stored(v.toLowerCase())]).flat();
    return sql`referrer in (${list(hosts)})`;
  }
  const column = { country: sql`country`, device: sql`device`, browser: sql`browser`, os: sql`os`, language: sql`language` }[name];
  return sql`${column} in (${list(values.map(stored))})`;
}
async function scopeLinks(db, userId, scope) {
  const [kind, raw2] = scope.split(":");
  const id2 = Number(raw2);
  const own = sql`select id from links where user_id = ${userId}`;
  let links2;
  let exists;
  switch (kind) {
    case "account":
      links2 = own;
      exists = sql`select 1`;
      break;
    case "link":
      links2 = sql`${own} and id = ${id2} and kind = 'links' and not qr`;
      exists = links2;
      break;
    case "bio":
      links2 = sql`${own} and id = ${id2} and kind = 'bio'`;
      exists = links2;
      break;
    case "qr":
      links2 = sql`select link_id from qr_codes where id = ${id2} and user_id = ${userId} and link_id is not null`;
      exists = sql`select 1 from qr_codes where id = ${id2} and user_id = ${userId}`;
      break;
    case "campaign":
      links2 = sql`${own} and campaign_id = ${id2}`;
      exists = sql`select 1 from campaigns where id = ${id2} and user_id = ${userId}`;
      break;
    case "domain":
      links2 = sql`${own} and domain = (select domain from domains where id = ${id2} and user_id = ${userId})`;
      exists = sql`select 1 from domains where id = ${id2} and user_id = ${userId}`;
      break;
    default:
      links2 = sql`${own} and id in (
        select item_id from directory_items where directory_id = ${id2} and item_type <> 'qr'
        union all
        select q.link_id from directory_items i join qr_codes q on q.id = i.item_id where i.directory_id = ${id2} and i.item_type = 'qr')`;
      exists = sql`select 1 from directories where id = ${id2} and user_id = ${userId}`;
  }
  const [row] = rowsOf2(
    await db.execute(sql`select exists(${exists}) as ok, array(${links2}) as ids`)
  );
  if (row?.ok !== true) throw new ApiFailure(404, `scope: ${kind} ${id2} not found.`);
  return (row.ids ?? []).map(Number);
}
async function firstClickDay(db, links2, tz) {
  const rows = rowsOf2(
    await db.execute(sql`select to_char(min(at) at time zone ${tz}, 'YYYY-MM-DD') as day from click_hours where link_id = any(${idList(links2)})`)
  );
  return rows[0]?.day ?? null;
}
var keyOf3 = {
  countries: sql`coalesce(nullif(country, ''), 'unknown')`,
  referrers: sql`case when referrer in (${DIRECT2}, ${SCAN_REFERRER}) then 'direct' else coalesce(nullif(referrer, ''), 'unknown') end`,
  browsers: sql`coalesce(nullif(browser, ''), 'unknown')`,
  os: sql`coalesce(nullif(os, ''), 'unknown')`,
  devices: sql`coalesce(nullif(device, ''), 'unknown')`,
  languages: sql`coalesce(nullif(language, ''), 'unknown')`,
  sources: sql`case when referrer = ${SCAN_REFERRER} then 'scan' else 'link' end`
};
async function figures(db, links2, plan, period, where, withDimensions) {
  const { tz, interval } = plan;
  const bounds = sql`at >= (${localStamp(period.start)}::timestamp at time zone ${tz}) and at < (${localStamp(period.end)}::timestamp at time zone ${tz})`;
  const filters = sql.join([sql`link_id = any(${idList(links2)})`, bounds, ...where], sql` and `);
  const format = interval === "hour" ? "YYYY-MM-DD HH24:00" : "YYYY-MM-DD";
  const bucket = sql`to_char(date_trunc(${interval}, at at time zone ${tz}), ${format})`;
  const dimensions = withDimensions ? sql`union all
      select k, key, n from (
        select k, key, n, row_number() over (partition by k order by n desc, key) as rank from (
          select case ${sql.join(DIMENSIONS.map((d) => sql`when grouping(${sql.raw(d)}) = 0 then ${d}`), sql` `)} end as k,
            coalesce(${sql.join(DIMENSIONS.map((d) => sql.raw(d)), sql`, `)}) as key, sum(clicks)::int as n
          from (select ${sql.join(DIMENSIONS.map((d) => sql`${keyOf3[d]} as ${sql.raw(d)}`), sql`, `)}, clicks from f) keyed
          group by grouping sets (${sql.join(DIMENSIONS.map((d) => sql`(${sql.raw(d)})`), sql`, `)})
        ) grouped
      ) ranked where rank <= ${STATS_TOP}` : sql``;
  return rowsOf2(
    await db.execute(sql`
      with f as materialized (
        select at, country, referrer, browser, os, language, device, clicks from click_hours where ${filters}
      ), v as materialized (
        select at, visitor from click_hits where ${filters}
      )
      select 'clicks' as k, '' as key, coalesce(sum(clicks), 0)::int as n from f
      union all select 'unique', '', count(distinct visitor)::int from v
      union all select 'bucket', ${bucket}, sum(clicks)::int from f group by 2
      union all select 'ubucket', ${bucket}, count(distinct visitor)::int from v group by 2
      ${dimensions}`)
  );
}
function timeline(rows, labels) {
  const clicks2 = /* @__PURE__ */ new Map();
  const uniques = /* @__PURE__ */ new Map();
  let total = 0;
  let unique = 0;
  for (const r of rows) {
    if (r.k === "clicks") total = Number(r.n);
    else if (r.k === "unique") unique = Number(r.n);
    else if (r.k === "bucket") clicks2.set(r.key, Number(r.n));
    else if (r.k === "ubucket") uniques.set(r.key, Number(r.n));
  }
  const buckets = labels.map((start) => ({ start, clicks: clicks2.get(start) ?? 0, uniqueClicks: uniques.get(start) ?? 0 }));
  return { clicks: total, uniqueClicks: unique, timeline: buckets };
}
async function statsAnswer(db, links2, q, plan) {
  const where = ["country", "device", "browser", "os", "referrer", "language", "source"].flatMap((name) => {
    const values = q[name];
    const condition = values ? filterOf(name, values) : void 0;
    return condition ? [condition] : [];
  });
  const [rows, previousRows] = await Promise.all([
    figures(db, links2, plan, plan.period, where, true),
    plan.previous ? figures(db, links2, plan, plan.previous, where, false) : Promise.resolve(null)
  ]);
  const maps = Object.fromEntries(DIMENSIONS.map((d) => [d, {}]));
  const ranked = rows.filter((r) => r.k in maps).sort((a, b) => Number(b.n) - Number(a.n) || (a.key < b.key ? -1 : 1));
  for (const r of ranked) maps[r.k][r.key] = Number(r.n);
  const data = {
    scope: q.scope,
    from: plan.period.from,
    to: plan.period.to,
    tz: plan.tz,
    interval: plan.interval,
    ...timeline(rows, plan.buckets),
    ...maps
  };
  if (plan.previous && previousRows) data.previous = { from: plan.previous.from, to: plan.previous.to, ...timeline(previousRows, plan.previousBuckets) };
  return data;
}

// server/routes/stats.ts
var unknownZone = (e) => e.code === "22023" || e.cause?.code === "22023";
function statsRoutes({ db, clicks: clicks2 }) {
  const app = new Hono3();
  app.get("/stats", async (c) => {
    const q = validate(statsQuery, queryOf(c));
    const links2 = await scopeLinks(db, c.get("user").id, q.scope);
    try {
      const plan = await planStats(q, (tz) => firstClickDay(db, links2, tz));
      await clicks2.settle();
      return json(c, { error: 0, data: await statsAnswer(db, links2, q, plan) });
    } catch (e) {
      if (unknownZone(e)) throw new ApiFailure(400, "tz must be an IANA time zone name, such as Europe/Berlin.");
      throw e;
    }
  });
  return app;
}

// server/routes/bio.ts
var likeText2 = (q) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
var anyObject = external_exports.record(external_exports.string(), external_exports.unknown());
async function bioBody(c, schema) {
  const result = schema.safeParse(await bodyOf(c, anyObject));
  if (!result.success) throw new ApiFailure(400, bioIssueMessage(result.error.issues[0]));
  return Object.fromEntries(Object.entries(result.data).filter(([, v]) => v !== void 0));
}
function bioRoutes({ db, config, clicks: clicks2, clickStats, linkCache }) {
  const app = new Hono3();
  const rules = linkRules(config);
  const pagesOf = (userId) => and(eq(links.userId, userId), eq(links.kind, "bio"));
  const select = (where) => db.select({ link: links, bio: bioPages }).from(links).innerJoin(bioPages, eq(bioPages.linkId, links.id)).where(where);
  const avatarOf = async (avatar) => avatar ? await fetchAvatar(avatar, config.logoFetchHosts) : avatar === "" ? { png: null, sha: null } : void 0;
  app.get("/bio", async (c) => {
    const q = validate(bioQuery, queryOf(c));
    const userId = c.get("user").id;
    await clicks2.settle();
    const search = q.q?.trim();
    const where = and(
      pagesOf(userId),
      search ? or(ilike(links.title, likeText2(search)), ilike(links.alias, likeText2(search)), ilike(links.description, likeText2(search))) : void 0
    );
    const total = async () => (await db.select({ n: count() }).from(links).where(where))[0]?.n ?? 0;
    const [rows, n] = await Promise.all([
      select(where).orderBy(desc(links.id)).limit(q.limit).offset((q.page - 1) * q.limit),
      c.get("counts").get(userId, search ? `bio\0${search.toLowerCase()}` : "bio", total)
    ]);
    return json(c, listBody("bios", await bioItems(db, config.publicUrl, rows), n, q.limit, q.page));
  });
  app.get("/bio/:id", async (c) => {
    const id2 = idParam(c, "id", "Bio page");
    await clicks2.settle();
    const [row] = await select(and(pagesOf(c.get("user").id), eq(links.id, id2)));
    if (!row) throw notFound("Bio page");
    const [item] = await bioItems(db, config.publicUrl, [row]);
    return json(c, { error: 0, data: item });
  });
  app.post("/bio/add", async (c) => {
    const body = await bioBody(c, bioCreate);
    const userId = c.get("user").id;
    const avatar = await avatarOf(body.avatar);
    const row = await db.transaction(async (tx) => {
      const domain2 = await rules.domain(tx, userId, body.domain) ?? null;
      await rules.lockReferences(tx, userId, { pixels: body.pixels });
      let alias = body.alias;
      if (alias) await rules.claim(tx, alias, domain2);
      else do
        alias = randomAlias(6);
      while (!await rules.isFree(tx, alias, domain2));
      const [link] = await tx.insert(links).values({
        userId,
        kind: "bio",
        alias,
        custom: Boolean(body.alias),
        domain: domain2,
        longUrl: shortUrlOf(config.publicUrl, { domain: domain2, alias }),
        title: body.name,
        description: body.description ?? ""
      }).returning();
      const blocks2 = await saveBlocks(tx, userId, link.id, body.blocks ?? []);
      await tx.insert(bioPages).values({
        linkId: link.id,
        name: body.name,
        avatar: body.avatar ?? "",
        avatarPng: avatar?.png ?? null,
        avatarSha: avatar?.sha ?? null,
        theme: themeOf(body.theme),
        buttonStyle: body.buttonStyle ?? "rounded",
        public: body.public ?? true,
        blocks: blocks2
      });
      await savePixels(tx, link.id, body.pixels);
      return link;
    }).catch(aliasTaken2);
    linkCache.forget(row);
    return json(c, { error: 0, id: row.id, url: shortUrlOf(config.publicUrl, row) });
  });
  app.put("/bio/:id/update", async (c) => {
    const id2 = idParam(c, "id", "Bio page");
    const body = await bioBody(c, bioUpdate);
    const userId = c.get("user").id;
    const [stored2] = await select(and(pagesOf(userId), eq(links.id, id2)));
    if (!stored2) throw notFound("Bio page");
    const avatar = body.avatar !== void 0 && body.avatar !== stored2.bio.avatar ? await avatarOf(body.avatar) : void 0;
    const saved = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(links).where(and(pagesOf(userId), eq(links.id, id2))).for("update");
      const [bio] = await tx.select().from(bioPages).where(eq(bioPages.linkId, id2));
      if (!current || !bio) throw notFound("Bio page");
      const domain2 = await rules.domain(tx, userId, body.domain);
      await rules.lockReferences(tx, userId, { pixels: body.pixels });
      const host = domain2 === void 0 ? current.domain : domain2;
      const alias = body.alias ?? current.alias;
      if (alias !== current.alias || host !== current.domain) await rules.claim(tx, alias, host, id2);
      const [link] = await tx.update(links).set({
        alias,
        domain: host,
        longUrl: shortUrlOf(config.publicUrl, { domain: host, alias }),
        ...alias !== current.alias && { custom: true },
        ...body.name !== void 0 && { title: body.name },
        ...body.description !== void 0 && { description: body.description }
      }).where(eq(links.id, id2)).returning();
      const changes = {
        ...body.name !== void 0 && { name: body.name },
        ...body.avatar !== void 0 && { avatar: body.avatar },
        ...avatar && { avatarPng: avatar.png, avatarSha: avatar.sha },
        ...body.theme !== void 0 && { theme: themeOf({ ...themeOf(bio.theme), ...body.theme }) },
        ...body.buttonStyle !== void 0 && { buttonStyle: body.buttonStyle },
        ...body.public !== void 0 && { public: body.public },
        ...body.blocks !== void 0 && { blocks: await saveBlocks(tx, userId, id2, body.blocks) }
      };
      if (Object.keys(changes).length) await tx.update(bioPages).set(changes).where(eq(bioPages.linkId, id2));
      await savePixels(tx, id2, body.pixels);
      return { before: current, after: link };
    }).catch(aliasTaken2);
    linkCache.forget(saved.before);
    linkCache.forget(saved.after);
    clickStats.forget(id2);
    return json(c, { error: 0, message: BIO_UPDATED });
  });
  app.delete("/bio/:id/delete", async (c) => {
    const id2 = idParam(c, "id", "Bio page");
    const userId = c.get("user").id;
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.delete(links).where(and(pagesOf(userId), eq(links.id, id2))).returning();
      if (!row) throw notFound("Bio page");
      await tx.delete(links).where(and(eq(links.userId, userId), blockRowsOf(id2)));
      await tx.delete(directoryItems).where(and(eq(directoryItems.itemType, "bio"), eq(directoryItems.itemId, id2)));
      return row;
    });
    linkCache.forget(deleted);
    clickStats.forget(id2);
    return json(c, { error: 0, message: BIO_DELETED });
  });
  return app;
}
function aliasTaken2(e) {
  if (isUniqueViolation(e)) throw new ApiFailure(409, ALIAS_TAKEN);
  throw e;
}

// server/ops/health.ts
import { mkdir, rm, statfs as statfs2, writeFile } from "node:fs/promises";
import { readFileSync as readFileSync6 } from "node:fs";
import path7 from "node:path";
var MB2 = 1024 * 1024;
var CACHE_MS = 1e3;
var DATABASE_TIMEOUT_MS = 2e3;
var NO_STORE = { "Cache-Control": "no-store" };
var newestMigration = () => {
  const { entries } = JSON.parse(readFileSync6(path7.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  return Math.max(...entries.map((e) => e.when));
};
function withTimeout(work, ms) {
  let timer;
  const late = new Promise((resolve) => timer = setTimeout(resolve, ms, "timeout"));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
var ReadinessCheck = class {
  constructor(db, config) {
    this.db = db;
    this.config = config;
    this.probe = path7.join(config.dataDir, "files", `.ready-${process.pid}`);
  }
  db;
  config;
  stopping = false;
  last = null;
  newest = newestMigration();
  probe;
  /** M3: a graceful stop has begun; /readyz answers 503 from now on. */
  stop() {
    this.stopping = true;
  }
  check() {
    if (this.stopping) return Promise.resolve({ ready: false, reason: "The server is stopping." });
    const now = performance.now();
    if (this.last && now - this.last.at < CACHE_MS) return this.last.result;
    const result = this.run().catch(() => ({ ready: false, reason: "A readiness check failed unexpectedly." }));
    this.last = { at: now, result };
    return result;
  }
  async run() {
    const reasons = await Promise.all([this.database(), this.fileStore(), this.disk()]);
    const reason = reasons.find((r) => r !== null);
    return reason ? { ready: false, reason } : { ready: true };
  }
  async database() {
    const query = this.db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    query.catch(() => {
    });
    const answer2 = await withTimeout(query, DATABASE_TIMEOUT_MS).catch(() => "error");
    if (answer2 === "timeout") return `The database did not answer within ${DATABASE_TIMEOUT_MS / 1e3} s.`;
    if (answer2 === "error") return "The database refused the readiness query.";
    const rows = answer2.rows;
    return Number(rows[0]?.newest) >= this.newest ? null : "The database has not run this version's migrations yet.";
  }
  // M4: an S3 bucket is not probed: redirects do not need it, and an upload says so itself (F3).
  async fileStore() {
    if (this.config.s3) return null;
    try {
      await mkdir(path7.dirname(this.probe), { recursive: true });
      await writeFile(this.probe, "ok");
      await rm(this.probe, { force: true });
      return null;
    } catch {
      return "The file store (DATA_DIR/files) is not writable.";
    }
  }
  // M4: the floor guards what this server writes under DATA_DIR: files on disk or the embedded database.
  async disk() {
    const { minFreeDiskMb, s3, databaseUrl, dataDir } = this.config;
    if (minFreeDiskMb <= 0 || s3 && databaseUrl) return null;
    const fs = await statfs2(dataDir);
    return fs.bavail * fs.bsize >= minFreeDiskMb * MB2 ? null : `Free disk space under DATA_DIR is below MIN_FREE_DISK_MB (${minFreeDiskMb} MiB).`;
  }
};
function healthRoutes(readiness) {
  const app = new Hono3();
  app.get("/healthz", (c) => c.json({ alive: true }, 200, NO_STORE));
  app.get("/readyz", async (c) => {
    const state = await readiness.check();
    return c.json(state, state.ready ? 200 : 503, NO_STORE);
  });
  return app;
}

// server/ops/observe-requests.ts
import { randomBytes as randomBytes3 } from "node:crypto";

// server/ops/observed-response.ts
import { ServerResponse } from "node:http";
function lengthIn(headers) {
  if (!headers || Array.isArray(headers)) return null;
  for (const key in headers) {
    if (key.length === 14 && key.toLowerCase() === "content-length") return Number(headers[key]);
  }
  return null;
}
var ObservedResponse = class extends ServerResponse {
  requestId = void 0;
  context = void 0;
  client = "";
  start = 0;
  length = null;
  writeHead(status, message, headers) {
    const id2 = this.requestId;
    if (id2 === void 0) return super.writeHead(status, message, headers);
    const given = typeof message === "string" ? headers : message;
    this.length = lengthIn(given) ?? this._contentLength ?? null;
    if (Array.isArray(given)) {
      this.setHeader("X-Request-Id", id2);
      return super.writeHead(status, message, headers);
    }
    const merged = given === void 0 ? { "X-Request-Id": id2 } : { ...given, "X-Request-Id": id2 };
    return typeof message === "string" ? super.writeHead(status, message, merged) : super.writeHead(status, merged);
  }
};

// server/ops/observe-requests.ts
var SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;
var REDIRECT = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
var labelOf = (pattern2) => pattern2.replace(/\{.*?\}(?=\/|$)/g, "") || "/";
function answered() {
  this.observer.sink(this.context, this.req.method, this.requestId, this.client, this.start, this.statusCode, this.length, !this.writableFinished);
}
function observeRequests(opts) {
  const { log: log2, metrics, trustProxy } = opts;
  const prefix = `${randomBytes3(4).toString("hex")}-`;
  let sequence = 0;
  const routes = /* @__PURE__ */ new Map();
  const routeOf = (c) => {
    const pattern2 = routePath(c);
    let route = routes.get(pattern2);
    if (route === void 0) routes.set(pattern2, route = { label: labelOf(pattern2), quoted: JSON.stringify(labelOf(pattern2)) });
    return route;
  };
  const line2 = log2 ? requestLine() : void 0;
  const observer = {
    sink(c, method, id2, client, start, status, bytes, aborted) {
      const ms = performance.now() - start;
      const route = routeOf(c);
      if (metrics) {
        const code = String(status);
        metrics.requests.inc({ method, route: route.label, status: code });
        metrics.duration.observe({ method, route: route.label, status: code }, ms / 1e3);
        if (REDIRECT.has(status) && !route.label.startsWith("/api") && !route.label.startsWith("/app")) metrics.redirects.inc({ route: route.label });
        if (status === 429) metrics.refusals.inc({ route: route.label });
      }
      if (line2) line2(id2, method, route.quoted, status, Math.round(ms * 10) / 10, bytes, client || JSON.stringify(clientAddress(c, trustProxy)), aborted);
    }
  };
  const idOf = (given) => typeof given === "string" && SAFE_ID.test(given) ? given : prefix + (++sequence).toString(36);
  return (c, next2) => {
    const start = performance.now();
    const env = c.env;
    const out = env?.outgoing;
    if (out instanceof ObservedResponse) {
      out.requestId = idOf(env.incoming.headers["x-request-id"]);
      out.context = c;
      out.start = start;
      if (log2 && !trustProxy) out.client = `"${env.incoming.socket.remoteAddress ?? "unknown"}"`;
      out.observer = observer;
      out.on("close", answered);
      return next2();
    }
    return observeElsewhere(c, next2, idOf(c.req.header("x-request-id")), start, observer);
  };
}
async function observeElsewhere(c, next2, id2, start, observer) {
  await next2();
  c.res.headers.set("X-Request-Id", id2);
  observer.sink(c, c.req.method, id2, "", start, c.res.status, null, false);
}
function requestLine() {
  const head = `{"level":"info","time":"`;
  const pid = `","pid":${process.pid},"id":"`;
  let millisecond = 0;
  let stamp2 = "";
  return (id2, method, route, status, ms, bytes, client, aborted) => {
    const now = Date.now();
    if (now !== millisecond) {
      millisecond = now;
      stamp2 = new Date(now).toISOString();
    }
    writeRequestLine(
      `${head}${stamp2}${pid}${id2}","method":"${method}","route":${route},"status":${status},"ms":${ms},"bytes":${bytes},"client":${client}${aborted ? ',"aborted":true' : ""},"msg":"request"}
`
    );
  };
}

// server/http/cached-router.ts
var PATHS = 1e3;
var LONGEST = 256;
var CachedRouter = class {
  name = "CachedRouter";
  router = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] });
  known = /* @__PURE__ */ new Map();
  add(method, path8, handler) {
    this.known.clear();
    this.router.add(method, path8, handler);
  }
  match(method, path8) {
    let paths = this.known.get(method);
    const found = paths?.get(path8);
    if (found) return found;
    const result = this.router.match(method, path8);
    if (path8.length > LONGEST) return result;
    if (!paths) this.known.set(method, paths = /* @__PURE__ */ new Map());
    if (paths.size >= PATHS) paths.delete(paths.keys().next().value);
    paths.set(path8, result);
    return result;
  }
};

// server/app.ts
function createApp(config, db, ownLimiter) {
  const { bus, limiter, close } = sharedState(config, db, ownLimiter);
  const clickStats = new ClickStatsCache(bus);
  const deps = { db, config, bus, clickStats, clicks: new ClickRecorder(db, clickStats, config), linkCache: new LinkCache(bus) };
  const store = openFileStore(config);
  const verifier = startDomainVerifier(db, config);
  const metrics = metricsFor(config);
  const unwatchPool = metrics ? (watchClicks(metrics, deps.clicks), watchPool(metrics, db)) : () => {
  };
  const requestLog = ["info", "debug", "trace"].includes(config.logLevel) ? log(config.logLevel) : void 0;
  const readiness = new ReadinessCheck(db, config);
  const app = new Hono3({ router: new CachedRouter() });
  const observed = metrics !== void 0 || requestLog !== void 0;
  if (observed) app.use("*", observeRequests({ log: requestLog !== void 0, metrics, trustProxy: config.trustProxy }));
  app.route("/", healthRoutes(readiness));
  const token = config.metricsToken;
  if (token) {
    app.get(
      "/metrics",
      async (c) => tokenMatches(c.req.header("Authorization"), token) ? c.body(await metricsText(), 200, { "Content-Type": METRICS_CONTENT_TYPE, "Cache-Control": "no-store" }) : c.json({ error: 1, message: "The metrics need Authorization: Bearer with METRICS_TOKEN." }, 401)
    );
  }
  app.route("/", publicLinkRedirect(deps));
  app.route("/", campaignRotatorRedirect(deps));
  app.use("*", securityHeaders);
  app.route("/", apiDocsRoutes(config.publicUrl));
  const api2 = new Hono3();
  api2.use("*", compressJson);
  api2.use(
    "*",
    cors({
      origin: "*",
      allowHeaders: ["Authorization", "Content-Type"],
      allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
      exposeHeaders: ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "Retry-After"],
      maxAge: 600
    })
  );
  api2.use("*", apiGuard(db, limiter, bus, { defaultLimit: config.rateLimitPerMinute, trustProxy: config.trustProxy }));
  api2.use("*", countCache(new CountCache(bus), bus));
  api2.use("*", jsonBodyLimit);
  for (const routes of [accountRoutes, domainRoutes, overlayRoutes, splashRoutes, campaignRoutes, directoryRoutes, pixelRoutes, linkRoutes, bioRoutes, statsRoutes]) {
    api2.route("/", routes(deps));
  }
  api2.route("/", qrLogoUploadRoutes(deps, store));
  api2.route("/", qrRoutes(deps, store));
  api2.route("/", fileRoutes(deps, store));
  api2.all("*", (c) => json(c, { error: 1, message: "This API endpoint does not exist." }, 404));
  app.route("/api", api2);
  app.use("/app/*", compress());
  app.route("/", dashboardRoutes(config.distDir));
  app.route("/", publicRoutes2(deps, store));
  app.onError(answerError);
  app.notFound((c) => c.text("Not found", 404));
  const serverOptions = observed ? { ServerResponse: ObservedResponse } : {};
  return Object.assign(app, { readiness, serverOptions, drain: () => (verifier.stop(), unwatchPool(), deps.clicks.close().finally(close)) });
}
export {
  createApp
};
/*! Bundled license information:

range-parser/index.js:
  (*!
   * range-parser
   * Copyright(c) 2012-2014 TJ Holowaychuk
   * Copyright(c) 2015-2016 Douglas Christopher Wilson
   * MIT Licensed
   *)

bowser/bowser.mjs:
  (*!
   * Bowser - a browser detector
   * https://github.com/lancedikson/bowser
   * MIT License | (c) Dustin Diaz 2012-2015
   * MIT License | (c) Denis Demchenko 2015-2026
   *)
  (*!
  * Bowser - a browser detector
  * https://github.com/bowser-js/bowser
  * MIT License | (c) Dustin Diaz 2012-2015
  * MIT License | (c) Denis Demchenko 2015-2026
  *)
*/
