// Self sizes in a V8 heap snapshot, by kind: which part of a heap's growth is our objects.
import type { CDPSession } from '@playwright/test'

export type HeapKinds = Record<'jsObjects' | 'strings' | 'compiledCode' | 'browserObjects' | 'other', number>

const KIND: Record<string, keyof HeapKinds> = {
  object: 'jsObjects',
  closure: 'jsObjects',
  array: 'jsObjects',
  number: 'jsObjects',
  regexp: 'jsObjects',
  bigint: 'jsObjects',
  symbol: 'jsObjects',
  'object shape': 'jsObjects',
  string: 'strings',
  'concatenated string': 'strings',
  'sliced string': 'strings',
  code: 'compiledCode',
  native: 'browserObjects',
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
  nodes: number[]
}

export async function heapKinds(cdp: CDPSession): Promise<HeapKinds> {
  let text = ''
  const onChunk = (e: { chunk: string }) => void (text += e.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  const { snapshot, nodes } = JSON.parse(text) as Snapshot
  const fields = snapshot.meta.node_fields
  const types = snapshot.meta.node_types[0]
  const typeAt = fields.indexOf('type')
  const sizeAt = fields.indexOf('self_size')
  const kinds: HeapKinds = { jsObjects: 0, strings: 0, compiledCode: 0, browserObjects: 0, other: 0 }
  for (let i = 0; i < nodes.length; i += fields.length) kinds[KIND[types[nodes[i + typeAt]!]!] ?? 'other'] += nodes[i + sizeAt]!
  return kinds
}
