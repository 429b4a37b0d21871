/**
 * The optional redirect of `/` to one locale (ROOT_REDIRECT_LOCALE): a host
 * rule emitted at build time (./hostRules.ts), and the same decision in the
 * page's head where no host rule ran (./decide.ts).
 */
import {localeByCode, localeByKey} from '../../data/locales';

export type RootRedirect = {locale: string; status: number} | null | undefined;

/** ROOT_REDIRECT_LOCALE=vi [ROOT_REDIRECT_STATUS=301]; unset means off. */
export function rootRedirectFromEnv(env: Record<string, string | undefined>): RootRedirect {
  const code = env.ROOT_REDIRECT_LOCALE;
  if (!code) return null;
  const locale = localeByCode(code) ?? localeByKey(code);
  if (!locale || !locale.prefix) throw new Error(`ROOT_REDIRECT_LOCALE=${code} is not a prefixed locale`);
  const status = Number(env.ROOT_REDIRECT_STATUS ?? 302);
  if (![301, 302, 303, 307, 308].includes(status)) throw new Error(`ROOT_REDIRECT_STATUS=${status} is not a redirect`);
  return {locale: locale.code, status};
}
