import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { pathParamNames, type Endpoint } from './endpoint';
import { envelope } from './envelope';

type Content = Record<string, { schema: JsonSchema }>;

/** Where the API serves its human-readable reference of the document (a page, not an endpoint). */
export const API_REFERENCE_PATH = '/docs';

/** One response of an operation. */
export interface OpenApiResponse {
  description: string;
  content: Content;
}

/** One parameter of an operation. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

/** One operation of the generated document. */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: [string];
  security?: [];
  parameters: OpenApiParameter[];
  requestBody?: { required: true; content: Content };
  /** The success answer under its status (`200` unless the endpoint says otherwise), then the errors. */
  responses: Record<string, OpenApiResponse | { description: string } | { $ref: string }>;
}

/** The document's `info`: title, version, and how to reach and reuse the API. */
export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
  contact?: { name: string; url?: string; email?: string };
  license?: { name: string; identifier?: string; url?: string };
}

/** The OpenAPI 3.1 document `toOpenApiDocument` returns. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: OpenApiInfo;
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  components: {
    securitySchemes: { bearer: { type: 'http'; scheme: 'bearer' } };
    schemas: { ErrorEnvelope: JsonSchema };
    responses: Record<string, OpenApiResponse>;
  };
  security: { bearer: [] }[];
  paths: Record<string, Partial<Record<Lowercase<Endpoint['method']>, OpenApiOperation>>>;
}

/** What each error status means on this API; all of them answer the error envelope. */
const ERRORS = {
  '400': 'The request is malformed or fails validation; `error` says which field and why.',
  '401': 'No valid session token was sent.',
  '403': 'The signed-in user may not do this (role, permission or plan).',
  '404': 'Nothing with this id exists for the signed-in business.',
  '409':
    'The edit is based on a stale `version`, the name is already taken, or a limit is reached.',
  '429': 'Too many attempts; wait before trying again.',
  '503': 'The database or a store-side service is unavailable for the moment.',
} as const;

type ErrorStatus = keyof typeof ERRORS;

/** Areas of the API, named after the first segment that tells them apart. */
const TAGS: Record<string, string> = {
  health: 'Health',
  auth: 'Auth',
  api: 'Logs',
  public: 'Public',
  analytics: 'Analytics',
  insights: 'Analytics',
  business: 'Settings',
  store: 'Store',
  collections: 'Catalog',
  products: 'Catalog',
  file: 'Media',
  media: 'Media',
  influencers: 'Influencers',
  links: 'Links',
  multi: 'Multilinks',
  short: 'Shorts',
  orders: 'Orders',
  shopboard: 'Shopboard',
  webhooks: 'Webhooks',
};

/** The area of an endpoint: the most specific known segment of its path. */
function tagOf(path: string): string {
  const segments = path.split('/').filter((segment) => segment && !segment.startsWith('{'));
  const known = segments.filter((segment) => segment in TAGS);
  const segment = known.at(-1) ?? segments[0] ?? 'api';
  return TAGS[segment] ?? segment.charAt(0).toUpperCase() + segment.slice(1);
}

/** The error statuses an endpoint may answer, from who may call it and what it takes. */
function errorStatuses(endpoint: Endpoint): ErrorStatus[] {
  const statuses: ErrorStatus[] = ['400'];
  if (endpoint.access !== 'public') statuses.push('401', '403');
  if (endpoint.params) statuses.push('404');
  if (endpoint.body && 'entries' in endpoint.body) {
    const entries = (endpoint.body as { entries: Record<string, unknown> }).entries;
    if ('version' in entries) statuses.push('409');
  }
  for (const status of endpoint.extraErrors ?? []) {
    const code = String(status) as ErrorStatus;
    if (!statuses.includes(code)) statuses.push(code);
  }
  if (endpoint.access === 'public' || endpoint.path.startsWith('/auth/')) statuses.push('429');
  statuses.push('503');
  return statuses;
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
  return simplified(converted);
}

