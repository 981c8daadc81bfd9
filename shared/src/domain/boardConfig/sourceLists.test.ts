import { describe, expect, it } from 'vitest';
import { canPickList, isContentTypeMode, listsWithContentType, sourceChanged } from './sourceLists';

const tasks = { listID: 'tasks', contentTypesIDs: ['0x01'] };
const issues = { listID: 'issues', contentTypesIDs: ['0x01'] };
const documents = { listID: 'documents', contentTypesIDs: ['0x0101'] };

describe('canPickList', () => {
  it('lets the first list be any list', () => {
    expect(canPickList(documents, [], null)).toBe(true);
  });

  it("adds further lists only when they share the first one's content types", () => {
    expect(canPickList(issues, [tasks], null)).toBe(true);
    expect(canPickList(documents, [tasks], null)).toBe(false);
  });

  it('in content-type mode offers only lists having that content type', () => {
    expect(canPickList(documents, [], '0x01')).toBe(false);
    expect(canPickList(issues, [tasks], '0x01')).toBe(true);
  });

  it('always lets a picked list be unpicked', () => {
    expect(canPickList(documents, [tasks, documents], '0x01')).toBe(true);
  });
});

describe('listsWithContentType', () => {
  it('drops the lists lacking the new content type', () => {
    expect(listsWithContentType([tasks, documents], '0x0101')).toEqual([documents]);
    expect(listsWithContentType([tasks, documents], null)).toEqual([tasks, documents]);
  });
});

describe('isContentTypeMode', () => {
  it('needs a content type and more than one list', () => {
    expect(isContentTypeMode({ contentTypeID: '0x01', lists: [tasks, issues] })).toBe(true);
    expect(isContentTypeMode({ contentTypeID: '0x01', lists: [tasks] })).toBe(false);
    expect(isContentTypeMode({ contentTypeID: null, lists: [tasks, issues] })).toBe(false);
  });
});

describe('sourceChanged', () => {
  it('compares the lists by id, in any order', () => {
    expect(sourceChanged([tasks, issues], [issues, tasks])).toBe(false);
    expect(sourceChanged([tasks], [tasks, issues])).toBe(true);
    expect(sourceChanged([tasks], [issues])).toBe(true);
  });
});
