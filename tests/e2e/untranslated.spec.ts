import { newContext } from './base';
import type { Browser, Page } from '@playwright/test';
import { type BoardArrangement, dayFromToday, expect, test } from './arrange';
import { BoardPage } from './boardPage';

/**
 * Untranslated texts (docs/languages.md): the same screens in en-US and in de-DE (the news popover
 * and slider and the feedback dialog among them), and every text a
 * person meets there (visible text, accessible names, placeholders, titles) that reads the same in
 * both is a text nobody translated, unless it is data or on the allow-list below.
 */

type Locale = 'en-US' | 'de-DE';

/** The few names this test finds controls by, as each language writes them. */
const NAMES: Record<Locale, { filters: string; newFilter: string; signIn: string; news: RegExp; whatsNew: string; feedback: string }> = {
  'en-US': {
    filters: 'Filters',
    newFilter: 'New filter',
    signIn: 'Adele Vance',
    news: /^News/,
    whatsNew: 'What’s new',
    feedback: 'Feedback',
  },
  'de-DE': {
    filters: 'Filter',
    newFilter: 'Neuer Filter',
    signIn: 'Adele Vance',
    news: /^Neuigkeiten/,
    whatsNew: 'Was ist neu?',
    feedback: 'Rückmeldung',
  },
};

/** Texts that are rightly the same in English and German. */
const SAME_IN_BOTH = new Set([
  // Product names.
  'Listboard',
  'Microsoft Entra',
  // German uses these English (or Latin) words as they are.
  'Boards',
  'Board',
  'Filter',
  'Status',
  'Name',
  'Start',
  'Operator',
  'Swimlanes',
  'System',
  // The start of a web address, a placeholder of URL fields.
  'https://',
]);
/** Numbered blocks of a filter ('Block 2'): German says Block too. */
const SAME_PATTERNS = [/^Block \d+$/];

/** Month names, which German shares in part with English (April, August, Nov), as Intl writes them in calendars and dates. */
const GERMAN_MONTHS = new Set(
  (['long', 'short'] as const).flatMap((month) => {
    const format = new Intl.DateTimeFormat('de-DE', { month });
    return Array.from({ length: 12 }, (_, index) => format.format(new Date(2026, index, 1)));
  }),
);
/** A date whose words are all month names ('23, November, 2026'). */
const isDate = (text: string) =>
  text
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .every((word) => GERMAN_MONTHS.has(word));

/** Text without a letter is a number, a date in digits, a count or a symbol: the same in every language by nature. */
const WITHOUT_LETTERS = /^[^\p{L}]*$/u;
/** A person's initials in an avatar (AV for Adele Vance). */
const INITIALS = /^\p{Lu}{1,3}$/u;

/** Keys of the API's answers whose strings are data (names, titles, values; a packed card's values are plain strings under `card`), which no translation changes. */
const DATA_KEYS = new Set([
  'name',
  'title',
  'Title',
  't',
  'v',
  'card',
  'value',
  'text',
  'description',
  'choices',
  'ModifiedBy',
  'login',
  'email',
  'defaultName',
  'lanes',
  'labels',
]);

function collectData(value: unknown, into: Set<string>, isData = false): void {
  if (typeof value === 'string') {
    if (isData) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const entry of value) collectData(entry, into, isData);
  } else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) collectData(entry, into, isData || DATA_KEYS.has(key));
  }
}

/**
 * Every text a person may meet on the page now: visible text, and the names, placeholders and titles
 * of all elements, shown or not yet (a dropdown's clear button is in the page before it shows).
 */
function textsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('script, style')) continue;
      if (visible(element)) {
        for (const node of element.childNodes) {
          if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) texts.push(node.textContent.trim());
        }
      }
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription', 'aria-description']) {
        const text = element.getAttribute(attribute)?.trim();
        if (text) texts.push(text);
      }
    }
    return texts;
  });
}

/** What one language's visit saw: texts by screen, and the data the API sent. */
interface Visit {
  screens: Map<string, Set<string>>;
  data: Set<string>;
}

