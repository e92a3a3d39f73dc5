import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { jsonSchemaStandIn } from './vite-zod-without-json-schema.ts'

const core = path.resolve(import.meta.dirname, '../node_modules/zod/v4/core')
const standIn = (file: string) => import(`data:text/javascript,${encodeURIComponent(jsonSchemaStandIn(readFileSync(path.join(core, file), 'utf8')))}`)

describe('zod without its JSON Schema generator', () => {
  it.each(['to-json-schema.js', 'json-schema-processors.js'])('stands in for every export of zod’s %s', async (file) => {
    const real = (await import(pathToFileURL(path.join(core, file)).href)) as Record<string, unknown>
    expect(Object.keys(await standIn(file)).sort()).toEqual(Object.keys(real).sort())
  })

  it('hands schemas a function from the factories they call as they are built, which throws only when called', async () => {
    const { createStandardJSONSchemaMethod, processSchema } = (await standIn('to-json-schema.js')) as Record<string, (...args: unknown[]) => unknown>
    const method = createStandardJSONSchemaMethod!({}, 'input')
    expect(method).toBeTypeOf('function')
    expect(() => (method as () => unknown)()).toThrow('JSON Schema is left out of the dashboard build')
    expect(() => processSchema!()).toThrow('JSON Schema is left out of the dashboard build')
  })
})
