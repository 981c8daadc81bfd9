import { useId } from 'react';
import { Field as FluentField, SpinButton, Text, makeStyles, tokens } from '@fluentui/react-components';
import { COLUMN_WIDTH_TOTAL, type TypedWidth, remainingWidth, shownColumnWidths } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { SPIN_BUTTON_TEXTS } from '../../../../ui/controlTexts';
import { useProblemMessage, useProblemMessages } from '../../controls/problems';
import { useWizard } from '../../WizardContext';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, margin: 0, padding: 0, border: 'none' },
  heading: { fontWeight: tokens.fontWeightSemibold, padding: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalL,
    // Names that wrap to two lines keep the inputs of a row on one line.
    alignItems: 'end',
  },
  remainder: { fontWeight: tokens.fontWeightSemibold },
  tooMuch: { color: tokens.colorPaletteRedForeground1 },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/** A typed width: empty is no width (null); anything else is kept as typed, so a wrong number shows its problem. */
function typedWidth(value: number | null | undefined, displayValue: string | undefined): TypedWidth {
  if (typeof value === 'number') return value;
  const text = displayValue?.trim() ?? '';
  return text === '' ? null : Number(text.replace(',', '.'));
}

/**
 * Every column's share of the board's width in percent (spec 2 sections 5 and 9), side by side so the
 * total can be seen, and what is left to share, announced politely while the person types.
 */
export function ColumnWidths() {
  const styles = useStyles();
  const t = useT();
  const headingId = useId();
  const { draft, update } = useWizard();
  const problemAt = useProblemMessages();
  const totalProblem = useProblemMessage('columnCols');
  const widths = shownColumnWidths(draft);
  const left = remainingWidth(widths);
  const setWidth = (index: number, width: TypedWidth) =>
    update((d) => ({ ...d, columnCols: shownColumnWidths(d).map((current, at) => (at === index ? width : current)) }));

  return (
    <fieldset className={styles.group} aria-labelledby={headingId}>
      <legend id={headingId} className={styles.heading}>
        {t('cfg_column_widths')}
      </legend>
      <Text size={200} className={styles.hint}>
        {t('cfg_column_widths_hint')}
      </Text>
      <div className={styles.fields}>
        {draft.columnDefinitions.map((column, index) => (
          <FluentField
            // Columns have no id: a column's place is its identity here, as in the column tabs.
            key={index}
            label={t('cfg_column_width', { name: column.name || column.value || t('cfg_column_number', { number: index + 1 }) })}
            validationMessage={problemAt(`columnCols.${index}`)}
          >
            <SpinButton
              {...SPIN_BUTTON_TEXTS}
              min={1}
              max={COLUMN_WIDTH_TOTAL}
              value={widths[index] ?? null}
              onChange={(_, data) => setWidth(index, typedWidth(data.value, data.displayValue))}
            />
          </FluentField>
        ))}
      </div>
      <Text role="status" aria-live="polite" className={left < 0 ? styles.tooMuch : styles.remainder}>
        {left > 0
          ? t('cfg_column_widths_left', { percent: left })
          : left < 0
            ? t('cfg_column_widths_too_much', { percent: -left })
            : t('cfg_column_widths_shared')}
      </Text>
      {totalProblem && <Text className={styles.problem}>{totalProblem}</Text>}
    </fieldset>
  );
}
