// Issue 41: share of comment lines per folder, information for CI, never a gate. Tests (*.test.ts[x]) count: they are read as code too.
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { filesUnder, root } from './repo-files.ts'

const folders = ['src', 'server', 'contract']
const source = /\.(ts|tsx|js|mjs)$/

/** Counts lines that hold only a comment: `//`, the lines of a block comment, JSDoc's `*` lines. */
export function countLines(text: string): { code: number; comments: number } {
  let code = 0
  let comments = 0
  let inBlock = false
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    code++
    if (inBlock) {
      comments++
      if (line.includes('*/')) inBlock = false
    } else if (line.startsWith('//')) {
      comments++
    } else if (line.startsWith('/*')) {
      comments++
      inBlock = !line.includes('*/', 2)
    }
  }
  return { code, comments }
}

for (const folder of folders) {
  const counted = filesUnder(join(root, folder), source).map((path) => ({ path: relative(root, path), ...countLines(readFileSync(path, 'utf8')) }))
  const lines = counted.reduce((sum, f) => sum + f.code, 0)
  const comments = counted.reduce((sum, f) => sum + f.comments, 0)
  const share = lines ? ((100 * comments) / lines).toFixed(1) : '0.0'
  console.log(`comment-share ${folder}/: ${comments} of ${lines} non-blank lines, ${share} %`)
  for (const f of counted.sort((a, b) => b.comments - a.comments).slice(0, 10)) {
    console.log(`  ${String(f.comments).padStart(4)}  ${f.path}`)
  }
}
