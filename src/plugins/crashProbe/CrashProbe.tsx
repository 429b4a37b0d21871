import {useLocation} from '@docusaurus/router';

/**
 * A deliberate crash switch for the error-page tests: `?__crash=page` makes a
 * page throw while rendering, `?__crash=error-page` also makes the error page
 * throw. Only in e2e builds (./index.ts); elsewhere this is a constant false.
 */
export function crashProbe(search: string, where: 'page' | 'error-page'): void {
  if (process.env.CRASH_PROBE !== 'on') return;
  const wanted = new URLSearchParams(search).get('__crash');
  if (wanted === where || (where === 'page' && wanted === 'error-page')) {
    throw new Error(`Crash probe: ${where}`);
  }
}

export default function CrashProbe(): null {
  crashProbe(useLocation().search, 'page');
  return null;
}
