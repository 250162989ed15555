import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/v1': 'http://localhost:8080' } },
  // The manifest lets `npm run bench` tell which chunks each entry loads.
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
