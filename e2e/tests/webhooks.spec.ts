import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { logInAsMerchant } from './helpers';

/** A message the receiver got: its Standard Webhooks headers and its body. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP receiver on 127.0.0.1 that answers every delivery 200 and keeps what it got. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hooks/${Date.now()}`, received };
}

test('webhooks: register an endpoint, send a test, and see it delivered', async ({ page }) => {
  const receiver = await startReceiver();
  try {
    await logInAsMerchant(page);
    await page.goto('/admin/settings#webhooks');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    const form = section.getByRole('form', { name: 'Add an endpoint' });
    await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
    // A press on the label, as a merchant does: react-aria's input lies under the drawn box.
    for (const event of ['Order created', 'Link created']) {
      await form.locator('label', { hasText: event }).click();
      await expect(form.getByRole('checkbox', { name: new RegExp(event) })).toBeChecked();
    }
    await form.getByRole('button', { name: 'Save endpoint' }).click();

    // The signing secret shows this once.
    const secret = section.getByRole('region', { name: 'Signing secret' });
    await expect(secret.getByLabel('Signing secret')).toHaveText(/^whsec_/);
    await secret.getByRole('button', { name: 'Done' }).click();
    await expect(secret).toHaveCount(0);

    const endpoint = section.getByRole('listitem', { name: receiver.url });
    await expect(endpoint.getByText('Active')).toBeVisible();
    await endpoint.getByRole('button', { name: `Send test to ${receiver.url}` }).click();
    await expect(page.getByText(`Test sent to ${receiver.url}`)).toBeVisible();

    // The list asks again while the delivery waits: it turns delivered without a reload.
    const row = endpoint.getByRole('row', { name: /Test/ });
    await expect(row).toContainText('Delivered', { timeout: 15_000 });
    await expect(row).toContainText('HTTP 200');
    await expect.poll(() => receiver.received.length).toBeGreaterThan(0);
    const [message] = receiver.received;
    expect(message!.headers['webhook-id']).toMatch(/.+/);
    expect(message!.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(message!.headers['webhook-signature']).toMatch(/^v1,/);
    expect(JSON.parse(message!.body)).toMatchObject({ type: 'webhook.test' });

    // Removed after the confirmation, it leaves the list.
    await endpoint.getByRole('button', { name: `Remove ${receiver.url}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this endpoint?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(section.getByRole('listitem', { name: receiver.url })).toHaveCount(0);
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
