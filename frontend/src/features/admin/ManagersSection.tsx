import type { License, UnnamedManagers } from '@listboard/shared';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { PrincipalsPicker } from '../../ui/fields/PrincipalsPicker';
import { SectionPanel } from '../../ui/SectionPanel';
import { SaveBar } from './SaveBar';
import { useLicenseSetting } from './useLicenseSetting';

type ManagersSetting = 'licenseManagers' | 'adminPanelManagers';

const TEXTS: Record<ManagersSetting, { title: MessageKey; hint: Record<UnnamedManagers, MessageKey>; saved: MessageKey }> = {
  licenseManagers: {
    title: 'admin_license_managers',
    saved: 'admin_license_managers_saved',
    hint: { everyone: 'admin_license_managers_hint', directoryAdmins: 'admin_license_managers_hint_directory' },
  },
  adminPanelManagers: {
    title: 'admin_panel_managers',
    saved: 'admin_panel_managers_saved',
    hint: { everyone: 'admin_panel_managers_hint', directoryAdmins: 'admin_panel_managers_hint_directory' },
  },
};

/**
 * The licence managers or the admin-panel managers (spec 3 sections 2 and 6): users or groups. Nobody listed
 * means everyone on the demo's local sign-in, and only the organisation's administrators with Entra sign-in.
 */
export function ManagersSection({ license, setting }: { license: License; setting: ManagersSetting }) {
  const t = useT();
  const managers = useLicenseSetting(license, setting);
  const texts = TEXTS[setting];
  return (
    <SectionPanel title={t(texts.title)} hint={t(texts.hint[license.unnamedManagers])}>
      <PrincipalsPicker label={t(texts.title)} principals={managers.value} onChange={managers.change} />
      <SaveBar name={t(texts.title)} changed={managers.changed} saving={managers.saving} onSave={() => managers.save(t(texts.saved))} />
    </SectionPanel>
  );
}
