/**
 * The store and account side of the API: account, plans, settings, the demo
 * store's catalogue, shopboard, files and Magic Store media, demo images, `GET /openapi.json`
 * and its reference page `GET /docs`.
 */
import { endpoints, toOpenApiDocument } from '@shoppable/api-contract';
import type { Hono } from 'hono';
import { registerAccountRoutes } from './account/routes';
import type { Throttle } from './auth/throttle';
import type { Db } from './db/client';
import { registerDocsRoutes } from './docs/routes';
import { registerDemoImageRoutes } from './media/images';
import { registerMediaRoutes } from './media/routes';
import { registerPlanRoutes } from './plans/routes';
import { registerSettingsRoutes } from './settings/routes';
import { registerShopboardRoutes } from './shopboard/routes';
import { registerStoreRoutes } from './store/routes';

/** Registers every route of the store and account side. */
export function registerStoreSide(app: Hono, db: Db, throttle: Throttle): void {
  registerAccountRoutes(app, db, throttle);
  registerPlanRoutes(app, db);
  registerSettingsRoutes(app, db);
  registerStoreRoutes(app, db);
  registerShopboardRoutes(app, db);
  registerMediaRoutes(app, db);
  registerDemoImageRoutes(app);
  const document = toOpenApiDocument(Object.values(endpoints), {
    title: 'Shoppable API',
    version: '1.0.0',
  });
  app.get('/openapi.json', (c) => c.json(document));
  registerDocsRoutes(app);
}
