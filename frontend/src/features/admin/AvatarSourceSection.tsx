import { Radio, RadioGroup } from '@fluentui/react-components';
import { AVATAR_SOURCES, type AvatarSource, type License } from '@listboard/shared';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { SectionPanel } from '../../ui/SectionPanel';
import { SaveBar } from './SaveBar';
import { useLicenseSetting } from './useLicenseSetting';

const SOURCE_NAMES: Record<AvatarSource, MessageKey> = { site: 'admin_avatars_site', office365: 'admin_avatars_office365' };

/** Spec 3 section 2: whose pictures the product's avatars show, the site's or Office 365's. */
export function AvatarSourceSection({ license }: { license: License }) {
  const t = useT();
  const source = useLicenseSetting(license, 'avatarSource');
  const title = t('admin_avatars');
  return (
    <SectionPanel title={title}>
      <RadioGroup aria-label={title} value={source.value} onChange={(_, data) => source.change(data.value as AvatarSource)}>
        {AVATAR_SOURCES.map((value) => (
          <Radio key={value} value={value} label={t(SOURCE_NAMES[value])} />
        ))}
      </RadioGroup>
      <SaveBar name={title} changed={source.changed} saving={source.saving} onSave={() => source.save(t('admin_avatars_saved'))} />
    </SectionPanel>
  );
}
