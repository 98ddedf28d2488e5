/** The API's base URL: `VITE_API_URL` at build time, or the local reference API. */
export const API_URL: string = import.meta.env.VITE_API_URL || 'http://127.0.0.1:8787';

/** Where the public link page runs (apps/link-page): `VITE_LINK_PAGE_URL` or the local server. */
export const LINK_PAGE_URL: string =
  (import.meta.env.VITE_LINK_PAGE_URL as string | undefined) || 'http://127.0.0.1:8788';
