import { Switch } from '@fluentui/react-components';
import { fieldsFor, withSubtasks } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { useWizard } from '../../WizardContext';
import { FieldSetting } from './FieldSetting';

/** Subtasks, linked to their parent by a single-value lookup field (spec 2 sections 4-5). */
export function SubtaskSettings() {
  const t = useT();
  const { draft, fields, update } = useWizard();
  const lookups = fieldsFor('parentLookup', fields);
  return (
    <>
      <Switch
        label={t('cfg_subtasks')}
        checked={draft.useSubtasks}
        onChange={(_, data) => update((d) => withSubtasks(d, data.checked, fields))}
      />
      {draft.useSubtasks && (
        <FieldSetting
          setting="parentlookup"
          label={t('cfg_parent_lookup')}
          fields={lookups}
          hint={lookups.length === 0 ? t('subtasks_need_lookup') : undefined}
        />
      )}
      <Switch
        label={t('cfg_subtasks_multi_level')}
        checked={draft.allowMultiLevelSubtasks}
        disabled={!draft.useSubtasks}
        onChange={(_, data) => update((d) => ({ ...d, allowMultiLevelSubtasks: data.checked }))}
      />
    </>
  );
}
