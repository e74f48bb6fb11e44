import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves dist/ from the same origin in production; in development the API is proxied.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      // zod ships `@__PURE__` comments in positions Rollup ignores; the warning is about zod, not us.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod')) return;
        warn(warning);
      },
      // antd is left to Rollup: what the public screens use loads with them, the data area's tables,
      // steps and uploads come with the lazily loaded app entries.
      output: {
        manualChunks: {
          react: ['react', 'react-dom', 'react-router'],
          data: ['@tanstack/react-query', 'zod'],
        },
      },
    },
  },
});
