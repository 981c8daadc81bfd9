import { makeStyles, tokens } from '@fluentui/react-components';
import {
  DISPLAY_TITLE_KEYS,
  type Field,
  LIST_COMMENTS_FIELD,
  commentsFieldOf,
  displayTitleCandidates,
  fieldsFor,
  withCommentsChoice,
  withLabelsField,
} from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { useWizard } from '../../WizardContext';
import { WizardSection } from '../../WizardSection';
import { CardLookSettings } from './CardLookSettings';
import { FieldSetting } from './FieldSetting';
import { LabelColorsEditor } from './LabelColorsEditor';
import { SubtaskSettings } from './SubtaskSettings';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/** Step 2: the fields a card is made of, its labels, subtasks and look (spec 2 sections 3-5). */
export function CoreFieldsSection() {
  const styles = useStyles();
  const t = useT();
  const { draft, fields, update } = useWizard();
  const labelsFields = fieldsFor('labels', fields);
  const labelsField = labelsFields.find((field) => field.internalName === draft.labelsFieldName);
  // The list's own comments are no field of the list; choosing none turns commentsNewExperience off (listComments.ts).
  const listComments: Field = {
    internalName: LIST_COMMENTS_FIELD,
    name: t('cfg_list_comments'),
    type: 'Note',
    isRequired: false,
    isReadOnly: false,
    isMulti: false,
    isAllowFillIn: false,
  };
  return (
    <WizardSection title={t('cfg_core_fields_title')} hint={t('cfg_core_fields_hint')}>
      <div className={styles.grid}>
        <FieldSetting setting="titleFieldName" label={t('cfg_title_field')} fields={fieldsFor('title', fields)} />
        {DISPLAY_TITLE_KEYS.map((key, index) => (
          <FieldSetting
            key={key}
            setting={key}
            label={t('cfg_display_title_field', { number: index + 1 })}
            allowNone
            fields={displayTitleCandidates(fields, draft, key)}
          />
        ))}
        <FieldSetting setting="userField" label={t('cfg_user_field')} fields={fieldsFor('user', fields)} allowNone />
        <FieldSetting setting="dueDateField" label={t('cfg_due_date_field')} fields={fieldsFor('dueDate', fields)} allowNone />
        <FieldSetting
          setting="commentsFieldName"
          label={t('cfg_comments_field')}
          fields={[...fieldsFor('comments', fields), listComments]}
          value={commentsFieldOf(draft)}
          allowNone
          onChange={(field) => update((d) => withCommentsChoice(d, field?.internalName ?? null))}
        />
        <FieldSetting
          setting="labelsFieldName"
          label={t('cfg_labels_field')}
          fields={labelsFields}
          allowNone
          onChange={(field) => update((d) => withLabelsField(d, field))}
        />
      </div>
      {draft.labelsFieldName && <LabelColorsEditor labelsField={labelsField} />}
      <SubtaskSettings />
      <CardLookSettings />
    </WizardSection>
  );
}
