import { Field as FluentField, Input, Switch, makeStyles, tokens } from '@fluentui/react-components';
import type { BoardConfig } from '@listboard/shared';
import type { MessageKey } from '../../../../i18n/resources/en-US';
import { useT } from '../../../../i18n/useT';
import { WizardSection } from '../../WizardSection';
import { useWizard } from '../../WizardContext';
import { SortingSettings } from './SortingSettings';
import { TimeZoneSetting } from './TimeZoneSetting';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: tokens.spacingHorizontalM },
});

type BooleanSetting = { [K in keyof BoardConfig]-?: BoardConfig[K] extends boolean ? K : never }[keyof BoardConfig];

/**
 * The board's switches, each with its label (spec 2 section 3). useOwaImg is kept but not offered:
 * docs/configuration.md#settings-not-offered says why. includeFolder is offered only over lists that can hold
 * folders (docs/sharepoint.md#folders); commentsNewExperience is set by the comments field's choice
 * (docs/configuration.md#comments).
 */
const SWITCHES: readonly { key: BooleanSetting; label: MessageKey }[] = [
  { key: 'allowFilterByUser', label: 'wizard_setting_filter_by_user' },
  { key: 'allowCreateNewItem', label: 'wizard_setting_create_items' },
  { key: 'disableCreateFromColumn', label: 'wizard_setting_no_create_from_column' },
  { key: 'disableDragDrop', label: 'wizard_setting_no_drag_drop' },
  { key: 'allowEditFromCard', label: 'wizard_setting_edit_from_card' },
  { key: 'allowAddLabels', label: 'wizard_setting_add_labels' },
  { key: 'useTeamsTheme', label: 'wizard_setting_teams_theme' },
  { key: 'isSitePrivate', label: 'wizard_setting_private_site' },
];

/** Spec 2 section 2, step 3: sorting, the board's switches, the add button's text and the overdue colour. */
export function AdditionalSettingsSection() {
  const styles = useStyles();
  const t = useT();
  const { draft, update } = useWizard();
  const overdue = draft.overdueDefinition ?? { color: '#FE867F', isEnable: false };
  return (
    <WizardSection title={t('wizard_settings_section')}>
      <SortingSettings />
      <div className={styles.grid}>
        {SWITCHES.map(({ key, label }) => (
          <Switch key={key} label={t(label)} checked={draft[key]} onChange={(_, data) => update((d) => ({ ...d, [key]: data.checked }))} />
        ))}
        {draft.source.lists.some((list) => list.hasFolders === true) && (
          <Switch
            label={t('wizard_setting_include_folders')}
            checked={draft.includeFolder}
            onChange={(_, data) => update((d) => ({ ...d, includeFolder: data.checked }))}
          />
        )}
        <Switch
          label={t('wizard_setting_overdue')}
          checked={overdue.isEnable}
          onChange={(_, data) => update((d) => ({ ...d, overdueDefinition: { ...overdue, isEnable: data.checked } }))}
        />
      </div>
      {draft.allowFilterByUser && (
        <FluentField label={t('wizard_setting_members_title')}>
          <Input value={draft.membersFilterTitle ?? ''} onChange={(_, data) => update((d) => ({ ...d, membersFilterTitle: data.value }))} />
        </FluentField>
      )}
      <FluentField label={t('wizard_setting_add_button_text')}>
        <Input value={draft.addButtonText} maxLength={50} onChange={(_, data) => update((d) => ({ ...d, addButtonText: data.value }))} />
      </FluentField>
      <TimeZoneSetting />
      {overdue.isEnable && (
        <label>
          {t('wizard_setting_overdue_color')}{' '}
          <input
            type="color"
            value={overdue.color}
            onChange={(event) => update((d) => ({ ...d, overdueDefinition: { ...overdue, color: event.target.value } }))}
          />
        </label>
      )}
    </WizardSection>
  );
}
