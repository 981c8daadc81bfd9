import { useMemo } from 'react';
import type { Field } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { conditionFields } from '../../../ui/conditions/conditionFields';
import type { FieldEnvironment } from '../../../ui/fields/fieldEnvironment';
import { useWizard } from '../WizardContext';

const NOBODY_KNOWN: FieldEnvironment['people'] = new Map();

/**
 * What the condition builder of a rule needs in the wizard: the fields a condition may test and
 * where the values come from (the board's first list; people's names are looked up by id).
 */
export function useConditionSetup(): { fields: Field[]; environment: FieldEnvironment } {
  const t = useT();
  const { draft, fields } = useWizard();
  const list = draft.source.lists[0];
  const conditionFieldList = useMemo(() => conditionFields(fields, t), [fields, t]);
  const environment = useMemo<FieldEnvironment>(
    () => ({ siteURL: list?.url ?? '', listID: list?.listID ?? '', people: NOBODY_KNOWN, clock: '24h' }),
    [list?.url, list?.listID],
  );
  return { fields: conditionFieldList, environment };
}
