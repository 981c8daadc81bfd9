import { describe, expect, it } from 'vitest';
import {
  attachmentContentQuerySchema,
  commentsQuerySchema,
  itemValuesQuerySchema,
  removeAttachmentsRequestSchema,
  saveValuesRequestSchema,
} from './item';
import { boardIdSchema, displayNameSchema, itemInfoSchema, listIdSchema, queryInt, siteUrlSchema, uniqueIdSchema } from './common';
import { moveTaskRequestSchema, neighbourOrderParamsSchema } from './kanban';
import { savePrivateFiltersRequestSchema } from './filters';
import { membersParamsSchema, userByIdParamsSchema } from './site';
import { z } from 'zod';

const SITE = 'https://demo.listboard.local/sites/team';
const LIST = '6f1c2a9e-5b7d-4c3e-9a1f-0d2e4b6c8a10';
const BOARD = 'b7e4c1d2-3a5f-4e6b-8c9d-0a1b2c3d4e5f';
const where = { boardID: BOARD, siteURL: SITE, listID: LIST };
const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('ids in requests', () => {
  it("takes GUIDs (also in braces) and the built-in store's ids as list ids, nothing a key or path could not hold", () => {
    for (const id of [LIST, '{0A1B-CC}', 'list1', 'tasks_2']) expect(ok(listIdSchema, id), id).toBe(true);
    for (const id of ['', 'a/b', '..', '.', 'a\\b', 'l#1', 'l?1', 'l\ud800', '{abc', 'x'.repeat(65), 'a b'])
      expect(ok(listIdSchema, id), JSON.stringify(id)).toBe(false);
  });

  it('takes board ids of the same alphabet', () => {
    expect(ok(boardIdSchema, BOARD)).toBe(true);
    for (const id of ['', 'a/b', '..', 'b\ud800', 'b#1']) expect(ok(boardIdSchema, id), JSON.stringify(id)).toBe(false);
  });

  it('takes absolute http and https site addresses only', () => {
    for (const url of [SITE, 'http://localhost:4280/sites/x']) expect(ok(siteUrlSchema, url), url).toBe(true);
    for (const url of [
      '',
      'sites/team',
      'ftp://x/y',
      'javascript:alert(1)',
      `${SITE}?a=1`,
      `${SITE}#x`,
      'https://x/a b',
      'https://x/a/../b',
      `${SITE}/\ud800`,
      `https://x/${'a'.repeat(400)}`,
    ]) {
      expect(ok(siteUrlSchema, url), JSON.stringify(url)).toBe(false);
    }
    // Like a browser, the schema drops surrounding spaces and tabs or line breaks, so none reaches the store.
    expect(siteUrlSchema.parse(` ${SITE}\n`)).toBe(SITE);
    expect(siteUrlSchema.parse('https://x/a\tb')).toBe('https://x/ab');
  });

  it('takes uniqueIDs as listID#itemID', () => {
    expect(ok(uniqueIdSchema, `${LIST}#12`)).toBe(true);
    for (const id of ['12', `${LIST}#`, `${LIST}#x`, `a/b#1`, `${LIST}#1#2`]) expect(ok(uniqueIdSchema, id), id).toBe(false);
    expect(
      ok(moveTaskRequestSchema, {
        boardID: BOARD,
        columnValue: 'Review',
        info: { ...where, itemID: 1 },
        neighbours: { previous: '../x#1' },
      }),
    ).toBe(false);
  });
});

describe('item ids', () => {
  it('are JSON integers in bodies, never coerced', () => {
    expect(itemInfoSchema.parse({ siteURL: SITE, listID: LIST, itemID: 3 }).itemID).toBe(3);
    for (const itemID of [true, [3], '0x10', '3', 1.5, null, 2 ** 31]) {
      expect(ok(saveValuesRequestSchema, { ...where, itemID, values: [] }), JSON.stringify(itemID)).toBe(false);
    }
    expect(ok(saveValuesRequestSchema, { ...where, itemID: -4, values: [] })).toBe(true);
  });

  it('are decimal digit strings in query strings', () => {
    expect(itemValuesQuerySchema.parse({ ...where, itemID: '12' }).itemID).toBe(12);
    for (const itemID of ['true', '[3]', '0x10', '1e3', ' 3', '3.0', '0', '-1', '']) {
      expect(ok(itemValuesQuerySchema, { ...where, itemID }), itemID).toBe(false);
    }
    expect(commentsQuerySchema.parse({ ...where, itemID: '0' })).toMatchObject({ itemID: 0, top: 10 });
    expect(ok(queryInt(z.number()), '12345678901')).toBe(false);
    expect(userByIdParamsSchema.parse({ id: '7' }).id).toBe(7);
    expect(ok(userByIdParamsSchema, { id: 'true' })).toBe(false);
  });

  it('take decimal orders in a path, in no other notation', () => {
    expect(neighbourOrderParamsSchema.parse({ direction: 'morethan', order: '1000.5', boardID: BOARD }).order).toBe(1000.5);
    for (const order of ['0x10', '1e3', 'Infinity', ''])
      expect(ok(neighbourOrderParamsSchema, { direction: 'morethan', order, boardID: BOARD }), order).toBe(false);
  });
});

