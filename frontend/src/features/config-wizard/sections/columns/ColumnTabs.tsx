import { Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, WarningRegular } from '@fluentui/react-icons';
import { COLUMN_TABS_SHOWN, type ColumnDefinition, clampTabStart } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';

const useStyles = makeStyles({
  strip: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS, minWidth: 0 },
  // Five long column names wrap on a phone rather than hide behind the edge.
  tabs: { flexGrow: 1, flexShrink: 1, minWidth: 0, flexWrap: 'wrap' },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

export interface ColumnTabsProps {
  columns: readonly ColumnDefinition[];
  selected: number;
  /** The index of the first tab shown. */
  start: number;
  /** Indexes of the columns with a problem shown. */
  withProblems: ReadonlySet<number>;
  onSelect: (index: number) => void;
  onStart: (start: number) => void;
}

/** The columns as tabs, 5 at once, with chevrons to move along when there are more (spec 2 section 9). */
export function ColumnTabs({ columns, selected, start, withProblems, onSelect, onStart }: ColumnTabsProps) {
  const styles = useStyles();
  const t = useT();
  const paged = columns.length > COLUMN_TABS_SHOWN;
  const first = clampTabStart(start, columns.length);
  const shown = columns.slice(first, first + COLUMN_TABS_SHOWN);
  return (
    <div className={styles.strip}>
      {paged && (
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={t('cfg_columns_previous')}
          disabled={first === 0}
          onClick={() => onStart(clampTabStart(first - 1, columns.length))}
        />
      )}
      <TabList
        className={styles.tabs}
        selectedValue={selected}
        onTabSelect={(_, data) => onSelect(Number(data.value))}
        aria-label={t('cfg_columns_tabs')}
      >
        {shown.map((column, offset) => {
          const index = first + offset;
          const problem = withProblems.has(index);
          return (
            <Tab
              key={index}
              value={index}
              icon={problem ? <WarningRegular className={styles.problem} /> : undefined}
              aria-description={problem ? t('cfg_column_has_problem') : undefined}
            >
              {column.name.trim() || t('cfg_column_number', { number: index + 1 })}
            </Tab>
          );
        })}
      </TabList>
      {paged && (
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={t('cfg_columns_next')}
          disabled={first + COLUMN_TABS_SHOWN >= columns.length}
          onClick={() => onStart(clampTabStart(first + 1, columns.length))}
        />
      )}
    </div>
  );
}
