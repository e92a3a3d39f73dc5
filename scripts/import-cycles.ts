// Issue 41: no circle of imports in src/, contract/, server/, bench/ or scripts/, type-only ones included (a circle of
// types is still two modules that cannot be read apart). The router's generated tree is left out. Exits 1 on a circle.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { filesUnder, root } from './repo-files.ts'

const folders = ['src', 'contract', 'server', 'bench', 'scripts']
const aliases: Record<string, string> = { '@/': 'src/', '@contract/': 'contract/' }
const sourceFile = /(?<!\.d)\.(ts|tsx|mts|mjs)$/
// `import x from`, `import type x from`, `export { x } from`, `import 'x'`, `import('x')`.
const importLine = /(?:^|\n)\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

function resolved(from: string, specifier: string): string | undefined {
  const alias = Object.keys(aliases).find((a) => specifier.startsWith(a))
  if (!alias && !specifier.startsWith('.')) return undefined
  const base = alias ? join(root, aliases[alias]!, specifier.slice(alias.length)) : resolve(dirname(from), specifier)
  const stem = base.replace(/\.(js|mjs)$/, '')
  const candidates = [base, ...['.ts', '.tsx', '.mts', '.mjs'].map((ext) => stem + ext), join(base, 'index.ts'), join(base, 'index.tsx')]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile() && !c.endsWith('.gen.ts'))
}

const graph = new Map<string, string[]>()
for (const file of folders.flatMap((f) => filesUnder(join(root, f), sourceFile))) {
  const text = readFileSync(file, 'utf8')
  const targets = [...text.matchAll(importLine)].map((m) => resolved(file, m[1] ?? m[2]!)).filter((t): t is string => !!t)
  graph.set(file, [...new Set(targets)])
}

// Depth-first search; a grey node met again closes a circle.
const state = new Map<string, 'grey' | 'black'>()
const circles: string[][] = []
function visit(node: string, path: string[]) {
  state.set(node, 'grey')
  for (const next of graph.get(node) ?? []) {
    if (state.get(next) === 'grey') circles.push([...path.slice(path.indexOf(next)), node, next])
    else if (!state.has(next)) visit(next, [...path, node])
  }
  state.set(node, 'black')
}
for (const node of graph.keys()) if (!state.has(node)) visit(node, [])

for (const circle of circles) console.log(`circle: ${[...new Set(circle)].map((f) => relative(root, f)).join(' -> ')}`)
console.log(`import-cycles: ${graph.size} files, ${circles.length} circles`)
process.exitCode = circles.length ? 1 : 0
