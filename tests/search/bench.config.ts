import path from 'node:path';
import base, {apiDataFile} from '../../playwright.config';
import {chromiumArgs, fullChromiumPath} from '../../scripts/lib/chromium';

const root = path.resolve(__dirname, '../..');

// npm run bench:search: the throttled cost runs, with the e2e tests' servers
// but in the whole browser, as the other benchmarks; one worker so the table
// prints once. Its local API keeps its own data file: one API per file.
export default {
  ...base,
  testDir: '.',
  testMatch: 'bench.spec.ts',
  fullyParallel: false,
  workers: 1,
  projects: base.projects?.map((project) => ({
    ...project,
    use: {...project.use, launchOptions: {executablePath: fullChromiumPath(), args: chromiumArgs}},
  })),
  webServer: (Array.isArray(base.webServer) ? base.webServer : []).map((server) => ({
    ...server,
    command: server.command.replace(apiDataFile, 'data/search-bench-customization-requests.jsonl'),
    cwd: root,
  })),
};
