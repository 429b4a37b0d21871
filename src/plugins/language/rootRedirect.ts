/**
 * The optional redirect of `/` to one locale (spec §2): a host rule emitted
 * at build time (src/plugins/language/hostRules.ts), and the same in the browser where no
 * host rule ran.
 */
import {localeByCode, localeByKey, localeBaseUrl} from '../../data/locales';

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

export function rootRedirectTarget(pathname: string, setting: unknown): string | undefined {
  const redirect = setting as RootRedirect;
  if (!redirect || pathname !== '/') return undefined;
  const locale = localeByCode(redirect.locale);
  return locale ? localeBaseUrl(locale) : undefined;
}
