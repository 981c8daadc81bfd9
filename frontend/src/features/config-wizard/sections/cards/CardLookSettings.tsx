import { Switch } from '@fluentui/react-components';
import { type BoardConfig, type CardSize, uniqueFields } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { ChoiceRadios } from '../../controls/ChoiceRadios';
import { FieldMultiSelect } from '../../controls/FieldMultiSelect';
import { useProblemMessageUnder } from '../../controls/problems';
import { useWizard } from '../../WizardContext';
import { useTelemetry } from '../../../../telemetry';

const CARD_SIZES: readonly CardSize[] = ['M', 'L', 'XL'];

/** How a card looks: its size, how it shows people, and the fields it shows (spec 2 sections 3 and 9). */
export function CardLookSettings() {
  const t = useT();
  const telemetry = useTelemetry();
  const { draft, fields, update } = useWizard();
  const cardFieldsProblem = useProblemMessageUnder('cardFields');
  const set = <K extends keyof BoardConfig>(key: K, value: BoardConfig[K]) => update((d) => ({ ...d, [key]: value }));
  return (
    <>
      <ChoiceRadios
        label={t('cfg_card_size')}
        options={CARD_SIZES.map((size) => ({ value: size, text: size }))}
        value={draft.cardSize}
        onChange={(size) => {
          set('cardSize', size);
          telemetry.track('card_size_chosen', { cardSize: size });
        }}
      />
      <ChoiceRadios
        label={t('cfg_user_display')}
        options={[
          { value: 'avatar', text: t('cfg_user_display_avatar') },
          { value: 'name', text: t('cfg_user_display_name') },
          { value: 'avatarAndName', text: t('cfg_user_display_both') },
        ]}
        value={draft.userDisplay}
        onChange={(display) => set('userDisplay', display)}
      />
      <ChoiceRadios
        label={t('cfg_avatar_shape')}
        options={[
          { value: 'circle', text: t('cfg_avatar_circle') },
          { value: 'square', text: t('cfg_avatar_square') },
        ]}
        value={draft.avatarShape}
        disabled={draft.userDisplay === 'name'}
        onChange={(shape) => set('avatarShape', shape)}
      />
      <FieldMultiSelect
        label={t('cfg_card_fields')}
        fields={uniqueFields(fields)}
        value={draft.cardFields}
        validationMessage={cardFieldsProblem}
        onChange={(names) => set('cardFields', names)}
      />
      <Switch
        label={t('cfg_card_fields_hide_empty')}
        checked={draft.cardFieldsHideEmpty}
        onChange={(_, data) => set('cardFieldsHideEmpty', data.checked)}
      />
    </>
  );
}
