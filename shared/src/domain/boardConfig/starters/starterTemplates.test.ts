import { describe, expect, it } from 'vitest';
import { PAGE_LANGUAGES } from '../../../api/auth';
import { boardTemplateSchema } from '../../../api/templates';
import { importedBoardConfig, templateListDefinitions, templateProblem } from '../templateImport';
import { validateBoardConfig } from '../validation';
import { STARTER_KEYS, starterTemplates } from './starterTemplates';

const OTHER_LOCALES = PAGE_LANGUAGES.filter((locale) => locale !== 'en-US');

describe.each(PAGE_LANGUAGES)('the starter templates in %s', (locale) => {
  const starters = starterTemplates(locale);

  it('offers every starter once, each named and described', () => {
    expect(starters.map((s) => s.key)).toEqual([...STARTER_KEYS]);
    for (const starter of starters) {
      expect(starter.name.trim()).not.toBe('');
      expect(starter.description.trim()).not.toBe('');
      expect(starter.template.board).toMatchObject({ name: starter.name, description: starter.description });
    }
  });

  it.each(STARTER_KEYS)('makes %s a template the import takes as it is', (key) => {
    const { template } = starters.find((s) => s.key === key)!;
    expect(boardTemplateSchema.parse(template)).toEqual(template);
    const definitions = templateListDefinitions(template);
    expect(templateProblem(template, definitions)).toBeNull();
    const fields = definitions.flatMap((d) => d.fields);
    const lists = [{ url: 'https://contoso/sites/team', listID: 'new-list', name: definitions[0].title }];
    const board = importedBoardConfig(template, { name: template.board.name, lists, fields, ownerLogin: 'adele@contoso' });
    expect(validateBoardConfig(board, fields)).toEqual([]);
    // Nothing the template sets is lost to the import's fitting to the new list.
    expect(board).toMatchObject({
      columnDefinitions: template.board.columnDefinitions,
      swimlanes: template.board.swimlanes,
      labelsColors: template.board.labelsColors,
      styles: template.board.styles,
      cardFields: template.board.cardFields,
    });
  });

  it.each(STARTER_KEYS)('gives %s its columns as the status choices, labels with colours and style rules', (key) => {
    const { board, listData } = starters.find((s) => s.key === key)!.template;
    const status = listData[0].fields.find((f) => f.internalName === board.columnFieldName)!;
    expect(board.columnDefinitions.map((c) => c.value)).toEqual(status.choices);
    expect(board.columnDefinitions.filter((c) => c.isComplete).map((c) => c.value)).toEqual([status.choices!.at(-1)]);
    const labels = listData[0].fields.find((f) => f.internalName === board.labelsFieldName)!;
    expect(labels.choices!.length).toBeGreaterThan(0);
    expect(board.labelsColors.map((l) => l.name)).toEqual(labels.choices);
    expect(board.styles.length).toBeGreaterThan(0);
    // The date rules leave out the starter's own done column, not the quick board's English one.
    const doneConditions = board.styles.flatMap((rule) => rule.conditions).filter((c) => c.field === board.columnFieldName);
    expect(doneConditions.map((c) => c.value)).toEqual(doneConditions.map(() => status.choices!.at(-1)));
  });
});

describe("the starters' shapes", () => {
  const byKey = (locale: (typeof PAGE_LANGUAGES)[number], key: string) => starterTemplates(locale).find((s) => s.key === key)!.template;

  it("puts the bug triage board's lanes on a priority choice, with a lane for the bugs not triaged yet", () => {
    const { board, listData } = byKey('de-DE', 'bugTriage');
    expect(board.swimlanes).toMatchObject({ field: 'Priority', addDefault: true, defaultName: 'Noch ohne Priorität' });
    expect(board.swimlanes.lanes.map((l) => l.value)).toEqual(['Kritisch', 'Hoch', 'Mittel', 'Niedrig']);
    expect(listData[0].fields.find((f) => f.internalName === 'Priority')).toMatchObject({
      name: 'Priorität',
      isRequired: false,
      choices: ['Kritisch', 'Hoch', 'Mittel', 'Niedrig'],
    });
    expect(board.columnDefinitions.map((c) => c.value)).toEqual(['Neu', 'Bestätigt', 'In Arbeit', 'Behoben']);
  });

  it('colours the content calendar by channel and dates it by the publish date', () => {
    const { board, listData } = byKey('fr-FR', 'contentCalendar');
    const dueDate = listData[0].fields.find((f) => f.internalName === board.dueDateField);
    expect(dueDate?.name).toBe('Date de publication');
    const channels = listData[0].fields.find((f) => f.internalName === 'Channel')!.choices!;
    const channelRules = board.styles.filter((rule) => rule.conditions.some((c) => c.field === 'Channel'));
    expect(channelRules.map((rule) => rule.conditions[0].value)).toEqual(channels);
    expect(new Set(channelRules.map((rule) => rule.itemColor.bodyColor)).size).toBe(channels.length);
  });

  it.each(OTHER_LOCALES)("writes %s texts, never the English ones, for the user's data", (locale) => {
    const english = starterTemplates('en-US');
    for (const [index, starter] of starterTemplates(locale).entries()) {
      const fieldNames = (s: typeof starter) => s.template.listData[0].fields.map((f) => f.name);
      expect(starter.name).not.toBe(english[index].name);
      expect(starter.description).not.toBe(english[index].description);
      expect(starter.template.listData[0].name).not.toBe(english[index].template.listData[0].name);
      expect(starter.template.board.columnDefinitions.map((c) => c.value)).not.toEqual(
        english[index].template.board.columnDefinitions.map((c) => c.value),
      );
      expect(starter.template.board.labelsColors.map((c) => c.name)).not.toEqual(
        english[index].template.board.labelsColors.map((c) => c.name),
      );
      expect(fieldNames(starter).filter((name) => fieldNames(english[index]).includes(name))).toEqual(
        locale === 'de-DE' ? ['Status', 'Labels'] : [],
      );
    }
  });
});
