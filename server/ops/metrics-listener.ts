import { createServer } from 'node:http'
import client from 'prom-client'
import type { Config } from '../env.ts'
import { METRICS_CONTENT_TYPE, metricsText, tokenMatches } from './metrics.ts'

// M5, M6: apart from the public port; with WORKERS > 1 the primary sums its workers' metrics.
export function serveMetrics(config: Pick<Config, 'metricsPort' | 'metricsToken' | 'host'>, opts: { cluster: boolean }) {
  const aggregator = opts.cluster ? new client.AggregatorRegistry() : undefined
  const server = createServer((req, res) => {
    const answer = (status: number, body: string, type = 'text/plain; charset=utf-8') => res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body)
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') return answer(404, 'Not found: the metrics are at /metrics.\n')
    if (config.metricsToken && !tokenMatches(req.headers.authorization, config.metricsToken)) return answer(401, 'The metrics need Authorization: Bearer with METRICS_TOKEN.\n')
    ;(aggregator ? aggregator.clusterMetrics() : metricsText()).then(
      (text) => answer(200, text, aggregator ? aggregator.contentType : METRICS_CONTENT_TYPE),
      () => answer(503, 'The metrics could not be collected from every worker.\n'),
    )
  })
  server.listen(config.metricsPort, config.host)
  return server
}
