import config from './playwright.config';

// npm run bench:search: the throttled cost runs only.
export default {...config, testMatch: 'bench.spec.ts'};
