import { parseRgb } from '@contract/fields'
import { DEFAULT_BACKGROUND, DEFAULT_FOREGROUND, type QrUpdate, type QrView } from '@contract/qr'
import { compactData, qrFormValues, type QrFormMode, type QrFormOutput, type QrFormValues } from './qr-form-schema'
import { knownType } from './qr-types'

export interface QrEditStart {
  mode: Exclude<QrFormMode, 'create'>
  initial: QrFormValues
  /** Parts of the look the service did not send (the live service sends none, D27a). */
  unknown: ('colours' | 'logo')[]
}

export function qrEditStart(qr: QrView): QrEditStart {
  const type = knownType(qr.type)
  // D27a: our server sends the type and content; without them only the name and look can change.
  const mode = type && qr.content !== undefined ? 'edit' : 'look'
  const initial = qrFormValues(type ?? 'link', qr.content, {
    name: qr.name,
    logo: qr.logo ?? '',
    background: qr.background || DEFAULT_BACKGROUND,
    foreground: qr.foreground || DEFAULT_FOREGROUND,
  })
  const unknown: QrEditStart['unknown'] = []
  if (!qr.background || !qr.foreground) unknown.push('colours')
  if (qr.logo === undefined) unknown.push('logo')
  return { mode, initial, unknown }
}

const sameColour = (a: string, b: string) => parseRgb(a)?.join() === parseRgb(b)?.join()

function sameData(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.length === kb.length && ka.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

/** The update body: only what the user changed, so a look the service never told us is not overwritten by defaults. */
export function qrEditBody(initial: QrFormValues, values: QrFormOutput): QrUpdate {
  const body: QrUpdate = {}
  if (values.name !== undefined && values.name !== initial.name.trim()) body.name = values.name
  if (values.background !== undefined && !sameColour(values.background, initial.background)) body.background = values.background
  if (values.foreground !== undefined && !sameColour(values.foreground, initial.foreground)) body.foreground = values.foreground
  if (values.logo !== undefined && values.logo !== initial.logo.trim()) body.logo = values.logo
  if ('data' in values) {
    const data = compactData(values.data)
    const before = initial.content[initial.type]
    const was = typeof before === 'string' ? before.trim() : compactData(trimmed(before))
    if (!sameData(data, was)) body.data = data
  }
  return body
}

const trimmed = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v.trim()]))
