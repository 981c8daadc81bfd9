import { describe, expect, it } from 'vitest';
import { insertMention, mentionBeingTyped } from './mentionTyping';

describe('mentionBeingTyped', () => {
  it('reads the name typed after an @ that starts the text or follows a space', () => {
    expect(mentionBeingTyped('@Meg', 4)).toEqual({ start: 0, query: 'Meg' });
    expect(mentionBeingTyped('Please check @Megan Bo', 22)).toEqual({ start: 13, query: 'Megan Bo' });
    expect(mentionBeingTyped('Line one\n@Al', 12)).toEqual({ start: 9, query: 'Al' });
  });

  it('reads only up to the caret', () => {
    expect(mentionBeingTyped('@Meg and more', 4)).toEqual({ start: 0, query: 'Meg' });
  });

  it('is nothing in an address, after a space right behind the @, or across lines', () => {
    expect(mentionBeingTyped('mail megan@contoso.com', 22)).toBeNull();
    expect(mentionBeingTyped('@ Meg', 5)).toBeNull();
    expect(mentionBeingTyped('@Meg\nthanks', 11)).toBeNull();
    expect(mentionBeingTyped('no mention here', 15)).toBeNull();
  });

  it('gives up on a name longer than any person has', () => {
    expect(mentionBeingTyped(`@${'a'.repeat(61)}`, 62)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces what was typed after the @ with the name and a space, the caret after it', () => {
    const typed = 'Can you @meg look';
    expect(insertMention(typed, { start: 8, query: 'meg' }, 'Megan Bowen')).toEqual({ text: 'Can you @Megan Bowen look', caret: 21 });
    expect(insertMention('@Meg', { start: 0, query: 'Meg' }, 'Megan Bowen')).toEqual({ text: '@Megan Bowen ', caret: 13 });
  });
});
