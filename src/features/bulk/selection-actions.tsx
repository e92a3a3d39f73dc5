import { Suspense, lazy } from 'react'
import type { ListMatching } from './selection-bar'
import type { Selection } from './selection'

const SelectionBar = lazy(() => import('./selection-bar').then((m) => ({ default: m.SelectionBar })))

export function SelectionActions(props: { selection: Selection; resource: 'links' | 'qr'; nouns: string; archive?: 'archive' | 'unarchive'; campaign?: { id: number; name: string }; matching?: ListMatching }) {
  if (props.selection.selected.size === 0) return null
  return (
    <Suspense fallback={null}>
      <SelectionBar {...props} />
    </Suspense>
  )
}
