import path from 'node:path';
import base from '../../playwright.config';

const root = path.resolve(__dirname, '../..');

// The search eval: the same browser and servers as the e2e tests, its own
// folder, one worker so the table prints once.
export default {
  ...base,
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  webServer: (Array.isArray(base.webServer) ? base.webServer : []).map((server) => ({...server, cwd: root})),
};
