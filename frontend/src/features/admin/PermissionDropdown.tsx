import { Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';
import { PERMISSION, type Permission } from '@listboard/shared';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { DROPDOWN_TEXTS } from '../../ui/controlTexts';

/** Spec 3 section 3's permission levels, in the words the wizard uses for them. */
const LEVEL_NAMES: Record<Permission, MessageKey> = {
  [PERMISSION.NoAccess]: 'wizard_permission_no_access',
  [PERMISSION.ViewOnly]: 'wizard_permission_view_only',
  [PERMISSION.Edit]: 'wizard_permission_edit',
  [PERMISSION.EditOnlyOwn]: 'wizard_permission_edit_own',
};
const LEVELS = Object.values(PERMISSION);

// Fluent's dropdown keeps a minimum width of its own: in a narrow grid column it would run under the next one.
const useStyles = makeStyles({ dropdown: { minWidth: 0, width: '100%' } });

/** A labelled choice of one of the four permission levels. */
export function PermissionDropdown({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: Permission;
  disabled?: boolean;
  onChange: (level: Permission) => void;
}) {
  const t = useT();
  const styles = useStyles();
  return (
    <Field label={label}>
      <Dropdown
        {...DROPDOWN_TEXTS}
        className={styles.dropdown}
        value={t(LEVEL_NAMES[value])}
        selectedOptions={[String(value)]}
        disabled={disabled}
        onOptionSelect={(_, data) => data.optionValue !== undefined && onChange(Number(data.optionValue) as Permission)}
      >
        {LEVELS.map((level) => (
          <Option key={level} value={String(level)}>
            {t(LEVEL_NAMES[level])}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
