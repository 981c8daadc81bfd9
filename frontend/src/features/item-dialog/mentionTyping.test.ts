import { describe, expect, it } from 'vitest';
import { NEARBY_SUGGESTIONS, insertMention, mentionBeingTyped, nearbyMatches } from './mentionTyping';

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

describe('nearbyMatches', () => {
  const person = (name: string, login: string, isGroup = false) => ({ id: 0, name, email: login, login, isGroup });
  const site = [
    person('Megan Bowen', 'megan@x.test'),
    person('Adele Vance', 'adele@x.test'),
    person('Marketing', 'marketing@x.test', true),
    person('Lidia Holloway', 'lidia@x.test'),
    person('Alex Wilber', 'alex@x.test'),
  ];

  it('suggests every person of the site in name order for a bare @, without groups', () => {
    expect(nearbyMatches(site, '').map((p) => p.name)).toEqual(['Adele Vance', 'Alex Wilber', 'Lidia Holloway', 'Megan Bowen']);
  });

  it('narrows by the start of any word of the name or of the sign-in name, in any case', () => {
    expect(nearbyMatches(site, 'a').map((p) => p.name)).toEqual(['Adele Vance', 'Alex Wilber']);
    expect(nearbyMatches(site, 'ho').map((p) => p.name)).toEqual(['Lidia Holloway']);
    expect(nearbyMatches(site, 'ME').map((p) => p.name)).toEqual(['Megan Bowen']);
  });

  it('suggests at most a handful', () => {
    const many = Array.from({ length: 20 }, (_, i) => person(`Person ${String(i).padStart(2, '0')}`, `p${i}@x.test`));
    expect(nearbyMatches(many, 'p')).toHaveLength(NEARBY_SUGGESTIONS);
  });
});
