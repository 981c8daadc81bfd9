import { describe, expect, it } from 'vitest';
import { newFieldSchema } from '../api/siteSetup';
import { freeInternalName, internalNameOf, newFieldInput, withAddedChoices } from './fieldNames';

describe('internal names from titles', () => {
  it('keeps letters and digits, from the first letter on', () => {
    expect(internalNameOf('Due Date')).toBe('DueDate');
    expect(internalNameOf('  % done (v2)!')).toBe('donev2');
    expect(internalNameOf('2024 plan')).toBe('plan');
    expect(internalNameOf('Équipe générale')).toBe('Equipegenerale');
  });

  it('falls back to Field when no letter is left, and stops at 32 characters', () => {
    expect(internalNameOf('2024')).toBe('Field');
    expect(internalNameOf('日程')).toBe('Field');
    expect(internalNameOf('A very long title for a field that goes on')).toBe('Averylongtitleforafieldthatgoeso');
  });

  it('numbers a name a list already has, comparing case-insensitively', () => {
    expect(freeInternalName('Due Date', ['Title'])).toBe('DueDate');
    expect(freeInternalName('Due Date', ['duedate'])).toBe('DueDate1');
    expect(freeInternalName('Due Date', ['DueDate', 'DueDate1', 'DUEDATE2'])).toBe('DueDate3');
  });

  it('never shadows the item properties every list has', () => {
    expect(freeInternalName('Created', [])).toBe('Created1');
    expect(freeInternalName('id', [])).toBe('id1');
  });
});

describe('the new field', () => {
  const parse = (input: unknown) => newFieldSchema.parse(input);

  it('keeps only the options of its type', () => {
    const options = { dateOnly: true, isRich: true, appendOnly: true, isMulti: true, choices: ['A'], required: true };
    expect(newFieldInput(parse({ title: ' Due ', type: 'DateTime', ...options }), 'Due')).toEqual({
      internalName: 'Due',
      name: 'Due',
      type: 'DateTime',
      isRequired: true,
      dateOnly: true,
    });
    expect(newFieldInput(parse({ title: 'Notes', type: 'Note', ...options }), 'Notes')).toEqual({
      internalName: 'Notes',
      name: 'Notes',
      type: 'Note',
      isRequired: true,
      isRich: true,
      appendOnly: true,
    });
    expect(newFieldInput(parse({ title: 'Who', type: 'User', isMulti: true }), 'Who')).toEqual({
      internalName: 'Who',
      name: 'Who',
      type: 'User',
      isRequired: false,
      isMulti: true,
    });
    expect(newFieldInput(parse({ title: 'Size', type: 'Number', ...options }), 'Size')).toEqual({
      internalName: 'Size',
      name: 'Size',
      type: 'Number',
      isRequired: true,
    });
    expect(newFieldInput(parse({ title: 'Tags', type: 'MultiChoice' }), 'Tags')).toEqual({
      internalName: 'Tags',
      name: 'Tags',
      type: 'MultiChoice',
      isRequired: false,
      choices: [],
    });
  });

  it('needs a choice for a Choice field, none for a MultiChoice one, and unique choices', () => {
    expect(newFieldSchema.safeParse({ title: 'Stage', type: 'Choice' }).success).toBe(false);
    expect(newFieldSchema.safeParse({ title: 'Stage', type: 'Choice', choices: ['A', 'a'] }).success).toBe(false);
    expect(newFieldSchema.safeParse({ title: 'Stage', type: 'Choice', choices: ['A', 'B'] }).success).toBe(true);
    expect(newFieldSchema.safeParse({ title: 'Tags', type: 'MultiChoice', choices: [] }).success).toBe(true);
    expect(newFieldSchema.safeParse({ title: '   ', type: 'Text' }).success).toBe(false);
    expect(newFieldSchema.safeParse({ title: 'Link', type: 'Lookup' }).success).toBe(false);
  });
});

describe('adding choices', () => {
  it('appends the missing ones and keeps the existing ones as written', () => {
    expect(withAddedChoices(['Bug', 'UI'], ['bug', 'Docs', 'DOCS', 'ui', 'Ops'])).toEqual(['Bug', 'UI', 'Docs', 'Ops']);
    expect(withAddedChoices([], ['A'])).toEqual(['A']);
    expect(withAddedChoices(['A'], ['a'])).toEqual(['A']);
  });
});
