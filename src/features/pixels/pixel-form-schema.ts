import { z } from 'zod'
import { normalisePixelTag, pixelCreate, pixelTagProblem, pixelUpdate } from '@contract/pixels'
import { tagFromSnippet } from './pixel-snippet'

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

/** A pasted vendor snippet stands for the id inside it (issue 34). */
const fromSnippet = (type: (v: PixelFormValues) => string) => (v: unknown) => {
  const values = v as PixelFormValues
  return typeof values?.tag === 'string' ? { ...values, tag: tagFromSnippet(type(values), values.tag) } : v
}

export const pixelCreateSchema: z.ZodType<PixelFormOutput, PixelFormValues> = z.preprocess(
  fromSnippet((v) => v.type),
  pixelCreate,
) as z.ZodType<PixelFormOutput, PixelFormValues>

/** `type` is read from the form only to keep one shape of values; it is never sent. */
export const pixelUpdateSchema = (type: string): z.ZodType<PixelFormOutput, PixelFormValues> =>
  z.preprocess(
    fromSnippet(() => type),
    pixelUpdate
      .extend({ type: z.string() })
      .transform((p) => ({ ...p, tag: normalisePixelTag(type, p.tag) }))
      .superRefine((p, ctx) => {
        const problem = pixelTagProblem(type, p.tag)
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['tag'] })
      }),
  ) as z.ZodType<PixelFormOutput, PixelFormValues>
