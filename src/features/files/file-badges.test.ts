import { expect, it } from 'vitest'
import type { FileView } from '@contract/files'
import { downloadsLabel } from './file-badges'

const file = (downloads: number, maxdownloads: number | null) => ({ downloads, maxdownloads }) as FileView

it('puts the noun of the download count in the number of the last figure shown', () => {
  expect(downloadsLabel(file(1, null))).toBe('1 download')
  expect(downloadsLabel(file(0, null))).toBe('0 downloads')
  expect(downloadsLabel(file(3, null))).toBe('3 downloads')
  expect(downloadsLabel(file(1, 5))).toBe('1 of 5 downloads')
  expect(downloadsLabel(file(0, 1))).toBe('0 of 1 download')
})
