import { Field as FluentField, Input, SpinButton, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { type ColumnDefinition, boardFlowColumns, fieldsFor, withNamedValue, withWipLimit } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { LabelledSelect } from '../../controls/LabelledSelect';
import { useProblemMessage } from '../../controls/problems';
import { useWizard } from '../../WizardContext';
import { typedLimit } from '../../controls/typedLimit';
import { TotalsPicker } from './TotalsPicker';
import { SPIN_BUTTON_TEXTS } from '../../../../ui/controlTexts';

const useStyles = makeStyles({
  editor: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    padding: tokens.spacingVerticalM,
  },
});

export interface ColumnEditorProps {
  index: number;
  /** The choices of the column field. */
  choices: readonly string[];
}

/** One column's settings: name, value, WIP limit, complete and started flags, total and its part in the row total. */
export function ColumnEditor({ index, choices }: ColumnEditorProps) {
  const styles = useStyles();
  const t = useT();
  const { draft, fields, update } = useWizard();
  const column = draft.columnDefinitions[index];
  const path = `columnDefinitions.${index}`;
  const nameProblem = useProblemMessage(`${path}.name`);
  const valueProblem = useProblemMessage(`${path}.value`);
  const wipProblem = useProblemMessage(`${path}.wipLimit`);
  const change = (next: ColumnDefinition) =>
    update((d) => ({ ...d, columnDefinitions: d.columnDefinitions.map((c, i) => (i === index ? next : c)) }));

  return (
    <div className={styles.editor} role="group" aria-label={t('cfg_column_settings', { name: column.name || column.value })}>
      <FluentField label={t('cfg_column_name')} required validationMessage={nameProblem}>
        <Input value={column.name} onChange={(_, data) => change({ ...column, name: data.value })} />
      </FluentField>
      <LabelledSelect
        label={t('cfg_column_value')}
        options={choices.map((choice) => ({ value: choice, text: choice }))}
        value={column.value || null}
        validationMessage={valueProblem}
        onChange={(value) => value !== null && change(withNamedValue(column, value, value, column.value))}
      />
      <FluentField label={t('cfg_column_wip_limit')} hint={t('cfg_column_wip_limit_hint')} validationMessage={wipProblem}>
        <SpinButton
          {...SPIN_BUTTON_TEXTS}
          min={0}
          value={column.wipLimit ?? 0}
          onChange={(_, data) => change(withWipLimit(column, typedLimit(data.value, data.displayValue)))}
        />
      </FluentField>
      <Switch
        label={t('cfg_column_complete')}
        checked={column.isComplete}
        onChange={(_, data) => change({ ...column, isComplete: data.checked })}
      />
      <FluentField hint={t('cfg_column_started_hint')}>
        <Switch
          label={t('cfg_column_started')}
          checked={boardFlowColumns(draft.columnDefinitions).started.has(column.value)}
          disabled={column.isComplete}
          onChange={(_, data) => change({ ...column, isStarted: data.checked })}
        />
      </FluentField>
      <TotalsPicker column={column} path={path} fields={fieldsFor('totals', fields)} onChange={change} />
      {draft.swimlanes.calculateTotal && (
        <Switch
          label={t('cfg_column_row_total')}
          checked={column.isPartOfRowTotal}
          onChange={(_, data) => change({ ...column, isPartOfRowTotal: data.checked })}
        />
      )}
    </div>
  );
}
