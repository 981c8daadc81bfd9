import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The `source` condition lets Vite read @listboard/shared's TypeScript directly.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // A schema no page reads is dropped: zod's builders have no side effects, and without this every constant
    // taken from a contract module brought its schemas and zod along, the entry module's included (docs/performance.md#start-up).
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:4280' } },
});
