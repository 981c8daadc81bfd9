import { describe, expect, it } from 'vitest';
import { compileTemplate } from './routeTemplate';

describe('route templates', () => {
  it('matches literals case-insensitively and captures parameters', () => {
    const t = compileTemplate('kanban/{boardId}/task');
    expect(t.match('/Kanban/b%201/task/')).toEqual({ boardId: 'b 1' });
    expect(t.match('kanban/b1')).toBeNull();
    expect(t.match('kanban/b1/task/extra')).toBeNull();
  });
  it('allows an optional last parameter', () => {
    const t = compileTemplate('edit/{boardId?}');
    expect(t.match('edit')).toEqual({});
    expect(t.match('edit/7')).toEqual({ boardId: '7' });
  });
  it('captures the rest of the path', () => {
    const t = compileTemplate('files/{*rest}');
    expect(t.match('files/a/b%2Fc')).toEqual({ rest: 'a/b/c' });
    expect(t.match('files')).toEqual({ rest: '' });
  });
});
