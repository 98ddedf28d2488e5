/** The local reference API (apps/api), where `VITE_API_URL` does not say another. */
export const LOCAL_API_URL = 'http://127.0.0.1:8787';
