// Where the bytes go: a build plugin that records every chunk's modules with their rendered length
// (rolldown's `renderedLength`, before minification) and the gzip size of each module's code alone,
// into <outDir>/.vite/modules.json; and a report of the largest modules of a set of chunk files.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

export const MODULES_JSON = '.vite/modules.json'
export type ModulesFile = Record<string, { id: string; renderedBytes: number; gzipAlone: number }[]>

export function moduleSizesPlugin(): Plugin {
  return {
    name: 'bench-module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out: ModulesFile = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        out[chunk.fileName] = Object.entries(chunk.modules).map(([id, m]) => ({
          id,
          renderedBytes: m.renderedLength,
          gzipAlone: m.code ? gzipSync(m.code, { level: 9 }).length : 0,
        }))
      }
      this.emitFile({ type: 'asset', fileName: MODULES_JSON, source: JSON.stringify(out) })
    },
  }
}

export interface ModuleShare {
  /** A package (node_modules/<name>) or a project file. */
  name: string
  modules: number
  renderedKb: number
  /** The chunk's real gzip size shared among its modules by their gzip sizes alone: an estimate. */
  gzipKb: number
}

/** Where `id` comes from: its package, or its path in the project. */
export function origin(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '')
  const nm = clean.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/')
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  return path.isAbsolute(clean) ? path.relative(root, clean) : clean
}

/** The modules of `files` (chunk files of `dist`), grouped by package or project file, largest first; none without a module list. */
export function moduleShares(dist: string, files: string[], gzipKbOf: (file: string) => number, root: string): ModuleShare[] {
  const list = path.join(dist, MODULES_JSON)
  // A build made without the plugin (`npm run build`, the start script) has no module list.
  if (!existsSync(list)) return []
  const all = JSON.parse(readFileSync(list, 'utf8')) as ModulesFile
  const shares = new Map<string, ModuleShare>()
  for (const file of files) {
    const modules = all[file] ?? []
    const alone = modules.reduce((n, m) => n + m.gzipAlone, 0)
    for (const m of modules) {
      const name = origin(m.id, root)
      const s = shares.get(name) ?? { name, modules: 0, renderedKb: 0, gzipKb: 0 }
      s.modules++
      s.renderedKb += m.renderedBytes / 1024
      s.gzipKb += alone ? (gzipKbOf(file) * m.gzipAlone) / alone : 0
      shares.set(name, s)
    }
  }
  return [...shares.values()].sort((a, b) => b.gzipKb - a.gzipKb)
}
