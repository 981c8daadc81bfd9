/**
 * Route templates in the Azure Functions style: literal segments, `{param}`, an optional last
 * `{param?}` and a catch-all `{*rest}`. Matching ignores case in literals and a trailing slash.
 */
export type RouteParams = Record<string, string>;

interface Segment {
  kind: 'literal' | 'param' | 'optional' | 'rest';
  text: string;
}

export interface CompiledTemplate {
  template: string;
  match(path: string): RouteParams | null;
}

function parseSegment(text: string): Segment {
  const param = /^\{(\*)?([A-Za-z_][A-Za-z0-9_]*)(\?)?\}$/.exec(text);
  if (!param) return { kind: 'literal', text: text.toLowerCase() };
  if (param[1]) return { kind: 'rest', text: param[2] };
  return { kind: param[3] ? 'optional' : 'param', text: param[2] };
}

export function compileTemplate(template: string): CompiledTemplate {
  const segments = template.split('/').filter(Boolean).map(parseSegment);
  return {
    template,
    match(path: string): RouteParams | null {
      const parts = path.split('/').filter(Boolean);
      const params: RouteParams = {};
      for (let i = 0; i < segments.length; i += 1) {
        const segment = segments[i];
        const part = parts[i];
        if (segment.kind === 'rest') {
          params[segment.text] = parts.slice(i).map(safeDecode).join('/');
          return params;
        }
        if (part === undefined) {
          return segment.kind === 'optional' && i === segments.length - 1 ? params : null;
        }
        if (segment.kind === 'literal') {
          if (part.toLowerCase() !== segment.text) return null;
        } else {
          params[segment.text] = safeDecode(part);
        }
      }
      return parts.length === segments.length ? params : null;
    },
  };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
