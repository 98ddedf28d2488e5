import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { Endpoint } from './endpoint';
import { envelope } from './envelope';

type Content = Record<string, { schema: JsonSchema }>;

/** One operation of the generated document. */
export interface OpenApiOperation {
  operationId: string;
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: true; content: Content };
  responses: { '200': { description: string; content: Content } };
}

/** The OpenAPI 3.1 document `toOpenApiDocument` returns. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string };
  components: { securitySchemes: { bearer: { type: 'http'; scheme: 'bearer' } } };
  security: { bearer: [] }[];
  paths: Record<string, Partial<Record<Lowercase<Endpoint['method']>, OpenApiOperation>>>;
}

/**
 * JSON Schema 2020-12 (the dialect of OpenAPI 3.1) of a valibot schema. Transforms and custom
 * checks have no JSON Schema form and are left out; `mode` picks the wire side of a transform.
 */
function jsonSchema(schema: v.GenericSchema, mode: 'input' | 'output'): JsonSchema {
  const converted = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: mode,
    errorMode: 'ignore',
  });
  delete converted.$schema; // the document declares the dialect once
  return converted;
}

/** The properties of an object schema as OpenAPI parameters of one location. */
function parameters(schema: v.GenericSchema | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property as JsonSchema,
  }));
}

function operation(endpoint: Endpoint): OpenApiOperation {
  const bodyType =
    endpoint.requestFormat === 'multipart' ? 'multipart/form-data' : 'application/json';
  const content: Content =
    endpoint.responseFormat === 'csv'
      ? { 'text/csv': { schema: { type: 'string' } } }
      : { 'application/json': { schema: jsonSchema(envelope(endpoint.response), 'output') } };
  return {
    operationId: endpoint.name,
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { [bodyType]: { schema: jsonSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'The `{status, data, error}` envelope; `status: false` carries the error.',
        content,
      },
    },
  };
}

/** An OpenAPI 3.1 document of the given endpoints, generated from their valibot schemas. */
export function toOpenApiDocument(
  list: readonly Endpoint[],
  info: OpenApiDocument['info'] = { title: 'Shoppable API', version: '1.0.0' },
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of list) {
    const method = endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>;
    paths[endpoint.path] = { ...paths[endpoint.path], [method]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
