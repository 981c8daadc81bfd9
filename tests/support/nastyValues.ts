import fc from 'fast-check';

/**
 * Values an attacker, a broken client or a load tester sends where the contract wants something
 * else: wrong types, huge and empty values, control characters, lone surrogates, path traversal,
 * injection strings, numbers in every notation, deep nesting.
 */

const CONTROL = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).concat('\u007f', '\u0085', '\u2028', '\u202e', '\ufeff');
const LONE_SURROGATES = ['\ud800', 'a\udc00b', '\udfff\ud800', 'x\ud83d'];
const TRAVERSAL = ['..', '.', '../', '../../etc/passwd', '/', 'a/b', '%2F', '..%2F..%2F', '%2e%2e', '..\\..\\', '\\', '//', 'a/../b'];
const STORAGE_NAMES = ['CON', 'LPT1.txt', 'nul', '_vti_bin', 'x.', ' x', 'x ', '#', '?', 'a#1', "it's", '"quoted"', '*', '<>', '|'];
const NUMERIC_LOOKALIKES = [
  '0x10',
  '1e3',
  'true',
  '[3]',
  '-0',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  '-1',
  '0',
  '1.5',
  ' 1',
  '1 ',
  '+1',
  '١٢٣',
];
const ADDRESSES = [
  'javascript:alert(1)',
  'http://',
  'https://',
  'file:///etc/passwd',
  'https://evil.example/sites/team',
  'https://demo.listboard.local/sites/team/../other',
  'https://demo.listboard.local:99999/',
  '//demo.listboard.local',
  'https://demo.listboard.local/sites/team?x=1#y',
];
const INJECTIONS = [
  "' or ''='",
  "PartitionKey eq 'x' or true",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${process.exit()}',
  '__proto__',
  'constructor',
  '$where',
];

const string = (maxLength: number) => fc.string({ unit: 'binary', maxLength });
const withControl = fc.tuple(string(8), fc.constantFrom(...CONTROL), string(8)).map(([a, c, b]) => `${a}${c}${b}`);
const huge = fc
  .tuple(fc.integer({ min: 10_000, max: 300_000 }), fc.constantFrom('x', 'é', '\u{1F600}', '\u0000', '/'))
  .map(([n, unit]) => unit.repeat(n));

/** Nasty strings short enough for a URL (a request line over 16 KB is refused by Node's parser, not by us). */
export const nastyShortString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '\t\n', 'x'.repeat(6000)),
  withControl,
  fc.constantFrom(...LONE_SURROGATES),
  fc.constantFrom(...TRAVERSAL),
  fc.constantFrom(...STORAGE_NAMES),
  fc.constantFrom(...NUMERIC_LOOKALIKES),
  fc.constantFrom(...ADDRESSES),
  fc.constantFrom(...INJECTIONS),
  string(40),
);

export const nastyString: fc.Arbitrary<string> = fc.oneof({ arbitrary: nastyShortString, weight: 10 }, { arbitrary: huge, weight: 1 });

/** Arrays or objects nested `depth` deep: parsers and validators that recurse meet their limits. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const deep = fc
  .tuple(fc.integer({ min: 100, max: 3000 }), fc.constantFrom('array' as const, 'object' as const))
  .map(([depth, kind]) => nested(depth, kind));
const hugeArray = fc.integer({ min: 1000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i));

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 5 },
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, 5e-324),
  fc.constantFrom([], {}, [null], [''], { '': '' }, JSON.parse('{"__proto__":{"polluted":true}}'), {
    constructor: { prototype: { polluted: true } },
  }),
  fc.jsonValue({ maxDepth: 3 }),
  deep,
  hugeArray,
);

/** A path segment as it goes on the wire: encoded, double encoded, raw, or bytes no UTF-8 decoder accepts. */
export const nastySegment: fc.Arbitrary<string> = fc.oneof(
  nastyShortString.map(percentEncoded),
  nastyShortString.map((s) => percentEncoded(percentEncoded(s))),
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2E%2E%2F',
    '..%2F..%2F..%2F',
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%FF%FE',
    '%',
    '%zz',
    '%C0%AE%C0%AE',
    'a%2Fb',
    '~',
    '%20',
    ';x=1',
    'x%3Fy=1',
    'x%23y',
  ),
);

/**
 * `text` percent-encoded as UTF-8, except that a lone surrogate is encoded as the three bytes it
 * would have (WTF-8), which `encodeURIComponent` refuses to do: the server must meet those too.
 */
export function percentEncoded(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (pair) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i]);
    }
  }
  return out;
}
