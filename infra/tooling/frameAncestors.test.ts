import { describe, expect, it } from 'vitest';
import { withFrameAncestors } from './frameAncestors.mjs';

const config = {
  routes: [],
  globalHeaders: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "frame-ancestors 'self' https://*.sharepoint.com" },
};

describe('frame ancestors of a deployment', () => {
  it("writes the deployment's hosts into the CSP, keeping 'self' and the other headers", () => {
    const written = withFrameAncestors(config, 'https://contoso.sharepoint.com  https://teams.microsoft.com http://127.0.0.1:*');
    expect(written.globalHeaders).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "frame-ancestors 'self' https://contoso.sharepoint.com https://teams.microsoft.com http://127.0.0.1:*",
    });
    expect(withFrameAncestors(config, undefined)).toBe(config);
  });

  it('refuses what is no host source, so a typo cannot open the page to every site', () => {
    expect(() => withFrameAncestors(config, 'https://contoso.sharepoint.com; script-src *')).toThrow('not a CSP host source');
    expect(() => withFrameAncestors(config, '*')).toThrow('not a CSP host source');
  });
});
