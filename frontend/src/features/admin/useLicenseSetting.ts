import { useState } from 'react';
import type { License, SaveLicenseRequest } from '@listboard/shared';
import { samePrincipals } from './samePrincipals';
import { isStaleLicense, useLicenseSave } from '../../api/hooks/useLicenseSave';
import { useT } from '../../i18n/useT';

/** The licence settings the admin panel edits, each with a section and a Save of its own. */
export type AdminSetting = 'licenseManagers' | 'adminPanelManagers' | 'defaultUserPermission' | 'avatarSource';

/** Whether two values of a setting are the same to the server (a list of people in any order). */
function sameSetting<K extends AdminSetting>(a: License[K], b: License[K]): boolean {
  return Array.isArray(a) && Array.isArray(b) ? samePrincipals(a, b) : a === b;
}

/**
 * One setting of the licence as its section edits it. Until changed it shows the licence as the server keeps it
 * (a save made elsewhere shows at once); Save posts that setting alone over the licence's etag, so the other
 * sections' unsaved changes stay, and a change someone made meanwhile is refused as stale, not overwritten.
 * Once saved, or refused as stale, the section shows the server's value again.
 */
export function useLicenseSetting<K extends AdminSetting>(license: License, setting: K) {
  const t = useT();
  const [draft, setDraft] = useState<{ value: License[K] } | null>(null);
  const save = useLicenseSave(t('admin_license_stale'));
  const value = draft ? draft.value : license[setting];
  const changed = draft !== null && !sameSetting(draft.value, license[setting]);

  return {
    value,
    changed,
    saving: save.isPending,
    change: (next: License[K]) => setDraft({ value: next }),
    save(done: string) {
      if (!changed || save.isPending) return;
      const request = { etag: license.etag, [setting]: value } as SaveLicenseRequest;
      save.mutate(
        { request, done },
        {
          onSuccess: () => setDraft(null),
          onError: (error) => isStaleLicense(error) && setDraft(null),
        },
      );
    },
  };
}
