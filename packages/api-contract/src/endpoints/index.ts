import { accountEndpoints } from './account';
import { analyticsEndpoints } from './analytics';
import { authEndpoints } from './auth';
import { health } from './health';
import { influencerEndpoints } from './influencers';
import { linkEndpoints } from './links';
import { magicStoreEndpoints } from './magicStore';
import { multilinkEndpoints } from './multilinks';
import { planEndpoints } from './plans';
import { productEndpoints } from './products';
import { publicEndpoints } from './public';
import { settingsEndpoints } from './settings';
import { shopboardEndpoints } from './shopboard';
import { shortEndpoints } from './shorts';
import { trendEndpoints } from './trends';
import { webhookEndpoints } from './webhooks';

/** Every endpoint of the API, keyed by its name. */
export const endpoints = {
  health,
  ...authEndpoints,
  ...accountEndpoints,
  ...planEndpoints,
  ...settingsEndpoints,
  ...linkEndpoints,
  ...shortEndpoints,
  ...multilinkEndpoints,
  ...influencerEndpoints,
  ...analyticsEndpoints,
  ...productEndpoints,
  ...trendEndpoints,
  ...shopboardEndpoints,
  ...magicStoreEndpoints,
  ...publicEndpoints,
  ...webhookEndpoints,
} as const;

/** The name of an endpoint. */
export type EndpointName = keyof typeof endpoints;
