// Issue 41: every repository path the docs name in backticks (`server/clicks/recorder.ts`, `features/bio/bio-form.tsx`,
// `stats-view.ts`, `server/cluster/`) and every file they link to must exist, and so must every identifier they name
// with a call (`rollPlan(`). Exits 1 when one does not. docs/SPEC.md, docs/LINKS.md and docs/EXTENSIONS.md are
// contracts and are not read.
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { filesUnder, root } from './repo-files.ts'

const contracts = new Set(['docs/SPEC.md', 'docs/LINKS.md', 'docs/EXTENSIONS.md'])
// A path: word characters, dots, `$` and dashes between slashes, nothing else (not `qr-logo/<alias>.png`, `DATA_DIR/files`).
const pathLike = /^[\w.$-]+(?:\/[\w.$-]+)*\/?$/
// It names a file when it ends in one of these, a folder when it ends in a slash, and counts as a path only then or
// when it starts at the repository's root (`server/db/migrations`): `links/totals/visitors` is an endpoint.
const fileNames = /\.(ts|tsx|mjs|js|sh|md|css|lua|conf|html)$/
const tops = /^(src|server|contract|tests|e2e|scripts|bench|docs|public)\//
// Guide text drops the leading `src/` (`features/bio/bio-form.tsx`), `server/` (`middleware/`) or `e2e/` (`support/`).
const prefixes = ['', 'src/', 'server/', 'e2e/']
// Built or written at run time, never in the repository: the build's output, the data directory's parts.
const notInRepo = /^(dist|dist-server|reports|pg|bench\/\.work|DATA_DIR)(\/|$)/
// `name(`: a call the text names, its last part checked as a word in the code, the tests' helpers and the migrations'
// SQL (`routeSupport(notFound)`, `s.storedPath(name)`, `click_device()`); a library's own functions are listed.
const called = /^(?:new )?(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)\(/
const libraries = new Set(['secureHeaders'])

const everything = filesUnder(root, /$/, { folders: true }).map((path) => relative(root, path))
const names = new Set(everything.map((path) => path.replace(/\/$/, '').split('/').pop()))
const code = ['src', 'server', 'contract', 'tests', 'e2e', 'scripts']
  .flatMap((dir) => filesUnder(join(root, dir)))
  .filter((path) => /\.(ts|tsx|mjs|sql)$/.test(path))
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n')
const words = new Set(code.match(/[A-Za-z_$][\w$]*/g))

function resolves(ref: string, doc: string): boolean {
  if (notInRepo.test(ref)) return true
  if (ref.startsWith('../')) return existsSync(join(root, doc, '..', ref))
  if (!/\/./.test(ref)) return names.has(ref.replace(/\/$/, ''))
  return prefixes.some((prefix) => existsSync(join(root, prefix, ref)))
}

function docs(): string[] {
  const md = filesUnder(join(root, 'docs')).filter((path) => path.endsWith('.md'))
  return [join(root, 'README.md'), ...md].map((path) => relative(root, path)).filter((path) => !contracts.has(path))
}

let missing = 0
let checked = 0
for (const doc of docs()) {
  readFileSync(join(root, doc), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      for (const [, quoted = ''] of line.matchAll(/`([^`\n]+)`/g)) {
        const ref = quoted.replace(/^npx tsx /, '')
        const call = called.exec(ref)?.[1]
        const isPath = pathLike.test(ref) && (fileNames.test(ref) || ref.endsWith('/') || tops.test(ref))
        if (!isPath && !call) continue
        checked++
        const found = isPath ? resolves(ref, doc) : words.has(call!) || libraries.has(call!)
        if (found) continue
        missing++
        console.log(`${doc}:${i + 1}: ${isPath ? 'no such path' : 'no such name'} \`${ref}\``)
      }
      // A Markdown link to a file of the repository, relative to the doc (`[…](decisions/links.md#l4)`).
      for (const [, target = ''] of line.matchAll(/\]\((?!https?:|#|mailto:)([^)#\s]+)/g)) {
        checked++
        if (existsSync(join(root, doc, '..', target))) continue
        missing++
        console.log(`${doc}:${i + 1}: no such link target ${target}`)
      }
    })
}
console.log(`doc-refs: ${checked} references checked, ${missing} do not resolve`)
process.exitCode = missing ? 1 : 0
