import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The public site: served by the API server at `/`. `npm run dev -w public-site` proxies /api.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
