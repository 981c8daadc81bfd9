import { describe, expect, it } from 'vitest';
import type { LabelColor } from '../../api/board';
import { defaultLabelColor } from '../labels';
import { addLabel, labelKey, pickableLabels, removeLabel, withOfferedLabels } from './labelsConfig';

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

describe('withOfferedLabels', () => {
  it('appends new names with the palette colour of their position, in turn', () => {
    expect(withOfferedLabels([label('Bug')], [' Ops ', 'Infra'])).toEqual([
      label('Bug'),
      { name: 'Ops', color: defaultLabelColor(1), disabled: false },
      { name: 'Infra', color: defaultLabelColor(2), disabled: false },
    ]);
  });
  it('keeps a known name as it is spelt and coloured, enabling it again when disabled', () => {
    expect(withOfferedLabels([label('Bug', true, '#E74856'), label('Idea')], ['BUG', 'idea', 'bug'])).toEqual([
      label('Bug', false, '#E74856'),
      label('Idea'),
    ]);
  });
  it('adds a name given twice once and ignores empty names', () => {
    expect(withOfferedLabels([], ['Ops', 'OPS', '  '])).toEqual([{ name: 'Ops', color: defaultLabelColor(0), disabled: false }]);
  });
});

describe('pickableLabels', () => {
  it("lists the board's enabled labels, then the card's labels the board no longer offers", () => {
    const board = [label('Bug', false, '#111111'), label('Old', true, '#222222'), label('Idea', false, '#333333')];
    const carried = [
      { name: 'old', color: '#222222' },
      { name: 'BUG', color: '#111111' },
      { name: 'Gone', color: '#444444' },
    ];
    expect(pickableLabels(board, carried)).toEqual([
      { name: 'Bug', color: '#111111' },
      { name: 'Idea', color: '#333333' },
      { name: 'old', color: '#222222' },
      { name: 'Gone', color: '#444444' },
    ]);
  });
});
