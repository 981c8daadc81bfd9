import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@listboard/shared';
import { apiGroups } from '@listboard/functions/host-api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const STATUSES = ['done', 'renamed', 'partial', 'untested', 'stored-never-read', 'missing', 'n/a'];
/** The statuses that leave work to do: each such row must be listed under "Open lines". */
const OPEN_STATUSES = ['partial', 'untested', 'stored-never-read', 'missing'];
const OPEN_LINES_HEADING = '\n## Open lines';

interface Row {
  table: string;
  cells: Record<string, string>;
  first: string;
  status: string;
}

/** Every row of every Markdown table of `text`, its cells by the table's header, with the heading above the table. */
function tableRows(text: string): Row[] {
  const rows: Row[] = [];
  let heading = '';
  let header: string[] | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) heading = line.replace(/^#+\s*/, '');
    if (!line.startsWith('|')) {
      header = null;
      continue;
    }
    const cells = line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim());
    if (!header) header = cells;
    else if (!cells.every((cell) => /^-+$/.test(cell))) {
      const byName = Object.fromEntries(header.map((name, index) => [name, cells[index] ?? '']));
      rows.push({ table: heading, cells: byName, first: cells[0], status: byName.Status ?? '' });
    }
  }
  return rows;
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

/** The keys the en-US texts define: `key:` at the start of a line of the file and of each part it spreads in. */
function keysOf(file: string): Set<string> {
  return new Set([...read(file).matchAll(/^\s+'?(\w+)'?:/gm)].map((match) => match[1]));
}
const resources = 'frontend/src/i18n/resources';
const enUsFiles = [
  `${resources}/en-US.ts`,
  ...readdirSync(path.join(root, resources), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${resources}/${entry.name}/en-US.ts`)
    .filter((file) => existsSync(path.join(root, file))),
];
const enUsKeys = new Set(enUsFiles.flatMap((file) => [...keysOf(file)]));

describe('docs/spec-coverage.md keeps to the code', () => {
  const doc = read('docs/spec-coverage.md');
  const openAt = doc.indexOf(OPEN_LINES_HEADING);
  const rows = tableRows(openAt < 0 ? doc : doc.slice(0, openAt));
  const openLines = openAt < 0 ? '' : doc.slice(openAt);
  const routeRows = rows.filter((row) => 'Served as' in row.cells);
  const served = routeRows.flatMap((row) =>
    backticked(row.cells['Served as'])
      .filter((text) => row.status !== 'missing' && /^(GET|POST|PUT|PATCH|DELETE) /.test(text))
      .map((text) => {
        const [method, apiPath] = text.split(' ');
        return { row, method, apiPath };
      }),
  );

  it('gives every row a known status', () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((row) => !STATUSES.includes(row.status)).map((row) => `${row.table}: ${row.first} (${row.status})`)).toEqual([]);
  });

  it('lists every path of API_PATHS in a route table', () => {
    const listed = new Set(served.map(({ apiPath }) => apiPath));
    expect(Object.values(API_PATHS).filter((apiPath) => !listed.has(apiPath))).toEqual([]);
  });

  it('serves only routes the functions app registers, by method and path', () => {
    const registered = new Set(apiGroups.flatMap((group) => group.routes.map((route) => `${route.method} ${route.path}`)));
    expect(served.map(({ method, apiPath }) => `${method} ${apiPath}`).filter((route) => !registered.has(route))).toEqual([]);
  });

  it("names a served route's path in the test it cites", () => {
    const unnamed = served.flatMap(({ row, apiPath }) => {
      const staticPart = apiPath.split('{')[0].toLowerCase();
      return backticked(row.cells.Test)
        .filter((file) => !read(file).replaceAll('\\/', '/').toLowerCase().includes(staticPart))
        .map((file) => `${apiPath} in ${file}`);
    });
    expect(unnamed).toEqual([]);
  });

  it('cites only files and folders that exist, and links only docs that exist', () => {
    const cited = backticked(doc).filter((text) => /^(frontend|functions|shared|tests|infra|docs)\//.test(text) && !text.includes('<'));
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
    const linked = [...doc.matchAll(/\]\(([\w./-]+\.md)(#[\w-]*)?\)/g)].map((match) => match[1]);
    expect(linked.filter((file) => !existsSync(path.join(root, 'docs', file)))).toEqual([]);
  });

  it('has every message key it marks shown (done, renamed or untested) in the en-US texts, in the file it cites', () => {
    const keyRows = rows.filter((row) => 'Our key' in row.cells && ['done', 'renamed', 'untested'].includes(row.status));
    expect(keyRows.length).toBeGreaterThan(40);
    const wrong = keyRows.flatMap((row) => {
      const [specKey] = backticked(row.first);
      const [ourKey] = backticked(row.cells['Our key']);
      const [file] = backticked(row.cells['i18n file (en-US)']);
      const problems: string[] = [];
      if (row.status === 'done' && ourKey !== specKey) problems.push(`${specKey} is done under another key: mark it renamed`);
      if (!enUsKeys.has(ourKey)) problems.push(`${ourKey} is not an en-US key`);
      else if (!file || !keysOf(file).has(ourKey)) problems.push(`${ourKey} is not in ${file}`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('marks a message key missing only while the en-US texts lack it', () => {
    const missing = rows.filter((row) => 'Our key' in row.cells && row.status === 'missing').flatMap((row) => backticked(row.first));
    expect(missing.filter((key) => enUsKeys.has(key))).toEqual([]);
  });

  it('lists every open row under "Open lines", and no other', () => {
    const open = rows.filter((row) => OPEN_STATUSES.includes(row.status));
    expect(
      open.filter((row) => !openLines.includes(`- ${row.first}\n`) && !openLines.includes(` ${row.first}\n`)).map((row) => row.first),
    ).toEqual([]);
    const bullets = [...openLines.matchAll(/^- (?:spec \d )?(.+)$/gm)].map((match) => match[1]);
    expect(bullets.filter((bullet) => !open.some((row) => row.first === bullet))).toEqual([]);
  });
});