async function visit(browser: Browser, locale: Locale, arrange: BoardArrangement, cardTitle: string): Promise<Visit> {
  const context = await newContext(browser, { locale });
  const page = await context.newPage();
  const seen: Visit = { screens: new Map(), data: new Set() };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    collectData(await response.json().catch(() => null), seen.data);
  });
  const record = async (screen: string) => {
    const texts = seen.screens.get(screen) ?? new Set<string>();
    for (const text of await textsOnPage(page)) texts.add(text);
    seen.screens.set(screen, texts);
  };

  await page.goto('/');
  await page.getByRole('button', { name: NAMES[locale].signIn }).click();
  await expect(page.getByRole('link', { name: arrange.name, exact: true })).toBeVisible();
  await record('boards list');

  // The news popover and slider, and the feedback dialog with a message too short.
  await page.getByRole('banner').getByRole('button', { name: NAMES[locale].news }).click();
  await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
  await record('news popover');
  await page.getByRole('dialog').getByRole('button', { name: NAMES[locale].whatsNew }).click();
  await expect(page.getByRole('dialog').getByRole('group')).toBeVisible();
  await record('what’s-new slider');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: NAMES[locale].feedback }).click();
  // Three digits: too short, and no text of the test's own to translate.
  await page.getByRole('dialog').getByRole('textbox').nth(1).fill('123');
  await expect(page.getByRole('dialog').getByRole('textbox').nth(1)).toHaveAttribute('aria-invalid', 'true');
  await record('feedback dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: arrange.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: arrange.name, level: 1 })).toBeVisible();
  const board = new BoardPage(page, arrange);
  const everywhere = page.locator('body');
  await expect(board.card(everywhere, cardTitle)).toBeVisible();
  await record('board');

  await board.openCard(everywhere, cardTitle);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab').first()).toBeVisible();
  const tabs = await dialog.getByRole('tab').count();
  for (let index = 0; index < tabs; index += 1) {
    await dialog.getByRole('tab').nth(index).click();
    await expect(dialog.getByRole('tab').nth(index)).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);
    await record(`card dialog, tab ${index + 1}`);
  }
  await dialog.getByRole('tab').first().click();
  // The date picker's calendar (the field's name, Due Date, is data: the same in both languages).
  await dialog.getByRole('combobox', { name: 'Due Date', exact: true }).click();
  const calendar = page.getByRole('grid').first();
  await expect(calendar).toBeVisible();
  await record('date picker');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: NAMES[locale].filters, exact: true }).click();
  await expect(page.getByRole('button', { name: NAMES[locale].newFilter })).toBeVisible();
  await record('filters');
  await page.getByRole('button', { name: NAMES[locale].newFilter }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await record('filter builder');

  for (let step = 0; step < 4; step += 1) {
    const url = new URL(page.url());
    url.pathname = `/newboard/${encodeURIComponent(arrange.boardID)}/${step}`;
    await page.goto(url.toString());
    await expect(page.getByRole('tab', { selected: true }).first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await record(`wizard step ${step + 1}`);
  }
  await context.close();
  return seen;
}

test('every text shown in de-DE is translated: none reads as its en-US text, but for data and the allow-list', async ({
  browser,
  arrange,
}) => {
  test.setTimeout(180_000);
  // The demo board (its wizard is only looked at, never saved), with a card of this test's own that fills every kind of field.
  const parent = await arrange.card('Plan the launch', {
    status: 'Review',
    priority: '(3) Low',
    values: {
      Project: 'Website',
      Estimate: '5',
      Budget: '1250.5',
      Progress: '0.4',
      Blocked: 'true',
      Labels: 'UI',
      DueDate: `${dayFromToday(10)}T00:00:00Z`,
      ReviewAt: `${dayFromToday(3)}T09:30:00Z`,
      SpecLink: 'Spec;#|https://example.com/spec',
    },
  });
  await arrange.card('Write the announcement', { status: 'Not Started', priority: '(3) Low', parent });

  const english = await visit(browser, 'en-US', arrange, parent.title);
  const german = await visit(browser, 'de-DE', arrange, parent.title);

  const data = new Set([...english.data, ...german.data]);
  // A list of data ('Title, Due Date, Budget': the fields a section uses) is data too.
  const isData = (text: string) => data.has(text) || text.split(', ').every((part) => data.has(part));
  const allowed = (text: string) =>
    WITHOUT_LETTERS.test(text) ||
    INITIALS.test(text) ||
    SAME_IN_BOTH.has(text) ||
    SAME_PATTERNS.some((p) => p.test(text)) ||
    isDate(text) ||
    isData(text);
  const untranslated: string[] = [];
  for (const [screen, texts] of german.screens) {
    const inEnglish = english.screens.get(screen) ?? new Set();
    for (const text of texts) {
      if (!inEnglish.has(text) || allowed(text)) continue;
      untranslated.push(`${screen}: ${text}`);
    }
  }
  expect(german.screens.size).toBe(english.screens.size);
  expect(untranslated).toEqual([]);
});
