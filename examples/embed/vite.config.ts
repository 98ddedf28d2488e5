import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain React app: the Shoppable packages arrive built (JS and plain CSS), so no
// vanilla-extract plugin is needed here.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 4174, strictPort: true },
  preview: { host: '127.0.0.1', port: 4174, strictPort: true },
});
