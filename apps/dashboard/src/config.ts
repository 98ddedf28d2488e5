/** The API's base URL: `VITE_API_URL` at build time, or the local reference API. */
export const API_URL: string = import.meta.env.VITE_API_URL || 'http://127.0.0.1:8787';
