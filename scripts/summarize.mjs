// Sums the runners' JSON reports and the non-test steps (typecheck, lint, build) into one line.
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null)

for (const name of ['unit', 'server', 'server-postgres', 'deploy']) {
  const r = read(`reports/${name}.json`)
  if (!r) continue
  passed += r.numPassedTests
  failed += r.numFailedTests
  // A file that failed to load reports no tests; count it so it cannot pass silently.
  failed += (r.testResults ?? []).filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length
}

const e2e = read('reports/e2e.json')
if (e2e) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0)
  failed += e2e.stats.unexpected
}

if (!existsSync('reports/steps.txt')) failed += 1 // the test command never ran
const steps = existsSync('reports/steps.txt') ? readFileSync('reports/steps.txt', 'utf8').trim().split('\n').filter(Boolean) : []
for (const line of steps) {
  const [name, verdict] = line.split(' ')
  const hasReport = { unit: 'unit', server: 'server', 'server-postgres': 'server-postgres', deploy: 'deploy', e2e: 'e2e' }[name]
  if (hasReport && existsSync(`reports/${hasReport}.json`)) {
    // The runner's own counts are used; a crashed runner with no failing test still counts once.
    const r = read(`reports/${hasReport}.json`)
    const counted = name === 'e2e' ? r.stats.unexpected : r.numFailedTests
    if (verdict === 'FAILED' && counted === 0) failed += 1
    continue
  }
  if (verdict === 'ok') passed += 1
  else failed += 1
}

console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
