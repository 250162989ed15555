import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: 'server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'common', root: 'common', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: 'web/vite.config.ts',
        test: {
          name: 'web',
          root: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
    ],
  },
});
