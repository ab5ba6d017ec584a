import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The public site: served by the API server at `/`. `npm run dev -w public-site` proxies /api.
export default defineConfig({
  plugins: [react()],
  css: {
    postcss: {
      plugins: [
        /**
         * Pretendard's faces say `font-display: swap`: every subset arriving after the first paint
         * lays the whole page out again and moves the text. With `optional` a visit keeps the system
         * font when the web font is not there at once (a slow phone's first visit) and uses it from
         * the cache afterwards: the text never jumps.
         */
        {
          postcssPlugin: 'font-display-optional',
          Declaration: {
            'font-display': (decl) => {
              decl.value = 'optional';
            },
          },
        },
      ],
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
