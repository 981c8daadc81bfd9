import { describe, expect, it } from 'vitest';
import { boardConsequences, consequenceSentenceKeys, type BoardConsequences } from '@listboard/shared';
import { createTranslate, loadLocale } from './i18n';

function sentence(locale: 'en-US' | 'de-DE', consequences: BoardConsequences) {
  const t = createTranslate(locale);
  const keys = consequenceSentenceKeys(consequences);
  return t(keys.sentence, { view: t(keys.view), edit: t(keys.edit), mail: t(keys.mail) });
}

describe('the board consequences sentence', () => {
  const defaults = boardConsequences({
    permission: {
      defaultUserPermission: 1,
      boardAccess: [],
      boardNoAccess: [],
      tasksOwners: [],
      boardOwners: [],
      everyBodyCanEditSetting: false,
    },
    notificationsDefinition: { assignNotify: false, rules: [] },
  });

  it("reads as one plain sentence for the spec's defaults", async () => {
    await loadLocale('de-DE');
    expect(sentence('en-US', defaults)).toBe(
      'Everyone on the site can view this board, only its owners can change cards, and nobody gets mail about it.',
    );
    expect(sentence('de-DE', defaults)).toBe(
      'Alle auf der Website können dieses Board sehen, nur seine Besitzer können Karten ändern und niemand bekommt E-Mails dazu.',
    );
  });
});
