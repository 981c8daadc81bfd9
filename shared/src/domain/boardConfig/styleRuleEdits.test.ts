import { describe, expect, it } from 'vitest';
import { STYLE_TYPE } from '../../api/values';
import { systemStyleRules } from '../styles';
import { newStyleRule, resetStyleRules } from './styleRuleEdits';

const board = { dueDateField: 'DueDate', columnFieldName: 'Status', priorityField: 'Priority' };

describe('style rule edits', () => {
  it('starts a custom rule without name or conditions, in the default font colour', () => {
    expect(newStyleRule()).toMatchObject({
      name: '',
      conditions: [],
      itemColor: { fontColor: '#323130' },
      styleType: STYLE_TYPE.Custom,
      isSystem: false,
    });
  });

  it('brings the four system rules back and keeps the custom ones', () => {
    const custom = { ...newStyleRule(), name: 'Mine' };
    const changed = [{ ...systemStyleRules(board)[0], isDisabled: true, itemColor: { borderColor: '#000000' } }, custom];
    const reset = resetStyleRules(changed, board);
    expect(reset).toEqual([...systemStyleRules(board), custom]);
    expect(resetStyleRules([], board)).toHaveLength(4);
  });
});
