import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { TasksResponse } from '@listboard/shared';
import type { Locale, MessageKey } from '../../../i18n/i18n';
import { card, column, row } from '../testing/dndBoard';
import { boardOf, renderCanvas } from '../testing/canvas';

// The page's language, switched per test: the board reads its texts through useT.
const page = vi.hoisted(() => ({ locale: 'en-US' as Locale }));
vi.mock('../../../i18n/useT', async () => {
  const i18n = await vi.importActual<typeof import('../../../i18n/i18n')>('../../../i18n/i18n');
  await Promise.all((['de-DE', 'fr-FR', 'es-ES'] as const).map((locale) => i18n.loadLocale(locale)));
  const translate = (key: MessageKey, values?: Record<string, string | number>) => i18n.createTranslate(page.locale)(key, values);
  return { translate, useT: () => translate };
});

afterEach(cleanup);

const FIELDS = [
  { internalName: 'Title', name: 'Title', type: 'Text', isRequired: true },
  { internalName: 'Blocked', name: 'Blocked', type: 'Boolean' },
];

/** A board whose lanes are a Yes/No field, with lane names as the wizard stores them unless given. */
function booleanBoard(names = { yes: 'Yes', no: 'No' }) {
  const board = boardOf({
    fields: FIELDS,
    swimlanes: {
      field: 'Blocked',
      lanes: [
        { name: names.yes, value: 'true' },
        { name: names.no, value: 'false' },
      ],
    },
  });
  const tasks: TasksResponse = {
    users: [],
    rows: [
      { ...row('true', [column('todo', [card('Waiting for legal', 'todo', 1000, 'true')]), column('done', [])]), name: names.yes },
      { ...row('false', [column('todo', [card('Write docs', 'todo', 1000, 'false')]), column('done', [])]), name: names.no },
    ],
  };
  return { board, tasks };
}

describe('lanes of a Yes/No field', () => {
  const languages = [
    ['en-US', 'Yes', 'No', 'Collapse Yes'],
    ['de-DE', 'Ja', 'Nein', 'Ja zuklappen'],
    ['fr-FR', 'Oui', 'Non', 'Réduire Oui'],
    ['es-ES', 'Sí', 'No', 'Contraer Sí'],
  ] as const;
  for (const [locale, yes, no, collapseYes] of languages) {
    it(`are named in the page's language: ${locale}`, () => {
      page.locale = locale;
      renderCanvas(booleanBoard());
      expect(screen.getByRole('region', { name: yes })).toBeTruthy();
      expect(screen.getByRole('region', { name: no })).toBeTruthy();
      expect(screen.getByRole('button', { name: collapseYes })).toBeTruthy();
    });
  }

  it('keep the names a board owner gave them', () => {
    page.locale = 'de-DE';
    renderCanvas(booleanBoard({ yes: 'Blockiert', no: 'Frei' }));
    expect(screen.getByRole('region', { name: 'Blockiert' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Frei' })).toBeTruthy();
  });
});
