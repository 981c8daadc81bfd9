import { describe, expect, it } from 'vitest';
import { addHostSite, readPageParameters, withHostQuery } from './hostQuery';

describe('readPageParameters', () => {
  it('reads only the page parameters of the host', () => {
    expect(readPageParameters('?SPHostUrl=https%3A%2F%2Fsite&SenderId=7&other=x&editmode=1')).toEqual({
      SPHostUrl: 'https://site',
      SenderId: '7',
      editmode: '1',
    });
  });
});

describe('withHostQuery', () => {
  const current = '?SPHostUrl=https%3A%2F%2Fcontoso%2Fsites%2Fteam&SenderId=abc&unrelated=1';

  it('keeps the host parameters and drops the others', () => {
    expect(withHostQuery('/kanban/b1', current)).toEqual({
      pathname: '/kanban/b1',
      search: '?SPHostUrl=https%3A%2F%2Fcontoso%2Fsites%2Fteam&SenderId=abc',
      hash: '',
    });
  });

  it('lets parameters written in the target win and keeps its hash', () => {
    const target = withHostQuery('/kanban?SenderId=xyz&view=1#top', current);
    expect(target.pathname).toBe('/kanban');
    expect(new URLSearchParams(target.search).get('SenderId')).toBe('xyz');
    expect(new URLSearchParams(target.search).get('view')).toBe('1');
    expect(new URLSearchParams(target.search).get('SPHostUrl')).toBe('https://contoso/sites/team');
    expect(target.hash).toBe('#top');
  });

  it('gives an empty search when there is nothing to keep', () => {
    expect(withHostQuery('/kanban', '?foo=bar').search).toBe('');
  });
});

describe('addHostSite', () => {
  it('adds SPHostUrl and keeps what was there', () => {
    const search = addHostSite('?SenderId=1', 'http://127.0.0.1:4280/sites/demo');
    const query = new URLSearchParams(search);
    expect(query.get('SenderId')).toBe('1');
    expect(query.get('SPHostUrl')).toBe('http://127.0.0.1:4280/sites/demo');
  });
});
