import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints/index';
import { toOpenApiDocument } from './openapi';

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
    const answer = document.paths['/health']?.get?.responses['200'].content['application/json'];
    expect(Object.keys(answer?.schema.properties ?? {})).toEqual(['status', 'data', 'error']);
  });
});
