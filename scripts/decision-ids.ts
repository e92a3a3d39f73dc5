// Issue 41: every decision id cited in code, tests and docs (`L4j`, `D26a`, `T40`) must be defined in docs/decisions/,
// docs/LINKS.md or docs/EXTENSIONS.md, and no id may be defined twice. Exits 1 when one is not.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { filesUnder, root } from './repo-files.ts'

const cited = ['src', 'server', 'contract', 'tests', 'e2e', 'scripts', 'bench', 'docs']
const citedFiles = /\.(ts|tsx|mjs|js|sh|md)$/
const definitions = /^(?:#+ |- (?:\*\*)?)([A-Z]\d{1,2}[a-z]?)(?:[.:*]|\s\()/
// An id: a capital, one or two digits, at most one small letter, standing alone (not `X25519`, `E2E`, `%A7b`).
const citation = /(?<![\w.$/%-])([A-Z])(\d{1,2})([a-z]?)(?![\w-])/g
// Capital-and-digit words that are not decisions.
const notIds = new Set(['S3', 'V8', 'C0', 'C1', 'H1', 'H2', 'H3'])
// In code, ids are cited in comments and in test titles; elsewhere capitals and digits are data (timestamps, SVG paths).
const commentOrTitle = /^\s*(?:\*|\/\*|\{\/\*)|(?:^|[^:])\/\/|\b(?:it|test|describe)(?:\.\w+)?\(/

function citing(path: string, line: string): string {
  if (path.endsWith('.md')) return line
  if (path.endsWith('.sh')) return line.includes('#') ? line.slice(line.indexOf('#')) : ''
  const at = commentOrTitle.exec(line)
  return at ? line.slice(at.index) : ''
}

const defined = new Map<string, string[]>()
const definingFiles = [...filesUnder(join(root, 'docs/decisions'), /\.md$/), join(root, 'docs/LINKS.md'), join(root, 'docs/EXTENSIONS.md')]
for (const path of definingFiles) {
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const id = definitions.exec(line)?.[1]
    if (id) defined.set(id, [...(defined.get(id) ?? []), relative(root, path)])
  }
}
const letters = new Set([...defined.keys()].map((id) => id[0]))

const unknown = new Map<string, string[]>()
for (const path of [...cited.flatMap((dir) => filesUnder(join(root, dir), citedFiles)), join(root, 'README.md')]) {
  const lines = readFileSync(path, 'utf8').split('\n')
  lines.forEach((line, i) => {
    for (const [id, letter] of citing(path, line).matchAll(citation)) {
      if (!letters.has(letter) || notIds.has(id) || defined.has(id)) continue
      unknown.set(id, [...(unknown.get(id) ?? []), `${relative(root, path)}:${i + 1}`])
    }
  })
}

const twice = [...defined].filter(([, where]) => where.length > 1)
for (const [id, where] of twice) console.log(`defined twice: ${id} (${where.join(', ')})`)
for (const [id, where] of unknown) console.log(`not defined: ${id}, cited at ${where.slice(0, 3).join(', ')}${where.length > 3 ? ` and ${where.length - 3} more` : ''}`)
console.log(`decision-ids: ${defined.size} defined, ${unknown.size} cited but not defined, ${twice.length} defined twice`)
process.exitCode = unknown.size || twice.length ? 1 : 0
