/** The routing rules of staticwebapp.config.json that the local host applies like Static Web Apps. */
export interface StaticWebAppConfig {
  navigationFallback?: { rewrite: string; exclude?: string[] };
  routes?: { route: string; headers?: Record<string, string> }[];
  globalHeaders?: Record<string, string>;
}

/** SWA wildcards: `*` matches anything, `{a,b}` either alternative. */
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i];
    if (c === '*') pattern += '.*';
    else if (c === '{') {
      const end = glob.indexOf('}', i);
      pattern += `(?:${glob
        .slice(i + 1, end)
        .split(',')
        .map(escape)
        .join('|')})`;
      i = end;
    } else pattern += escape(c);
  }
  return new RegExp(`^${pattern}$`, 'i');
}

function escape(text: string): string {
  return text.replace(/[.+?^$()|[\]\\]/g, '\\$&');
}

/** Whether a path that is not a file falls back to the app's index page. */
export function usesNavigationFallback(config: StaticWebAppConfig, path: string): boolean {
  const fallback = config.navigationFallback;
  if (!fallback) return false;
  return !(fallback.exclude ?? []).some((glob) => globToRegExp(glob).test(path));
}

/** The headers for a path: global headers, then those of every matching route. */
export function headersFor(config: StaticWebAppConfig, path: string): Record<string, string> {
  const headers = { ...(config.globalHeaders ?? {}) };
  for (const route of config.routes ?? []) {
    if (route.headers && globToRegExp(route.route).test(path)) Object.assign(headers, route.headers);
  }
  return headers;
}
