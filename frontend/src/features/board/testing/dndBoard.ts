// Test fixtures: small boards built from cards' titles, used by the tests beside this file.
import type { Column, Item, Row, TasksResponse } from '@listboard/shared';

export function card(name: string, columnValue: string, order: number | null, rowValue = ''): Item {
  const id = Math.abs([...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7));
  return {
    id,
    name,
    uniqueID: `list1#${name}`,
    info: { siteURL: 'https://host/sites/demo', listID: 'list1', itemID: id, timestamp: 1, etag: `"${name}-1"` },
    parent: null,
    allowEdit: true,
    isEnable: true,
    isCompleted: false,
    isFile: false,
    isReadOnly: false,
    editPermissionDisabled: false,
    dueDate: null,
    dueDateStr: '',
    columnValue,
    rowValue,
    rowName: rowValue,
    order,
    created: '2024-01-01T00:00:00Z',
    modified: '2024-01-01T00:00:00Z',
    authorID: 1,
    editorID: 1,
    usersIds: [],
    users: [],
    author: null,
    editor: null,
    labels: [],
    watchers: [],
    header: [],
    card: {},
    color: {},
    subInfo: { count: 0, completed: 0 },
    commentsCount: 0,
    fieldsHeight: 0,
  };
}

export function column(value: string, items: Item[], limit: number | null = null): Column {
  return {
    id: value,
    name: value.toUpperCase(),
    value,
    index: 0,
    rowIndex: 0,
    items,
    limit,
    isActiveWipLimit: limit !== null,
    hasTotals: false,
    isPartOfRowTotal: false,
    isFirst: false,
    isLast: false,
    itemCount: items.length,
    isComplete: false,
    totals: null,
  };
}

export function row(value: string, columns: Column[], isDefault = false): Row {
  return { name: value || 'Unassigned', value, subvals: [], isDefault, isCollapsedByDefault: false, columns };
}

/** The names of the cards of each cell, row by row: [['todo: A,B', 'done: C'], ...]. */
export function layoutOf(data: TasksResponse): string[][] {
  return data.rows.map((r) => r.columns.map((c) => `${c.value}: ${c.items.map((i) => i.name).join(',')}`));
}
