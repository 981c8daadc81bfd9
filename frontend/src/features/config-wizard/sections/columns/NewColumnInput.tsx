import { useState } from 'react';
import { Button, Field as FluentField, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { withChoiceColumn, withColumnAppended } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { useWizard } from '../../WizardContext';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  field: { minWidth: '240px' },
});

/**
 * A column by a new name: the name becomes a choice of the column field in the wizard's fields at
 * once (so the checks and the value picker know it) and on the lists when the board is saved.
 */
export function NewColumnInput({ onAdded }: { onAdded: (index: number) => void }) {
  const styles = useStyles();
  const t = useT();
  const { draft, fields, setFields, update } = useWizard();
  const [name, setName] = useState('');
  const [taken, setTaken] = useState(false);
  const columnField = fields.find((field) => field.internalName === draft.columnFieldName);

  const add = () => {
    const added = withChoiceColumn(draft.columnDefinitions, columnField?.choices ?? [], name);
    setTaken(added === null && name.trim() !== '');
    if (!added) return;
    setFields(fields.map((field) => (field === columnField ? { ...field, choices: added.choices } : field)));
    update((d) => withColumnAppended(d, added.columns[added.columns.length - 1]));
    setName('');
    onAdded(added.columns.length - 1);
  };

  return (
    <div className={styles.row}>
      <FluentField
        className={styles.field}
        label={t('cfg_column_new')}
        hint={t('cfg_column_new_hint', { field: columnField?.name ?? '' })}
        validationMessage={taken ? t('cfg_column_new_taken') : undefined}
      >
        <Input
          value={name}
          maxLength={255}
          onChange={(_, data) => {
            setName(data.value);
            setTaken(false);
          }}
          onKeyDown={(event) => event.key === 'Enter' && add()}
        />
      </FluentField>
      <Button icon={<AddRegular />} disabled={!name.trim()} onClick={add}>
        {t('cfg_column_new_add')}
      </Button>
    </div>
  );
}
