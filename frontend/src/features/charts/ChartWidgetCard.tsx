import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  Dropdown,
  Field,
  Option,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ChartMultipleRegular, ChevronDownRegular, ChevronRightRegular, TableRegular } from '@fluentui/react-icons';
import type { ChartRange } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { DateRangePicker, type RangePresets } from '../../ui/DateRangePicker';
import type { ChartTable } from './chartTables';
import { RANGE_LABELS, type RangeKind, SCALE_LABELS, type Scale, type WidgetSpec } from './chartWidgets';

const useStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    outline: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  title: { margin: 0, flexGrow: 1 },
  settings: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  scale: { minWidth: '120px' },
  tableBox: { overflowX: 'auto' },
});

export interface WidgetCardProps {
  spec: WidgetSpec;
  width: number;
  collapsed: boolean;
  onCollapse: (collapsed: boolean) => void;
  range: ChartRange;
  onRange: (range: ChartRange) => void;
  scale?: Scale;
  onScale?: (scale: Scale) => void;
  /** The widget's own status choices (workflow, stages). */
  choices?: ReactNode;
  table: ChartTable | null;
  /** The chart itself; null while it has no figures. */
  chart: ReactNode;
  exportDisabled: boolean;
  onExport: () => void;
  /** The formatted cells of the table view (days in the reader's language). */
  cellText: (cell: ChartTable['rows'][number][number], column: number) => string;
}

/**
 * One collapsible chart (spec 3 section 2): its heading and collapse toggle, its range (and scale), the
 * widget's status choices, the chart or the same figures as a table, and the CSV export (not on a phone).
 */
export function ChartWidgetCard(props: WidgetCardProps) {
  const { spec, width, collapsed, range, scale, table } = props;
  const styles = useStyles();
  const t = useT();
  const scaleId = useId();
  const [asTable, setAsTable] = useState(false);
  const title = t(spec.title);
  const presets: RangePresets<RangeKind> = { options: spec.ranges, label: (kind) => RANGE_LABELS[kind], days: () => null };
  const pickerValue = { quick: range.kind, days: range.kind === 'custom' ? { start: range.start, end: range.end } : null };

  return (
    <section className={styles.card} style={{ flexBasis: `calc(${width}% - 16px)`, flexGrow: 1 }} aria-label={title}>
      <div className={styles.head}>
        <Tooltip content={t('charts_toggle', { chart: title })} relationship="label">
          <Button
            appearance="subtle"
            icon={collapsed ? <ChevronRightRegular /> : <ChevronDownRegular />}
            aria-expanded={!collapsed}
            onClick={() => props.onCollapse(!collapsed)}
          />
        </Tooltip>
        <Subtitle2 as="h2" className={styles.title}>
          {title}
        </Subtitle2>
        {!collapsed && (
          <>
            <Tooltip content={t(asTable ? 'charts_show_chart' : 'charts_show_table', { chart: title })} relationship="label">
              <Button
                appearance="subtle"
                icon={asTable ? <ChartMultipleRegular /> : <TableRegular />}
                onClick={() => setAsTable(!asTable)}
              />
            </Tooltip>
            <Tooltip content={t('charts_export_csv', { chart: title })} relationship="label">
              <Button
                appearance="subtle"
                icon={<ArrowDownloadRegular />}
                disabled={props.exportDisabled || !table}
                onClick={props.onExport}
              />
            </Tooltip>
          </>
        )}
      </div>
      {!collapsed && (
        <>
          <div className={styles.settings}>
            {spec.ranges.length > 0 && (
              <DateRangePicker<RangeKind>
                label={t('charts_range')}
                value={pickerValue}
                presets={presets}
                onChange={(next) =>
                  props.onRange(
                    next.quick === 'custom' && next.days
                      ? { kind: 'custom', start: next.days.start, end: next.days.end }
                      : { kind: next.quick as Exclude<RangeKind, 'custom'> },
                  )
                }
              />
            )}
            {scale && spec.scales.length > 0 && (
              <Field label={{ children: t('charts_scale'), id: scaleId }}>
                <Dropdown
                  className={styles.scale}
                  aria-labelledby={scaleId}
                  value={t(SCALE_LABELS[scale])}
                  selectedOptions={[scale]}
                  onOptionSelect={(_, data) => props.onScale?.(data.optionValue as Scale)}
                >
                  {spec.scales.map((option) => (
                    <Option key={option} value={option}>
                      {t(SCALE_LABELS[option])}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            )}
            {props.choices}
          </div>
          {!table ? null : table.rows.length === 0 || !props.chart ? (
            <Text role="status">{t('charts_no_data')}</Text>
          ) : asTable ? (
            <div className={styles.tableBox}>
              <Table size="small" aria-label={title}>
                <TableHeader>
                  <TableRow>
                    {table.header.map((name) => (
                      <TableHeaderCell key={name}>{name}</TableHeaderCell>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {table.rows.map((row, index) => (
                    <TableRow key={index}>
                      {row.map((cell, column) => (
                        <TableCell key={column}>{props.cellText(cell, column)}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          ) : (
            props.chart
          )}
        </>
      )}
    </section>
  );
}
