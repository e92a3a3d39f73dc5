import type { UseFormReturn } from 'react-hook-form'
import type { LinkBody, LinkFormValues } from './link-form-schema'

export type LinkFormApi = UseFormReturn<LinkFormValues, unknown, LinkBody>

export interface LinkChoices {
  domains: string[]
  pixels: { id: number; name: string; vendor: string }[]
  campaigns: { id: number; name: string }[]
  /** The user's splash pages and overlays a link can show (D41d); polls left out. */
  splashes: { id: number; name: string }[]
  overlays: { id: number; name: string }[]
}
