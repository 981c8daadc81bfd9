import type { License } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { SectionPanel } from '../../ui/SectionPanel';
import { PermissionDropdown } from './PermissionDropdown';
import { SaveBar } from './SaveBar';
import { useLicenseSetting } from './useLicenseSetting';

/**
 * Spec 3 section 6: the permission of people on new boards whose site collection defines none (ViewOnly unless
 * changed here); a board's own default is set per board below.
 */
export function DefaultPermissionSection({ license }: { license: License }) {
  const t = useT();
  const permission = useLicenseSetting(license, 'defaultUserPermission');
  const title = t('admin_default_permission');
  return (
    <SectionPanel title={title} hint={t('admin_default_permission_hint')}>
      <PermissionDropdown label={t('admin_default_permission_level')} value={permission.value} onChange={permission.change} />
      <SaveBar
        name={title}
        changed={permission.changed}
        saving={permission.saving}
        onSave={() => permission.save(t('admin_default_permission_saved'))}
      />
    </SectionPanel>
  );
}