describe('names in requests', () => {
  it('take only file names the store can keep', () => {
    expect(ok(attachmentContentQuerySchema, { ...where, itemID: '1', name: 'plan.txt' })).toBe(true);
    for (const name of ['a/b.txt', '..', 'a\u0000.txt', 'CON', 'x'.repeat(256)]) {
      expect(ok(attachmentContentQuerySchema, { ...where, itemID: '1', name }), JSON.stringify(name)).toBe(false);
      expect(
        ok(removeAttachmentsRequestSchema, { boardID: BOARD, itemInfo: { ...where, itemID: 1 }, names: [name] }),
        JSON.stringify(name),
      ).toBe(false);
    }
  });

  it('take field internal names and lists of list ids', () => {
    expect(ok(saveValuesRequestSchema, { ...where, itemID: 0, values: [{ name: 'Title', value: 'x' }] })).toBe(true);
    expect(ok(saveValuesRequestSchema, { ...where, itemID: 0, values: [{ name: 'f/../x', value: 'x' }] })).toBe(false);
    expect(ok(itemValuesQuerySchema, { ...where, itemID: '1', fields: 'Title,Status' })).toBe(true);
    expect(ok(itemValuesQuerySchema, { ...where, itemID: '1', fields: 'Title,a#b' })).toBe(false);
    expect(ok(membersParamsSchema, { assignedToField: 'AssignedTo', lists: `${LIST},list2`, url: SITE })).toBe(true);
    expect(ok(membersParamsSchema, { assignedToField: 'AssignedTo', lists: `${LIST},a/b`, url: SITE })).toBe(false);
  });
});

describe('sizes in requests', () => {
  const filter = (conditions: object[], name = 'F') => ({ name, conditions });
  const condition = { field: 'Title', operator: 'Contains', value: 'x' };

  it('bound filters: names, conditions per filter and condition values', () => {
    expect(ok(savePrivateFiltersRequestSchema, { boardID: BOARD, filters: [filter([condition])] })).toBe(true);
    expect(ok(savePrivateFiltersRequestSchema, { boardID: BOARD, filters: [filter([condition], 'n'.repeat(256))] })).toBe(false);
    expect(ok(savePrivateFiltersRequestSchema, { boardID: BOARD, filters: [filter(Array(101).fill(condition))] })).toBe(false);
    expect(ok(savePrivateFiltersRequestSchema, { boardID: BOARD, filters: [filter([{ ...condition, value: 'x'.repeat(1001) }])] })).toBe(
      false,
    );
    expect(ok(savePrivateFiltersRequestSchema, { boardID: BOARD, filters: [filter([{ ...condition, field: 'a/b' }])] })).toBe(false);
    expect(ok(savePrivateFiltersRequestSchema, { boardID: BOARD, filters: Array(51).fill(filter([condition])) })).toBe(false);
  });

  it('bound the values of a save', () => {
    expect(ok(saveValuesRequestSchema, { ...where, itemID: 0, values: [{ name: 'Notes', value: 'x'.repeat(100_001) }] })).toBe(false);
  });
});

describe('names people give', () => {
  const name = displayNameSchema();

  it('takes printable text in any script, trimmed', () => {
    for (const text of ['Sprint board', '  Planung Q3  ', 'Tableau été', '看板 🚀']) expect(name.safeParse(text).success).toBe(true);
    expect(name.parse('  Planung Q3  ')).toBe('Planung Q3');
  });

  it('refuses control characters, half surrogate pairs, blank and overlong names', () => {
    for (const text of ['Board\u0012', 'Tab\tname', 'Line\nbreak', 'C1 \u0085', `Half ${'\ud83d'}`, '   ', 'x'.repeat(256)]) {
      expect(name.safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
  });
});
