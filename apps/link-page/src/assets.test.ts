import { describe, expect, it } from 'vitest';
import { buildClientAssets, gzipSize } from './assets';

describe('client assets', () => {
  it('builds a content-hashed client script under the 20 kB gzip budget, without React', async () => {
    const { script } = await buildClientAssets();
    expect(script.path).toMatch(/^\/assets\/client\.[0-9a-f]{10}\.js$/);
    expect(gzipSize(script)).toBeLessThan(20_000);
    expect(new TextDecoder().decode(script.body)).not.toContain('react.transitional.element');
  });
});
