#!/usr/bin/env node
// npm run i18n:check — content guards on every translated help document.
import path from 'node:path';
import {checkContent} from './lib/content-guards.mjs';

const problems = checkContent(path.resolve(import.meta.dirname, '..'));
for (const p of problems) console.error(p);
console.log(problems.length ? `${problems.length} problem(s) in translated documents` : 'translated documents: all guards pass');
process.exit(problems.length ? 1 : 0);
