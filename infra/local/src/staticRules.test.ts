import { describe, expect, it } from 'vitest';
import config from '../../../staticwebapp.config.json';
import { globToRegExp, headersFor, usesNavigationFallback } from './staticRules';

describe('static web app rules', () => {
  it('turns SWA wildcards into patterns', () => {
    expect(globToRegExp('/api/*').test('/api/kanban/tasks')).toBe(true);
    expect(globToRegExp('/*.{js,css}').test('/x.css')).toBe(true);
    expect(globToRegExp('/*.{js,css}').test('/x.png')).toBe(false);
  });
  it('falls back to the app for routes but not for the API or files', () => {
    expect(usesNavigationFallback(config, '/kanban/b1/l1/7')).toBe(true);
    expect(usesNavigationFallback(config, '/')).toBe(true);
    expect(usesNavigationFallback(config, '/api/boards')).toBe(false);
    expect(usesNavigationFallback(config, '/assets/index.js')).toBe(false);
    expect(usesNavigationFallback(config, '/favicon.ico')).toBe(false);
  });
  it('adds global and route headers', () => {
    expect(headersFor(config, '/assets/a.js')['Cache-Control']).toContain('immutable');
    expect(headersFor(config, '/index.html')['Cache-Control']).toBe('no-cache');
    expect(headersFor(config, '/x')['X-Content-Type-Options']).toBe('nosniff');
  });
});
