/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The reference API's base URL; http://127.0.0.1:8787 when unset. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
