import { useState } from 'react';
import { Dropdown, Field as FluentField, Input, Option } from '@fluentui/react-components';
import { useT } from '../../../i18n/useT';
import { FormDialog } from '../../../ui/FormDialog';
import type { PendingDefaultLanePick } from './useDefaultLanePick';

// The dropdown's key for "no value": an option's value cannot be the empty string it stands for.
const NO_VALUE = '\u0000';

interface DefaultLaneValueDialogProps {
  pick: PendingDefaultLanePick;
  /** The picked value ('' for none), or null when the person cancels. */
  onAnswer: (value: string | null) => void;
}

/** Spec 1 section 2's field-value picker for the default swimlane: the lane value of a card dropped there. */
export function DefaultLaneValueDialog({ pick, onAnswer }: DefaultLaneValueDialogProps) {
  const t = useT();
  const [value, setValue] = useState('');
  const emptyText = t('default_lane_no_value');
  return (
    <FormDialog
      title={t('default_lane_title', { field: pick.field.name })}
      submitLabel={t('default_lane_move')}
      ready
      onSubmit={() => onAnswer(value.trim())}
      onClose={() => onAnswer(null)}
    >
      {t('default_lane_intro', { card: pick.cardName, lane: pick.laneName, field: pick.field.name })}
      <FluentField label={pick.field.name}>
        {pick.field.type === 'Text' ? (
          <Input value={value} maxLength={255} onChange={(_, data) => setValue(data.value)} />
        ) : (
          <Dropdown
            value={value || emptyText}
            selectedOptions={[value || NO_VALUE]}
            onOptionSelect={(_, data) => setValue(data.optionValue === NO_VALUE ? '' : (data.optionValue ?? ''))}
          >
            <Option value={NO_VALUE}>{emptyText}</Option>
            {pick.choices.map((choice) => (
              <Option key={choice} value={choice}>
                {choice}
              </Option>
            ))}
          </Dropdown>
        )}
      </FluentField>
    </FormDialog>
  );
}
