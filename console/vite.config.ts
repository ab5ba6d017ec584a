import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is served by the API server under /console; `npm run dev -w console` proxies /api.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  // One copy of Tiptap's core and ProseMirror for ra-input-rich-text and the StarterKit: its own nested
  // copies are older than its extensions need (missing exports), and two ProseMirror copies break.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  // Vite's own chunk-size warning (500 kB) holds: the largest chunk is the rich-text editor's (~440 kB).
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
