import { z } from 'zod'
import { pixelCreate, pixelTagProblem, pixelUpdate } from '@contract/pixels'

export interface PixelFormValues {
  type: string
  name?: string
  tag: string
}
export interface PixelFormOutput {
  type?: string
  name?: string
  tag: string
}

export const pixelCreateSchema: z.ZodType<PixelFormOutput, PixelFormValues> = pixelCreate

/** `type` is read from the form only to keep one shape of values; it is never sent. */
export const pixelUpdateSchema = (type: string): z.ZodType<PixelFormOutput, PixelFormValues> =>
  pixelUpdate.extend({ type: z.string() }).superRefine((p, ctx) => {
    const problem = pixelTagProblem(type, p.tag)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['tag'] })
  })
