import { describe, expect, it } from 'vitest';
import { boardConfigSchema, chartsDefinitionSchema } from './board';

describe('the charts definition', () => {
  it('defaults to every widget shown at the spec widths, visible to everyone', () => {
    expect(chartsDefinitionSchema.parse({})).toEqual({
      status: { show: true, width: 33 },
      members: { show: true, width: 67 },
      completion: { show: true, width: 33 },
      burndown: { show: true, width: 67 },
      leadTime: { show: true, width: 100 },
      flow: { show: true, width: 100 },
      cycleTime: { show: true, width: 100 },
      throughput: { show: true, width: 100 },
      cycleScatter: { show: true, width: 100 },
      forecast: { show: true, width: 100 },
      visibleFor: [],
    });
  });

  it('reads the earlier { widths, hidden } shape of stored boards into a show flag and a width per widget', () => {
    const migrated = chartsDefinitionSchema.parse({
      widths: [50, 50, 33, 67, 100],
      hidden: ['members', 3],
      visibleFor: [{ login: 'ann@contoso.com' }],
    });
    expect(migrated).toMatchObject({
      status: { show: true, width: 50 },
      members: { show: false, width: 50 },
      completion: { show: true, width: 33 },
      burndown: { show: false, width: 67 },
      leadTime: { show: true, width: 100 },
      flow: { show: true },
      visibleFor: [{ login: 'ann@contoso.com', isGroup: false }],
    });
    expect(migrated).not.toHaveProperty('widths');
    // A board saved without charts gets the defaults.
    const board = boardConfigSchema.parse({
      name: 'B',
      source: { lists: [{ url: 'https://contoso.sharepoint.com/sites/a', listID: 'l1', name: 'Tasks' }] },
      columnFieldName: 'Status',
      columnDefinitions: [
        { name: 'A', value: 'A' },
        { name: 'B', value: 'B' },
      ],
    });
    expect(board.charts.status).toEqual({ show: true, width: 33 });
  });
});
