import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  METRICS_CONTENT_TYPE,
  metricsText,
  require_prom_client,
  tokenMatches
} from "./chunk-CCDOQCKU.js";
import {
  __toESM
} from "./chunk-HANBNIMK.js";

// server/ops/metrics-listener.ts
var import_prom_client = __toESM(require_prom_client(), 1);
import { createServer } from "node:http";
function serveMetrics(config, opts) {
  const aggregator = opts.cluster ? new import_prom_client.default.AggregatorRegistry() : void 0;
  const server = createServer((req, res) => {
    const answer = (status, body, type = "text/plain; charset=utf-8") => res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" }).end(body);
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") return answer(404, "Not found: the metrics are at /metrics.\n");
    if (config.metricsToken && !tokenMatches(req.headers.authorization, config.metricsToken)) return answer(401, "The metrics need Authorization: Bearer with METRICS_TOKEN.\n");
    (aggregator ? aggregator.clusterMetrics() : metricsText()).then(
      (text) => answer(200, text, aggregator ? aggregator.contentType : METRICS_CONTENT_TYPE),
      () => answer(503, "The metrics could not be collected from every worker.\n")
    );
  });
  server.listen(config.metricsPort, config.host);
  return server;
}
export {
  serveMetrics
};
