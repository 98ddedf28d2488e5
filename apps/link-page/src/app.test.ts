import { envelope, health } from '@shoppable/api-contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';

describe('link-page app', () => {
  it('answers /health with the contract envelope', async () => {
    const response = await createApp().request('/health');
    expect(v.is(envelope(health.response), await response.json())).toBe(true);
  });

  it('renders a link page on the server', async () => {
    const response = await createApp().request('/sample');
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<h1 class="sp-link-page__store">Demo store</h1>');
    expect(html).toContain('--sp-color-bg-surface');
  });
});
