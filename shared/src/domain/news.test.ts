import { describe, expect, it } from 'vitest';
import {
  NEWS_POPOVER_ALL,
  NEWS_POPOVER_FIRST,
  NEWS_SLIDER_SLIDES,
  NO_NEWS_TITLE,
  WHATS_NEW_COOKIE_EXPIRES,
  isNewSince,
  isNoNewsPlaceholder,
  newestNewsDate,
  popoverNews,
  sliderNews,
  unreadCount,
  whatsNewDue,
} from './news';

const news = (date: string, isNew = true, title = `News of ${date}`) => ({ title, url: '', isNew, UtcCreationDate: date });
const placeholder = news('2026-11-25T00:00:00Z', false, NO_NEWS_TITLE);

describe('news', () => {
  it('is new when published after the last reading, and all of it before any reading', () => {
    expect(isNewSince('2026-11-22T10:00:00Z', null)).toBe(true);
    expect(isNewSince('2026-11-22T10:00:00Z', '2026-11-22T09:59:59Z')).toBe(true);
    expect(isNewSince('2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z')).toBe(false);
    expect(isNewSince('2026-11-22T10:00:00Z', '2026-11-23T00:00:00Z')).toBe(false);
  });

  it('counts the unread news for the bell', () => {
    expect(unreadCount([news('2026-11-22T10:00:00Z'), news('2026-11-23T10:00:00Z', false), news('2026-11-24T10:00:00Z')])).toBe(2);
    expect(unreadCount([placeholder])).toBe(0);
  });

  it('lists 4 in the popover at first and up to 99999 after show all (spec 3 section 9)', () => {
    const many = Array.from({ length: 12 }, (_, i) => i);
    expect(NEWS_POPOVER_FIRST).toBe(4);
    expect(NEWS_POPOVER_ALL).toBe(99_999);
    expect(popoverNews(many, false)).toEqual([0, 1, 2, 3]);
    expect(popoverNews(many, true)).toEqual(many);
  });

  it('gives the slider the newest 5, all of them for 0 (unlimited), never the placeholder', () => {
    const many = Array.from({ length: 7 }, (_, i) => news(`2026-11-${String(25 - i).padStart(2, '0')}T00:00:00Z`));
    expect(NEWS_SLIDER_SLIDES).toBe(5);
    expect(sliderNews(many)).toEqual(many.slice(0, 5));
    expect(sliderNews(many, 0)).toEqual(many);
    expect(sliderNews([placeholder])).toEqual([]);
  });

  it('knows the placeholder of a failed read by its title and empty link', () => {
    expect(isNoNewsPlaceholder(placeholder)).toBe(true);
    expect(isNoNewsPlaceholder({ title: NO_NEWS_TITLE, url: '/kanban' })).toBe(false);
  });

  it('finds the newest real news', () => {
    expect(newestNewsDate([news('2026-11-22T10:00:00Z'), news('2026-11-24T10:00:00Z'), news('2026-11-23T10:00:00Z')])).toBe(
      '2026-11-24T10:00:00Z',
    );
    expect(newestNewsDate([placeholder])).toBeNull();
  });

  it("opens the what's-new slider once per newer release, and only notes the news on a first visit", () => {
    expect(whatsNewDue('2026-11-25T10:00:00Z', null)).toBe('remember');
    expect(whatsNewDue('2026-11-25T10:00:00Z', 'garbage')).toBe('remember');
    expect(whatsNewDue('2026-11-25T10:00:00Z', '2026-11-24T10:00:00Z')).toBe('open');
    expect(whatsNewDue('2026-11-25T10:00:00Z', '2026-11-25T10:00:00Z')).toBe('none');
    expect(whatsNewDue(null, null)).toBe('none');
  });

  it('keeps the cookie until 2033 (spec 3 section 9)', () => {
    expect(WHATS_NEW_COOKIE_EXPIRES.getUTCFullYear()).toBe(2033);
  });
});
