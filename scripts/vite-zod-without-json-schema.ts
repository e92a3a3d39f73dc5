// zod's classic schemas carry its JSON Schema generator (every schema has `toJSONSchema()` and
// `~standard.jsonSchema`), about 8 kB gzip that every page of the dashboard would download and never run.
// In the browser build its two modules become stand-ins with the same exports that throw when called.
// The server and the tests import zod whole.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const STUBBED = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/
// Factories that schemas call as they are built or read (`~standard`): they must hand back a function.
const FACTORIES = new Set(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod'])

/** The stand-in module's code: each export of `source` throws, each factory returns a function that throws. */
export function jsonSchemaStandIn(source: string): string {
  const names = [
    ...[...source.matchAll(/^export (?:function|const) (\w+)/gm)].map((m) => m[1]!),
    ...[...source.matchAll(/^export \{ \w+ as (\w+) \}/gm)].map((m) => m[1]!),
  ]
  if (names.length === 0) throw new Error('zod-without-json-schema: no exports found; has zod changed its files?')
  const lines = names.map((name) => `export const ${name} = ${FACTORIES.has(name) ? '() => unavailable' : 'unavailable'}`)
  return [`const unavailable = () => { throw new Error('JSON Schema is left out of the dashboard build') }`, ...lines].join('\n')
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!STUBBED.test(id)) return null
      return jsonSchemaStandIn(readFileSync(id.replace(/\?.*$/, ''), 'utf8'))
    },
  }
}
