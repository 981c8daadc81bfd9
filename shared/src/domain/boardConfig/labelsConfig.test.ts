import { describe, expect, it } from 'vitest';
import type { LabelColor } from '../../api/board';
import { defaultLabelColor } from '../labels';
import { addLabel, labelKey, removeLabel } from './labelsConfig';

const label = (name: string, disabled = false, color = '#000000'): LabelColor => ({ name, color, disabled });

describe('addLabel', () => {
  it('adds a new label with the default colour of its position and remembers it for the session', () => {
    const result = addLabel([label('Bug'), label('Idea')], '  Urgent ');
    expect(result).toEqual({
      labels: [label('Bug'), label('Idea'), { name: 'Urgent', color: defaultLabelColor(2), disabled: false }],
      sessionAdded: new Set(['urgent']),
    });
  });
  it('re-enables an existing label whatever the case, keeping its colour and place', () => {
    const sessionAdded = new Set(['other']);
    const result = addLabel([label('Bug', true, '#E74856'), label('Idea')], 'BUG', sessionAdded);
    expect(result).toEqual({ labels: [label('BUG', false, '#E74856'), label('Idea')], sessionAdded });
  });
  it('refuses an empty name', () => {
    expect(addLabel([], '   ')).toEqual({ error: 'required_field' });
  });
});

describe('removeLabel', () => {
  it('disables a saved label', () => {
    expect(removeLabel([label('Bug'), label('Idea')], 'bug', false)).toEqual({ labels: [label('Bug', true), label('Idea')] });
  });
  it('drops a label added in this session', () => {
    const added = addLabel([label('Bug')], 'New');
    if ('error' in added) throw new Error(added.error);
    expect(added.sessionAdded.has(labelKey(' NEW '))).toBe(true);
    expect(removeLabel(added.labels, 'New', true)).toEqual({ labels: [label('Bug')] });
  });
  it('refuses to remove the last enabled label', () => {
    expect(removeLabel([label('Bug'), label('Idea', true)], 'Bug', false)).toEqual({ error: 'labels_one_enabled' });
    expect(removeLabel([label('Bug')], 'Bug', true)).toEqual({ error: 'labels_one_enabled' });
  });
  it('lets a disabled label go and ignores unknown names', () => {
    expect(removeLabel([label('Bug'), label('Idea', true)], 'Idea', true)).toEqual({ labels: [label('Bug')] });
    expect(removeLabel([label('Bug')], 'Nope', false)).toEqual({ labels: [label('Bug')] });
  });
});