/** Folds an `anyOf` with an empty member (valibot's `unknown`) into the empty schema it equals. */
function simplified(schema: JsonSchema): JsonSchema {
  const node: Record<string, unknown> = { ...schema };
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) {
      node[key] = value.map((item: unknown) =>
        item && typeof item === 'object' ? simplified(item as JsonSchema) : item,
      );
    } else if (value && typeof value === 'object') {
      node[key] = simplified(value as JsonSchema);
    }
  }
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf?.some((member) => Object.keys(member).length === 0)) delete node.anyOf;
  return node as JsonSchema;
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
    summary: endpoint.summary,
    tags: [tagOf(endpoint.path)],
    ...(endpoint.access === 'public' ? { security: [] as [] } : {}),
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
      [String(endpoint.successStatus ?? 200)]:
        endpoint.successStatus === 204
          ? { description: 'Done; the answer has no body.' }
          : {
              description:
                'The `{status, data, error}` envelope; `status: false` carries the error.',
              content,
            },
      ...Object.fromEntries(
        errorStatuses(endpoint).map((status) => [
          status,
          { $ref: `#/components/responses/Error${status}` },
        ]),
      ),
    },
  };
}

/** A path with every placeholder replaced, so paths that differ only by names compare equal. */
function shapeOf(path: string): string {
  return path.replace(/\{\w+\}/g, '{}');
}

/**
 * Gives paths of the same shape one set of placeholder names (the one most of their operations
 * use), because OpenAPI treats them as one path and tools refuse two names for one segment.
 */
function unifiedPaths(list: readonly Endpoint[]): Map<Endpoint, string> {
  const byShape = new Map<string, Map<string, number>>();
  for (const endpoint of list) {
    const counts = byShape.get(shapeOf(endpoint.path)) ?? new Map<string, number>();
    counts.set(endpoint.path, (counts.get(endpoint.path) ?? 0) + 1);
    byShape.set(shapeOf(endpoint.path), counts);
  }
  const chosen = new Map<Endpoint, string>();
  for (const endpoint of list) {
    const counts = byShape.get(shapeOf(endpoint.path)) ?? new Map<string, number>();
    const [winner] = [...counts.entries()].reduce((best, entry) =>
      entry[1] > best[1] ? entry : best,
    );
    chosen.set(endpoint, winner);
  }
  return chosen;
}

/** Renames an operation's path parameters to the names of the path it is listed under. */
function renameParameters(op: OpenApiOperation, from: string, to: string): OpenApiOperation {
  if (from === to) return op;
  const names = new Map(
    pathParamNames(from).map((name, index) => [name, pathParamNames(to)[index] ?? name]),
  );
  return {
    ...op,
    parameters: op.parameters.map((parameter) => {
      const renamed = parameter.in === 'path' ? names.get(parameter.name) : undefined;
      if (!renamed || renamed === parameter.name) return parameter;
      return {
        ...parameter,
        name: renamed,
        description: `The \`${parameter.name}\` of this operation (the path is shared with others).`,
      };
    }),
  };
}

const errorEnvelope: JsonSchema = {
  type: 'object',
  properties: {
    status: { type: 'boolean', const: false },
    data: { type: 'null' },
    error: { type: 'string', description: 'What went wrong, in words a user can read.' },
  },
  required: ['status', 'data', 'error'],
};

/** The API that serves the document, so a reader's calls go to the host it was read from. */
const SAME_SERVER = { url: '/', description: 'The server this document is served from' };

/** An OpenAPI 3.1 document of the given endpoints, generated from their valibot schemas. */
export function toOpenApiDocument(
  list: readonly Endpoint[],
  info: Partial<OpenApiInfo> = {},
  servers: OpenApiDocument['servers'] = [SAME_SERVER],
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const listedUnder = unifiedPaths(list);
  for (const endpoint of list) {
    const method = endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>;
    const path = listedUnder.get(endpoint) ?? endpoint.path;
    const op = renameParameters(operation(endpoint), endpoint.path, path);
    paths[path] = { ...paths[path], [method]: op };
  }
  const tags = [...new Set(list.map((endpoint) => tagOf(endpoint.path)))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shoppable API',
      version: '1.0.0',
      description:
        'The reference API of Shoppable. Every answer is the `{status, data, error}` envelope.',
      contact: { name: 'Shoppable API team' },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Shoppable-Proprietary' },
      ...info,
    },
    servers,
    tags: tags.map((name) => ({ name, description: `${name} endpoints.` })),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { ErrorEnvelope: errorEnvelope },
      responses: Object.fromEntries(
        Object.entries(ERRORS).map(([status, description]) => [
          `Error${status}`,
          {
            description,
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
            },
          },
        ]),
      ),
    },
    security: [{ bearer: [] }],
    paths,
  };
}
