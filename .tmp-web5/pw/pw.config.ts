import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: __dirname, testMatch: ['**/*.spec.ts'] });
