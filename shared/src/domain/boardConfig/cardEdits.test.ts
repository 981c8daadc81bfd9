import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../../api/fields';
import { defaultLabelColor } from '../labels';
import { isNewLabel, withLabelsField, withSubtasks } from './cardEdits';

const fields = [
  fieldSchema.parse({ internalName: 'Related', name: 'Related', type: 'Lookup', isMulti: true }),
  fieldSchema.parse({ internalName: 'Parent', name: 'Parent', type: 'Lookup' }),
  fieldSchema.parse({ internalName: 'Epic', name: 'Epic', type: 'Lookup' }),
];
const labels = fieldSchema.parse({ internalName: 'Labels', name: 'Labels', type: 'MultiChoice', choices: ['Bug', 'UI'] });

describe('card edits', () => {
  it('links subtasks by the first single-value lookup unless one is picked', () => {
    expect(withSubtasks({ useSubtasks: false, parentlookup: 'ParentID' }, true, fields)).toEqual({
      useSubtasks: true,
      parentlookup: 'Parent',
    });
    expect(withSubtasks({ useSubtasks: false, parentlookup: 'Epic' }, true, fields).parentlookup).toBe('Epic');
    expect(withSubtasks({ useSubtasks: true, parentlookup: 'Epic' }, false, fields)).toEqual({ useSubtasks: false, parentlookup: 'Epic' });
    expect(withSubtasks({ useSubtasks: false, parentlookup: null }, true, []).parentlookup).toBeNull();
  });

  it('takes the labels of a new labels field, keeping the colours of known names', () => {
    const config = withLabelsField({ labelsFieldName: null, labelsColors: [{ name: 'ui', color: '#000000', disabled: true }] }, labels);
    expect(config.labelsFieldName).toBe('Labels');
    expect(config.labelsColors).toEqual([
      { name: 'Bug', color: defaultLabelColor(0), disabled: false },
      { name: 'UI', color: '#000000', disabled: false },
    ]);
    expect(withLabelsField(config, null)).toEqual({ labelsFieldName: null, labelsColors: [] });
  });

  it('knows a label is new while the labels field does not offer it', () => {
    expect(isNewLabel('bug', labels)).toBe(false);
    expect(isNewLabel('Docs', labels)).toBe(true);
    expect(isNewLabel('Bug', undefined)).toBe(true);
  });
});
