import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Modules shared with the browser import each other as Docusaurus resolves them.
  resolve: {alias: {'@site': fileURLToPath(new URL('.', import.meta.url))}},
  // tsconfig keeps JSX for Docusaurus' Babel; tests that render a component compile it here.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Several tests start tsx, nginx or a server in a child process: on a busy
    // 2-core runner that takes seconds, not the default 5 s budget.
    testTimeout: 30_000,
    // Those files mostly wait on their child processes, so a third worker on
    // two cores keeps the CPU busy: 10 s for the suite instead of 16.
    maxWorkers: 3,
  },
});
