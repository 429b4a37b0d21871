// npm run i18n:check: content guards on every translated help document.
import {checkContent} from '../lib/contentGuards';
import {repoRoot} from '../lib/paths';

const problems = checkContent(repoRoot);
for (const p of problems) console.error(p);
console.log(problems.length ? `${problems.length} problem(s) in translated documents` : 'translated documents: all guards pass');
process.exitCode = problems.length ? 1 : 0;
