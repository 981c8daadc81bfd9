import { Dropdown, Field as FluentField, MessageBar, MessageBarBody, Option, Switch } from '@fluentui/react-components';
import {
  type BoardPermission,
  PERMISSION,
  type Permission,
  type PermissionListName,
  relevantPermissionLists,
  withDefaultPermission,
} from '@listboard/shared';
import type { MessageKey } from '../../../../i18n/resources/en-US';
import { useT } from '../../../../i18n/useT';
import { problemText } from '../../problemText';
import { WizardSection } from '../../WizardSection';
import { useProblemAt, useWizard } from '../../WizardContext';
import { PrincipalsPicker } from '../../../../ui/fields/PrincipalsPicker';
import { DROPDOWN_TEXTS } from '../../../../ui/controlTexts';

const LEVELS: readonly { level: Permission; label: MessageKey }[] = [
  { level: PERMISSION.NoAccess, label: 'wizard_permission_no_access' },
  { level: PERMISSION.ViewOnly, label: 'wizard_permission_view_only' },
  { level: PERMISSION.Edit, label: 'wizard_permission_edit' },
  { level: PERMISSION.EditOnlyOwn, label: 'wizard_permission_edit_own' },
];

const LIST_LABELS: Record<PermissionListName, MessageKey> = {
  boardAccess: 'wizard_permission_board_access',
  boardNoAccess: 'wizard_permission_board_no_access',
  tasksOwners: 'wizard_permission_tasks_owners',
};

/**
 * Spec 2 sections 3-6, board access: the default permission and the lists that refine it (the others
 * are cleared when the default changes), the board owners and "everybody can edit the settings".
 */
export function BoardAccessSection() {
  const t = useT();
  const { draft, update } = useWizard();
  const permission = draft.permission;
  const ownersProblem = useProblemAt('permission.boardOwners');
  const overlapProblem = useProblemAt('permission');
  const set = (change: (p: BoardPermission) => BoardPermission) => update((d) => ({ ...d, permission: change(d.permission) }));
  const current = LEVELS.find((l) => l.level === permission.defaultUserPermission) ?? LEVELS[1];

  return (
    <WizardSection title={t('wizard_access_section')} hint={t('wizard_access_hint')}>
      <FluentField label={t('wizard_default_permission')}>
        <Dropdown
          {...DROPDOWN_TEXTS}
          value={t(current.label)}
          selectedOptions={[String(current.level)]}
          onOptionSelect={(_, data) => set((p) => withDefaultPermission(p, Number(data.optionValue) as Permission))}
        >
          {LEVELS.map(({ level, label }) => (
            <Option key={level} value={String(level)}>
              {t(label)}
            </Option>
          ))}
        </Dropdown>
      </FluentField>
      {relevantPermissionLists(permission.defaultUserPermission).map((list) => (
        <PrincipalsPicker
          key={list}
          label={t(LIST_LABELS[list])}
          principals={permission[list]}
          groups
          onChange={(principals) => set((p) => ({ ...p, [list]: principals }))}
        />
      ))}
      {overlapProblem && (
        <MessageBar intent="error">
          <MessageBarBody>{problemText(t, overlapProblem)}</MessageBarBody>
        </MessageBar>
      )}
      <PrincipalsPicker
        label={t('wizard_board_owners')}
        principals={permission.boardOwners}
        groups
        validationMessage={ownersProblem && problemText(t, ownersProblem)}
        onChange={(boardOwners) => set((p) => ({ ...p, boardOwners }))}
      />
      <Switch
        label={t('wizard_everybody_edits_settings')}
        checked={permission.everyBodyCanEditSetting}
        onChange={(_, data) => set((p) => ({ ...p, everyBodyCanEditSetting: data.checked }))}
      />
    </WizardSection>
  );
}
