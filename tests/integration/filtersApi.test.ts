import { describe, expect, it } from 'vitest';
import { DEMO_BOARD_ID, DEMO_DOCUMENTS_BOARD_ID, DEMO_VIEW_ONLY_LOGIN } from '@listboard/local';
import type { ApiErrorBody, FilterRule, Item, TasksResponse } from '@listboard/shared';
import { ApiClient } from '../support/apiClient';
import { signedInStack } from './stackFixture';

const env = signedInStack();

const mine: FilterRule = {
  name: 'My review work',
  isEnable: true,
  isPrivate: true,
  operand: 'AND',
  conditions: [{ id: 'c1', field: 'Status', operator: 'Eq', value: 'Review', group: 0, block: 0, conjunction: 'AND' }],
};

async function cards(body: object, client = env.alex): Promise<Item[]> {
  const answer = await client.call<TasksResponse & ApiErrorBody>('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID, ...body });
  expect(answer.status).toBe(200);
  return answer.body.rows.flatMap((r) => r.columns.flatMap((c) => c.items));
}

describe('private and public filters', () => {
  it("keeps a user's private filters to that user, next to the board's public ones", async () => {
    const saved = await env.alex.call<FilterRule[]>('POST', 'filters/my', {
      boardID: DEMO_BOARD_ID,
      filters: [{ ...mine, isPrivate: false }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body[0].isPrivate).toBe(true);
    expect((await env.alex.call<FilterRule[]>('GET', `filters/my/${DEMO_BOARD_ID}`)).body.map((f) => f.name)).toEqual(['My review work']);

    const megan = await new ApiClient(env.stack.url).signIn('megan@demo.listboard.local');
    expect((await megan.call<FilterRule[]>('GET', `filters/my/${DEMO_BOARD_ID}`)).body).toEqual([]);
    const all = await megan.call<FilterRule[]>('GET', `filters/all/${DEMO_BOARD_ID}`);
    expect(all.body.map((f) => [f.name, f.isPrivate])).toEqual([['Urgent and open', false]]);
    expect((await env.alex.call<FilterRule[]>('GET', `filters/all/${DEMO_BOARD_ID}`)).body.map((f) => f.name)).toEqual([
      'Urgent and open',
      'My review work',
    ]);
  });

  it('lets a view-only user keep private filters, and refuses bad ones without writing', async () => {
    const viewer = await new ApiClient(env.stack.url).signIn(DEMO_VIEW_ONLY_LOGIN);
    expect((await viewer.call('POST', 'filters/my', { boardID: DEMO_BOARD_ID, filters: [mine] })).status).toBe(200);
    const nameless = await viewer.call<ApiErrorBody>('POST', 'filters/my', { boardID: DEMO_BOARD_ID, filters: [{ ...mine, name: ' ' }] });
    expect(nameless.status).toBe(400);
    expect(nameless.body.code).toBe('invalid_request');
    const badOperator = await viewer.call<ApiErrorBody>('POST', 'filters/my', {
      boardID: DEMO_BOARD_ID,
      filters: [{ ...mine, conditions: [{ field: 'Status', operator: 'Like' }] }],
    });
    expect(badOperator.status).toBe(400);
    expect((await viewer.call('POST', 'filters/my', { boardID: DEMO_BOARD_ID, filters: null })).status).toBe(400);
    expect((await viewer.call('GET', 'filters/my/nope')).status).toBe(404);
    expect((await viewer.call<FilterRule[]>('GET', `filters/my/${DEMO_BOARD_ID}`)).body.map((f) => f.name)).toEqual(['My review work']);
  });
});

describe('filtering, searching and colouring the board', () => {
  const condition = (field: string, operator: string, value = '', extra: object = {}) => ({ field, operator, value, ...extra });
  const rule = (name: string, conditions: object[], operand = 'AND') => ({ name, conditions, operand });
  const emptyFilter = { users: [], lists: [], views: [] };

  it('applies active filters with OR groups and joins several filters', async () => {
    const urgent = await cards({
      filter: {
        ...emptyFilter,
        activeFilters: [rule('Urgent and open', [condition('Priority', 'Eq', '(1) High'), condition('Status', 'Neq', 'Completed')])],
      },
    });
    expect(urgent.length).toBeGreaterThan(0);
    expect(urgent.every((c) => c.rowValue === '(1) High' && c.columnValue !== 'Completed')).toBe(true);

    const reviewOrDeferred = rule('Review or deferred', [
      condition('Status', 'Eq', 'Review'),
      condition('Status', 'Eq', 'Deferred', { group: 1, conjunction: 'OR' }),
    ]);
    const either = await cards({ filter: { ...emptyFilter, activeFilters: [reviewOrDeferred] } });
    expect(new Set(either.map((c) => c.columnValue))).toEqual(new Set(['Review', 'Deferred']));

    const lowOnly = rule('Low', [condition('Priority', 'Eq', '(3) Low')]);
    const both = await cards({ filter: { ...emptyFilter, activeFilters: [reviewOrDeferred, lowOnly] } });
    expect(both.every((c) => c.rowValue === '(3) Low' && ['Review', 'Deferred'].includes(c.columnValue))).toBe(true);
    const orLow = await cards({ filter: { ...emptyFilter, activeFilters: [reviewOrDeferred, { ...lowOnly, operand: 'OR' }] } });
    expect(orLow.length).toBeGreaterThan(both.length);
  });

  it('finds what the latest change modified', async () => {
    const [target] = await cards({ searchKey: 'Fix login redirect loop' });
    const saved = await env.alex.call('POST', 'item/values', {
      boardID: DEMO_BOARD_ID,
      siteURL: target.info.siteURL,
      listID: target.info.listID,
      itemID: target.id,
      values: [{ name: 'Notes', value: 'Checked the redirect' }],
    });
    expect(saved.status).toBe(200);
    const notesChanged = await cards({
      filter: { ...emptyFilter, activeFilters: [rule('Notes changed', [condition('Notes', 'IsModified')])] },
    });
    expect(notesChanged.map((c) => c.id)).toContain(target.id);
    const budgetChanged = await cards({
      filter: { ...emptyFilter, activeFilters: [rule('Budget changed', [condition('Budget', 'IsModified')])] },
    });
    expect(budgetChanged.map((c) => c.id)).not.toContain(target.id);
  });

  it('searches titles and shown fields from one character', async () => {
    const byTitle = await cards({ searchKey: 'invoices' });
    expect(byTitle.map((c) => c.name).sort()).toEqual(['Fix rounding in invoices', 'Migrate invoices table']);
    const byProject = await cards({ searchKey: 'Billing' });
    expect(byProject.length).toBeGreaterThan(0);
    expect(
      byProject.every((c) => c.name.toLowerCase().includes('billing') || Object.values(c.card).some((v) => v.t.includes('Billing'))),
    ).toBe(true);
    expect((await cards({ searchKey: 'x' })).length).toBeGreaterThan(0);
  });

  it('colours cards by the first style rule that holds', async () => {
    const all = await cards({});
    const today = new Date().toISOString().slice(0, 10);
    const overdue = all.filter((c) => c.dueDate && c.dueDate.slice(0, 10) < today && c.columnValue !== 'Completed');
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((c) => c.color.borderColor === '#FE867F' && c.color.fontColor === '#323130')).toBe(true);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const notDueSoon = (c: Item) => !c.dueDate || c.dueDate.slice(0, 10) > inTwoDays;
    const low = all.filter((c) => notDueSoon(c) && c.rowValue === '(3) Low');
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((c) => c.color.borderColor === '#B6E9FF')).toBe(true);
    const normal = all.filter((c) => notDueSoon(c) && c.rowValue === '(2) Normal');
    expect(normal.length).toBeGreaterThan(0);
    expect(normal.every((c) => Object.keys(c.color).length === 0)).toBe(true);
  });
});

describe('column totals', () => {
  it('sums the total field over the filtered cards of one cell', async () => {
    const board = (await env.alex.call<TasksResponse>('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID })).body;
    const cell = board.rows[1].columns[0];
    const totals = await env.alex.call<{ name: string; func: string; value: number; count: number }>('POST', 'kanban/totals', {
      boardID: DEMO_BOARD_ID,
      rowIndex: 1,
      columnIndex: 0,
    });
    expect(totals.status).toBe(200);
    const expected = cell.items.reduce((sum, item) => sum + Number(item.card.Estimate?.v || 0), 0);
    expect(totals.body).toMatchObject({ name: 'Estimate', func: 'sum', value: expected, count: cell.items.length });

    const filter = {
      activeFilters: [{ name: 'Nothing', conditions: [{ field: 'Title', operator: 'Eq', value: 'no such card' }] }],
      users: [],
      lists: [],
      views: [],
    };
    const none = await env.alex.call<{ value: number; count: number }>('POST', 'kanban/totals', {
      boardID: DEMO_BOARD_ID,
      rowIndex: 1,
      columnIndex: 0,
      filter,
    });
    expect(none.body).toMatchObject({ value: 0, count: 0 });
    const outside = await env.alex.call<ApiErrorBody>('POST', 'kanban/totals', { boardID: DEMO_BOARD_ID, rowIndex: 99, columnIndex: 0 });
    expect([outside.status, outside.body.code]).toEqual([400, 'unknown_cell']);
  });

  it('sums the row total over the columns flagged isPartOfRowTotal', async () => {
    const board = (await env.alex.call<TasksResponse>('POST', 'kanban/tasks', { boardID: DEMO_BOARD_ID })).body;
    const row = board.rows[1];
    const flagged = row.columns.filter((column) => column.isPartOfRowTotal);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.length).toBeLessThan(row.columns.length);
    const cards = flagged.flatMap((column) => column.items);
    const expected = cards.reduce((sum, item) => sum + Number(item.card.Estimate?.v || 0), 0);
    const total = await env.alex.call<{ name: string; fieldName: string; value: number; count: number }>('POST', 'kanban/totals', {
      boardID: DEMO_BOARD_ID,
      rowIndex: 1,
    });
    expect(total.status).toBe(200);
    expect(total.body).toMatchObject({ name: '', fieldName: 'Estimate', value: expected, count: cards.length });

    const noRowTotals = await env.alex.call<ApiErrorBody>('POST', 'kanban/totals', { boardID: DEMO_DOCUMENTS_BOARD_ID, rowIndex: 0 });
    expect([noRowTotals.status, noRowTotals.body.code]).toEqual([400, 'no_row_totals']);
  });
});
