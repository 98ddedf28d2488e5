import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints/index';
import { toOpenApiDocument, type OpenApiResponse } from './openapi';

const document = toOpenApiDocument(Object.values(endpoints));
const operations = Object.values(document.paths).flatMap((item) => Object.values(item));

describe('toOpenApiDocument', () => {
  it('produces a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result).toMatchObject({ valid: true, warnings: [] });
  });

  it('is checked by a validator that does reject a broken document', async () => {
    const broken = {
      ...structuredClone(document),
      paths: { '/x': { get: { responses: 'none' } } },
    };
    expect(await validate(broken as never)).toMatchObject({ valid: false });
  });

  it('has one operation per endpoint, named after it', () => {
    expect(operations.map((op) => op.operationId).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('describes path parameters and the enveloped answer', () => {
    const withPathParams = operations.filter((op) => op.parameters.some((p) => p.in === 'path'));
    expect(withPathParams.length).toBeGreaterThan(0);
    for (const op of withPathParams) {
      expect(op.parameters.filter((p) => p.in === 'path').every((p) => p.required)).toBe(true);
    }
    const ok = document.paths['/health']?.get?.responses['200'] as OpenApiResponse | undefined;
    const answer = ok?.content['application/json'];
    expect(Object.keys(answer?.schema.properties ?? {})).toEqual(['status', 'data', 'error']);
  });

  it("lists an endpoint's success answer under its own status, a 204 without content", () => {
    const webhooks = document.paths['/admin/v1/business/{businessId}/webhooks'];
    expect(Object.keys(webhooks?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409']),
    );
    expect(webhooks?.post?.responses['200']).toBeUndefined();
    expect(webhooks?.get?.responses['200']).toBeDefined();
    const removed = document.paths['/admin/v1/business/{businessId}/webhooks/{id}']?.delete;
    expect(removed?.responses['204']).toEqual({ description: 'Done; the answer has no body.' });
    const test = document.paths['/admin/v1/business/{businessId}/webhooks/{id}/test']?.post;
    expect(Object.keys(test?.responses ?? {})).toContain('202');
    expect(test?.tags).toEqual(['Webhooks']);
  });
});

describe('toOpenApiDocument for readers of the document', () => {
  it('gives every operation a summary and an area tag the document lists', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const op of operations) {
      expect(op.summary.length).toBeGreaterThan(0);
      expect(tags.has(op.tags[0])).toBe(true);
    }
    expect(document.paths['/admin/v1/links/create']?.post?.tags).toEqual(['Links']);
    expect(document.paths['/admin/v1/links/multi/create']?.post?.tags).toEqual(['Multilinks']);
  });

  it('describes error answers with the error envelope', () => {
    const create = document.paths['/admin/v1/links/create']?.post;
    expect(Object.keys(create?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '503']),
    );
    expect(document.paths['/admin/v1/links/{id}/edit']?.post?.responses['409']).toEqual({
      $ref: '#/components/responses/Error409',
    });
    expect(document.components.responses['Error409']?.content['application/json']).toEqual({
      schema: { $ref: '#/components/schemas/ErrorEnvelope' },
    });
  });

  it('lists paths that differ only by a placeholder name under one path and one name', () => {
    expect(document.paths['/admin/v1/links/{businessId}']).toBeUndefined();
    const item = document.paths['/admin/v1/links/{id}'];
    expect(item?.post?.operationId).toBe('listLinks');
    expect(item?.post?.parameters.find((p) => p.in === 'path')?.name).toBe('id');
    expect(item?.get?.operationId).toBe('getLink');
    expect(document.paths['/admin/v1/links/multi/{businessId}']).toBeUndefined();
  });

  it('names servers, contact and license', () => {
    expect(document.servers.length).toBeGreaterThan(0);
    expect(document.info.contact?.name).toBeTruthy();
    expect(document.info.license?.name).toBeTruthy();
  });
});
