import { z } from 'zod'
import { directoryCreate } from '@contract/directories'

export interface DirectoryFormValues {
  name: string
  description: string
  color: string
  starred: boolean
}
export type DirectoryFormOutput = z.output<typeof directoryCreate>

// Create and update take the same fields (update: each optional); the form always sends all four.
export const directoryFormSchema = z.preprocess((values: DirectoryFormValues) => values, directoryCreate)
