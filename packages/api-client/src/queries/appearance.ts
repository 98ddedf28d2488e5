import {
  getOptionsMap,
  updateAppearance,
  updateOptionsMap,
  updateTheme,
  type EndpointResponse,
} from '@shoppable/api-contract';
import type { OptionMap } from '@shoppable/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchSession } from '../auth';
import { themeFromWire, themeToWire, type ThemeGroups } from '../mappers/theme';
import type { ApiClient } from '../transport';

/** The answer of a theme save: the theme as stored and its new version (wire names). */
export type SavedTheme = EndpointResponse<typeof updateTheme>;

/** Query keys of the appearance page. */
export const appearanceQueryKeys = {
  /** The store's product option map: `['optionMap', businessId]`. */
  optionMap: (businessId: string) => ['optionMap', businessId] as const,
  /** The store's saved theme and its version: `['theme', businessId]`. */
  theme: (businessId: string) => ['theme', businessId] as const,
};

/** The store's theme as saved, with the version an edit of it is based on. */
export interface StoredTheme {
  theme: ThemeGroups;
  version: number;
}

/**
 * The store's saved theme and its version, read from the session's brand (there is no theme
 * endpoint of its own); rejects when the session has no store.
 */
export function themeQueryOptions(client: ApiClient, businessId: string) {
  return queryOptions({
    queryKey: appearanceQueryKeys.theme(businessId),
    queryFn: async ({ signal }): Promise<StoredTheme> => {
      const brand = (await fetchSession(client, signal)).brand;
      if (!brand) throw new Error('The session has no store any more');
      return { theme: themeFromWire(brand.theme), version: brand.theme_version };
    },
  });
}

/**
 * The store's product option map (`GET /admin/v1/store/appearance/options`, platform.md §3, §7):
 * every option of the catalogue with its type and values, each with what the merchant saved.
 * `businessId` only keys the cache (the server answers for the signed-in business).
 */
export function optionMapQueryOptions(client: ApiClient, businessId: string) {
  return queryOptions({
    queryKey: appearanceQueryKeys.optionMap(businessId),
    queryFn: ({ signal }): Promise<OptionMap> => client.request(getOptionsMap, { signal }),
  });
}

/**
 * Saves the option map (`PUT /admin/v1/store/appearance/options`, platform.md §4) and puts it in
 * the cache as saved.
 */
export function useUpdateOptionMap(client: ApiClient, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (map: OptionMap): Promise<OptionMap> => {
      await client.request(updateOptionsMap, { body: map });
      return map;
    },
    onSuccess: (map) => queryClient.setQueryData(appearanceQueryKeys.optionMap(businessId), map),
  });
}

/**
 * Saves the store logo (`PUT …/appearance {appearance: {logo_url}}`, platform.md §4): an uploaded
 * image's address, or `null` to remove it. The session (which carries the logo) is re-read after.
 */
export function useUpdateLogo(client: ApiClient, businessId: string) {
  return useMutation({
    mutationFn: async (logoUrl: string | null): Promise<string | null> => {
      await client.request(updateAppearance, {
        params: { businessId },
        body: { appearance: { logo_url: logoUrl } },
      });
      return logoUrl;
    },
    onSuccess: () => client.sessionChanged(),
  });
}

/**
 * Saves the theme (`PUT …/theme`, platform.md §4) based on `version` — the session's
 * `themeVersion` when the editor loaded it — and resolves with the stored theme and its new
 * version; a 409 `HttpError` when it was saved elsewhere since. The session is re-read after.
 */
export function useUpdateTheme(client: ApiClient, businessId: string) {
  return useMutation({
    mutationFn: ({
      theme,
      version,
    }: {
      theme: ThemeGroups;
      version: number;
    }): Promise<SavedTheme> =>
      client.request(updateTheme, {
        params: { businessId },
        body: { theme: themeToWire(theme), version },
      }),
    onSuccess: () => client.sessionChanged(),
  });
}
