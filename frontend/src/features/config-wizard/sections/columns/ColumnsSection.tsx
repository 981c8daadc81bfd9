import { useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import {
  canDeleteColumn,
  canInsertColumn,
  fieldsFor,
  revealTab,
  withColumnAppended,
  withColumnField,
  withColumnRemoved,
  withNewColumn,
} from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { FieldDropdown } from '../../controls/LabelledSelect';
import { useProblemMessage } from '../../controls/problems';
import { useWizard } from '../../WizardContext';
import { WizardSection } from '../../WizardSection';
import { ColumnEditor } from './ColumnEditor';
import { ColumnTabs } from './ColumnTabs';
import { ColumnWidths } from './ColumnWidths';
import { FlowSettings } from './FlowSettings';
import { NewColumnInput } from './NewColumnInput';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/** Step 1: the column field and its columns, one tab each (spec 2 sections 3, 5 and 9). */
export function ColumnsSection() {
  const styles = useStyles();
  const t = useT();
  const { draft, fields, problems, showProblems, update } = useWizard();
  const [tabs, setTabs] = useState({ selected: 0, start: 0 });
  const columnFields = fieldsFor('column', fields);
  const choices = columnFields.find((field) => field.internalName === draft.columnFieldName)?.choices ?? [];
  const columns = draft.columnDefinitions;
  const selected = Math.min(tabs.selected, columns.length - 1);
  const fieldProblem = useProblemMessage('columnFieldName');
  const countProblem = useProblemMessage('columnDefinitions');
  const withProblems = new Set(
    showProblems
      ? problems.flatMap(
          (p) =>
            /^columnDefinitions\.(\d+)\./
              .exec(p.path ?? '')
              ?.slice(1)
              .map(Number) ?? [],
        )
      : [],
  );

  const select = (index: number, count = columns.length) =>
    setTabs((current) => ({ selected: index, start: revealTab(current.start, index, count) }));
  // Adding or removing a column shares the widths again (docs/configuration.md#column-widths).
  const add = () => {
    update((d) => {
      const [added] = withNewColumn(d.columnDefinitions, choices).slice(d.columnDefinitions.length);
      return added ? withColumnAppended(d, added) : d;
    });
    select(columns.length, columns.length + 1);
  };
  const remove = () => {
    update((d) => withColumnRemoved(d, selected));
    select(Math.max(0, selected - 1), columns.length - 1);
  };

  return (
    <WizardSection title={t('cfg_columns_title')} hint={t('cfg_columns_hint')}>
      <FieldDropdown
        label={t('cfg_column_field')}
        fields={columnFields}
        value={draft.columnFieldName || null}
        validationMessage={fieldProblem}
        onChange={(name) => {
          const field = columnFields.find((f) => f.internalName === name);
          if (!field || field.internalName === draft.columnFieldName) return;
          update((d) => withColumnField(d, field));
          setTabs({ selected: 0, start: 0 });
        }}
      />
      {columns.length > 0 && (
        <>
          <ColumnTabs
            columns={columns}
            selected={selected}
            start={tabs.start}
            withProblems={withProblems}
            onSelect={(index) => select(index)}
            onStart={(start) => setTabs((current) => ({ ...current, start }))}
          />
          <ColumnEditor key={selected} index={selected} choices={choices} />
          <ColumnWidths />
          <FlowSettings />
        </>
      )}
      {countProblem && (
        <Text role="alert" className={styles.problem}>
          {countProblem}
        </Text>
      )}
      <div className={styles.actions}>
        {canInsertColumn(columns, choices) && (
          <Button icon={<AddRegular />} onClick={add}>
            {t('cfg_column_add')}
          </Button>
        )}
        {canDeleteColumn(columns.length) && (
          <Button icon={<DeleteRegular />} onClick={remove}>
            {t('cfg_column_delete', { name: columns[selected]?.name || t('cfg_column_number', { number: selected + 1 }) })}
          </Button>
        )}
      </div>
      {columnFields.some((field) => field.internalName === draft.columnFieldName) && (
        <NewColumnInput onAdded={(index) => select(index, index + 1)} />
      )}
    </WizardSection>
  );
}
