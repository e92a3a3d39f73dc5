// Gzip sizes from dist/.vite/manifest.json: every chunk, every route chunk, and what a first
// visit to a page must download (the entry and the page's route chunks, with their static imports).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, Chunk>

export interface FirstVisit {
  page: string
  routes: string[]
  jsFiles: string[]
  cssFiles: string[]
  jsKb: number
  cssKb: number
}

export interface RouteChunk {
  route: string
  file: string
  jsKb: number
  cssKb: number
  /** The chunk with the shared chunks it imports that the entry does not already bring. */
  withImportsKb: number
}

/** The pages the report follows, each with the route files that render it. */
export const PAGES: Record<string, string[]> = {
  '/app/signin': ['src/routes/signin.tsx'],
  '/app/links': ['src/routes/_authed.tsx', 'src/routes/_authed/links.tsx', 'src/routes/_authed/links.index.tsx'],
  '/app/domains': ['src/routes/_authed.tsx', 'src/routes/_authed/domains.tsx'],
  '/app/qr/$id': ['src/routes/_authed.tsx', 'src/routes/_authed/qr.tsx', 'src/routes/_authed/qr.$id.tsx'],
}

export function bundleStats(dist: string) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const sizes = new Map<string, number>()
  const gzipKb = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024)
    return sizes.get(file)!
  }
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipKb(f), 0)

  /** Static imports of `keys`, transitively: what the browser loads before it can render them. */
  const closure = (keys: string[]) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      for (const dep of manifest[key].imports ?? []) visit(dep)
    }
    keys.forEach(visit)
    return seen
  }
  // The router plugin splits a route file into chunks whose keys start with the file.
  const routeKeys = (src: string) => Object.keys(manifest).filter((k) => k === src || k.startsWith(`${src}?`))
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry)
  const entryClosure = closure(entryKeys)
  const filesOf = (keys: Iterable<string>) => {
    const list = [...keys]
    return {
      js: list.map((k) => manifest[k]!.file),
      css: [...new Set(list.flatMap((k) => manifest[k]!.css ?? []))],
    }
  }

  const firstVisit = (page: string, routes: string[]): FirstVisit => {
    const keys = routes.flatMap(routeKeys)
    if (keys.length === 0) throw new Error(`No chunk for ${routes.join(', ')} in the manifest.`)
    const { js, css } = filesOf(closure([...entryKeys, ...keys]))
    return { page, routes, jsFiles: js, cssFiles: css, jsKb: sum(js), cssKb: sum(css) }
  }

  const routeChunks: RouteChunk[] = Object.keys(manifest)
    .filter((k) => k.startsWith('src/routes/'))
    .sort()
    .map((k) => {
      const chunk = manifest[k]!
      const extra = [...closure([k])].filter((d) => !entryClosure.has(d))
      return { route: k.replace(/\?tsr-split=.*$/, ''), file: chunk.file, jsKb: gzipKb(chunk.file), cssKb: sum(chunk.css ?? []), withImportsKb: sum(filesOf(extra).js) }
    })

  const allFiles = [...new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]))]
  const entry = filesOf(entryClosure)
  return {
    manifest,
    gzipKb,
    entry: { jsFiles: entry.js, cssFiles: entry.css, jsKb: sum(entry.js), cssKb: sum(entry.css) },
    files: allFiles.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb),
    routeChunks,
    firstVisits: Object.entries(PAGES).map(([page, routes]) => firstVisit(page, routes)),
    /** Files among `files` that contain recharts (shared chunks carry no source path). */
    withRecharts: (files: string[]) => files.filter((f) => f.endsWith('.js') && /recharts/.test(readFileSync(path.join(dist, f), 'utf8'))),
  }
}
export type BundleStats = ReturnType<typeof bundleStats>
