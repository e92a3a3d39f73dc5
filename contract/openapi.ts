import { z } from 'zod'
import { errorEnvelope } from './envelope.ts'
import { DOCUMENTED_ROUTES, type DocumentedRoute } from './openapi-routes.ts'

type Json = Record<string, unknown>

// N1: one source, the zod contract; what JSON Schema cannot say (refinements, transforms) is left to the server's errors.
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline' }) as Json
  return rest
}

const ERROR = { $ref: '#/components/responses/Error' }

function parameters(route: DocumentedRoute): Json[] {
  const out: Json[] = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: route.strings?.includes(name!) ? { type: 'string' } : { type: 'integer', minimum: 1 },
  }))
  if (route.query) {
    const query = jsonSchema(route.query, 'input') as { properties?: Record<string, Json>; required?: string[] }
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      out.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema })
    }
  }
  return out
}

function operation(route: DocumentedRoute): Json {
  const op: Json = { summary: route.summary, tags: [route.tag], operationId: `${route.method}${route.path.replace(/\W+(\w)?/g, (_, c: string = '') => c.toUpperCase())}` }
  if (route.deprecated) op.deprecated = true
  if (route.public || route.path === '/api/openapi.json') op.security = []
  const params = parameters(route)
  if (params.length) op.parameters = params
  if (route.body) {
    op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input'), ...(route.example === undefined ? {} : { example: route.example }) } } }
  } else if (route.rawBody) {
    op.requestBody = { required: true, content: { [route.rawBody]: { schema: { type: 'string', contentMediaType: route.rawBody } } } }
  }
  const success = route.answer
    ? { '200': { description: 'Done', content: { 'application/json': { schema: jsonSchema(route.answer, 'output') } } } }
    : { [String(route.answers?.status ?? 200)]: { description: route.answers?.description ?? 'Done', ...(route.answers?.type ? { content: { [route.answers.type]: {} } } : {}) } }
  op.responses = route.public ? { ...success, '404': { description: 'No such link, code or page' } } : { ...success, '400': ERROR, '401': ERROR, '404': ERROR, '429': ERROR }
  return op
}

/** The OpenAPI 3.1 document of `routes`, served at /api/openapi.json. */
export function openApiDocument(serverUrl: string, routes: readonly DocumentedRoute[] = DOCUMENTED_ROUTES): Json {
  const paths: Record<string, Json> = {}
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operation(route)
  return {
    openapi: '3.1.0',
    info: {
      title: 'Link management API',
      version: '1',
      description: 'Short links, QR codes, campaigns, directories, files and branded domains. Every /api request carries `Authorization: Bearer <API key>`; a failure answers `{ "error": 1, "message": "…" }` naming the field and the rule.',
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'The API key from the account page' } },
      responses: {
        Error: {
          description: 'Refused: the message names the field and the rule, or the missing key, or the rate limit',
          content: { 'application/json': { schema: jsonSchema(errorEnvelope, 'output'), example: { error: 1, message: 'url must be an http(s) URL.' } } },
        },
      },
    },
    paths,
  }
}
