import path from 'node:path';
import base, {apiDataFile} from '../../playwright.config';

const root = path.resolve(__dirname, '../..');

// The search eval (and, through ./bench.config.ts, its benchmark): the same browser and servers as the e2e tests, its own
// folder, one worker so the table prints once. Its local API keeps its own
// data file: one API per file, and the e2e run's may still be letting go of it.
export default {
  ...base,
  testDir: '.',
  testMatch: 'eval.spec.ts',
  fullyParallel: false,
  workers: 1,
  webServer: (Array.isArray(base.webServer) ? base.webServer : []).map((server) => ({
    ...server,
    command: server.command.replace(apiDataFile, 'data/search-eval-customization-requests.jsonl'),
    cwd: root,
  })),
};
