import {describe, expect, it} from 'vitest';
import {createHash} from 'node:crypto';
import {
  contentSecurityPolicy,
  hashesInHeadersFile,
  headersFile,
  inlineScripts,
  scriptHash,
  securityHeaders,
} from '../../src/plugins/hosting/securityHeaders';

const page = `<html><head>
<script>theme()</script>
<script src=/assets/js/main.js></script>
<script type=application/ld+json>{"@type":"BreadcrumbList"}</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
<script type="module">boot()</script>
</head></html>`;

describe('the Content-Security-Policy', () => {
  it('hashes exactly the executable inline scripts, not JSON-LD or external ones', () => {
    expect(inlineScripts(page)).toEqual(['theme()', 'boot()']);
    const digest = createHash('sha256').update('theme()').digest('base64');
    expect(scriptHash('theme()')).toBe(`'sha256-${digest}'`);
  });

  it('allows the API host and, only with analytics on, Google Analytics', () => {
    const input = {scriptHashes: [scriptHash('theme()')], apiBaseUrl: 'https://api.example.com/v1'};
    const without = contentSecurityPolicy({...input, analytics: false});
    const withAnalytics = contentSecurityPolicy({...input, analytics: true});
    expect(without).toMatch(/connect-src 'self' https:\/\/api\.example\.com;/);
    expect(without).not.toContain('google');
    expect(withAnalytics).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(withAnalytics).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    for (const policy of [without, withAnalytics]) {
      // No eval of any kind: neither JavaScript nor WebAssembly.
      expect(policy).not.toMatch(/unsafe-eval/);
      expect(policy).toContain(`script-src 'self' ${scriptHash('theme()')}`);
    }
  });

  it('round-trips its hashes through the _headers file that later locales add to', () => {
    const hashes = [scriptHash('a()'), scriptHash('b()')];
    const policy = contentSecurityPolicy({scriptHashes: hashes, apiBaseUrl: 'http://127.0.0.1:3001', analytics: false});
    const file = headersFile(securityHeaders(policy));
    expect(file.startsWith('/*\n  Content-Security-Policy: ')).toBe(true);
    expect(hashesInHeadersFile(file).sort()).toEqual([...hashes].sort());
    expect(file).toMatch(/\/\*\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });

  it("asks browsers to keep to HTTPS, without binding the domain's other hosts", () => {
    const headers = securityHeaders("default-src 'self'");
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000');
  });
});
