import { Dropdown, Field as FluentField, Option, Switch } from '@fluentui/react-components';
import { SORT_FIELD_TYPES } from '@listboard/shared';
import type { MessageKey } from '../../../../i18n/resources/en-US';
import { useT } from '../../../../i18n/useT';
import { useWizard } from '../../WizardContext';
import { type SortType, sortTypeOf, withSortFields, withSortType } from './sortSettings';
import { DROPDOWN_TEXTS } from '../../../../ui/controlTexts';

const SORT_TYPES: readonly { type: SortType; label: MessageKey }[] = [
  { type: 0, label: 'wizard_sort_none' },
  { type: 1, label: 'wizard_sort_manual' },
  { type: 2, label: 'wizard_sort_by_field' },
];

/** No sort, cards placed by hand, or sorted by Text, Number, DateTime or Counter fields. */
export function SortingSettings() {
  const t = useT();
  const { draft, fields, update } = useWizard();
  const sortable = fields.filter((f) => (SORT_FIELD_TYPES as readonly string[]).includes(f.type));
  const type = sortTypeOf(draft);
  const chosen = sortable.filter((f) => draft.sortFieldNames.includes(f.internalName));
  return (
    <>
      <FluentField label={t('wizard_sorting')}>
        <Dropdown
          {...DROPDOWN_TEXTS}
          value={t(SORT_TYPES[type].label)}
          selectedOptions={[String(type)]}
          onOptionSelect={(_, data) => update((d) => withSortType(d, Number(data.optionValue) as SortType, sortable[0]?.internalName))}
        >
          {SORT_TYPES.map((s) => (
            <Option key={s.type} value={String(s.type)}>
              {t(s.label)}
            </Option>
          ))}
        </Dropdown>
      </FluentField>
      {type === 2 && (
        <>
          <FluentField label={t('wizard_sort_fields')}>
            <Dropdown
              {...DROPDOWN_TEXTS}
              multiselect
              value={chosen.map((f) => f.name).join(', ')}
              selectedOptions={draft.sortFieldNames}
              onOptionSelect={(_, data) => update((d) => withSortFields(d, data.selectedOptions))}
            >
              {sortable.map((f) => (
                <Option key={f.internalName} value={f.internalName}>
                  {f.name}
                </Option>
              ))}
            </Dropdown>
          </FluentField>
          <Switch
            label={t('wizard_sort_descending')}
            checked={draft.sortDesc}
            onChange={(_, data) => update((d) => ({ ...d, sortDesc: data.checked }))}
          />
        </>
      )}
    </>
  );
}
