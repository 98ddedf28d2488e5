// Writes the OpenAPI 3.1 document of the whole contract to dist/openapi.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { endpoints, toOpenApiDocument } from '../src/index';

const document = toOpenApiDocument(Object.values(endpoints));
mkdirSync('dist', { recursive: true });
writeFileSync('dist/openapi.json', `${JSON.stringify(document, null, 2)}\n`);
console.log(`dist/openapi.json: ${Object.keys(document.paths ?? {}).length} paths`);
