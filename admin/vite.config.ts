import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:4000';

// The back office: its own build, served by the server at /admin (admin/dist). Nothing here is
// reachable from the storefront's entry, so a shopper never downloads a byte of it.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    proxy: {
      '/admin-api': backend,
    },
  },
});
