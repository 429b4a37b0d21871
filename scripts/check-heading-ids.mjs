#!/usr/bin/env node
// Fails when a translated help document's heading ids differ from the source's.
import path from 'node:path';
import {checkHeadingIds} from './lib/heading-ids.mjs';

const problems = checkHeadingIds(path.resolve(import.meta.dirname, '..'));
for (const p of problems) console.error(p);
console.log(problems.length ? `${problems.length} heading-id problem(s)` : 'heading ids: all locales match the source');
process.exit(problems.length ? 1 : 0);
