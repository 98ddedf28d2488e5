import {
  toClientPermissions,
  toServerPermissions,
  type ClientPermissions,
} from '@shoppable/domain';
import type { WirePermissions } from './wire';

/**
 * Influencer permissions with their client names (platform.md §3): `clicksEnabled`,
 * `salesEnabled`, `revenueEnabled`, `commissionEnabled`, `crEnabled`, `aovEnabled` and
 * `isActiveInfluencer` (the wire's `allow_creating_and_editing_links`). The shape is `domain`'s.
 */
export type Permissions = ClientPermissions;

/** Wire permissions to client names; missing permissions (admins' sessions) are all off. */
export function permissionsFromWire(wire: WirePermissions | null | undefined): Permissions {
  return toClientPermissions(wire);
}

/** Client permissions back to the wire names (influencer create and edit bodies). */
export function permissionsToWire(client: Permissions): WirePermissions {
  return toServerPermissions(client);
}
