/**
 * The security headers of the static site: a Content-Security-
 * Policy that allows no `unsafe-eval` and no inline script but the ones the
 * build emitted (by hash). Written twice from here: a `_headers` file that
 * Netlify, Cloudflare Pages and scripts/dev/serve.ts read, and the nginx
 * configuration (src/plugins/hosting/nginxConfig.ts).
 */
import {createHash} from 'node:crypto';

/** Where GA4's gtag.js loads from and reports to (Google's documented CSP). */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

export type PolicyInput = {
  /** sha256 sources of the inline scripts the pages carry. */
  scriptHashes: readonly string[];
  /** The customisation form's API base URL. */
  apiBaseUrl: string;
  analytics: boolean;
};

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The bodies of a page's executable inline scripts (JSON-LD is data, not script). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || !body.trim()) continue;
    const type = /\btype=["']?([^"'\s>]+)/.exec(attributes)?.[1];
    if (type && !/^(module|text\/javascript|application\/javascript)$/i.test(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

export function contentSecurityPolicy({scriptHashes, apiBaseUrl, analytics}: PolicyInput): string {
  const extra = (list: string[]) => (analytics ? list : []);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...new Set(scriptHashes)].sort(), ...extra(ANALYTICS.script)],
    // React and Docusaurus set style attributes in the server-rendered HTML.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...extra(ANALYTICS.img)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", new URL(apiBaseUrl).origin, ...extra(ANALYTICS.connect)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'X-Frame-Options': 'DENY',
    // Browsers honour it only over HTTPS, which every production host uses.
    // No includeSubDomains: other hosts of the domain may still be plain HTTP.
    'Strict-Transport-Security': 'max-age=31536000',
  };
}

/**
 * The `_headers` file (Netlify / Cloudflare Pages syntax). Hashed assets are
 * immutable: a 200 only (scripts/dev/serve.ts sends `no-store` with a 404, so a
 * file missing mid-deploy is asked for again).
 */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const immutable = '  Cache-Control: public, max-age=31536000, immutable';
  return ['/*', ...lines, '', '/assets/*', immutable, '', '/*/assets/*', immutable, ''].join('\n');
}

/** The script hashes an existing `_headers` file already allows. */
export function hashesInHeadersFile(file: string): string[] {
  return file.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];
}
