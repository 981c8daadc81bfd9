import { useEffect, useState, type ReactElement } from 'react';
import { Popover, PopoverSurface, PopoverTrigger, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { TotalsResponse } from '@listboard/shared';
import { useBoardView } from '../../../api/hooks/useBoardView';
import { fetchTotals } from '../../../api/endpoints';
import { useT } from '../../../i18n/useT';
import { queryKeys } from '../../../api/queryKeys';

/** Spec 1 section 9: the totals callout is 320 px wide. */
const TOTALS_WIDTH = '320px';
const OPENING_SCROLL_GRACE_MS = 300;

const useStyles = makeStyles({
  surface: { width: TOTALS_WIDTH, boxSizing: 'border-box', display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

export interface TotalsTarget {
  boardId: string;
  rowIndex: number;
  /** The cell's column; left out for the row total. */
  columnIndex?: number;
  heading: string;
  describe: (totals: TotalsResponse) => string;
}

interface TotalsPopoverProps extends TotalsTarget {
  /** The info button. */
  trigger: () => ReactElement;
}

/**
 * The totals callout, open as it mounts (TotalsCallout draws it on the first click): it asks the server for the sum
 * or average over the filtered cards. Fluent closes it on an outside click, which also keeps one open at a time; it
 * flips to the left when it would overflow; a scroll closes it.
 */
export function TotalsPopover({ boardId, rowIndex, columnIndex, heading, describe, trigger }: TotalsPopoverProps) {
  const styles = useStyles();
  const t = useT();
  const [open, setOpen] = useState(true);
  const view = useBoardView(boardId);
  const totals = useQuery({
    queryKey: queryKeys.totals(boardId, view, rowIndex, columnIndex),
    queryFn: ({ signal }) => fetchTotals(boardId, { rowIndex, columnIndex }, signal),
    enabled: open,
    staleTime: 0,
  });
  useEffect(() => {
    if (!open) return undefined;
    const close = () => setOpen(false);
    // Opening moves the focus into the callout, which may scroll it into view: only later scrolls close it.
    const timer = setTimeout(() => window.addEventListener('scroll', close, { capture: true, passive: true }), OPENING_SCROLL_GRACE_MS);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', close, { capture: true });
    };
  }, [open]);

  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning={{ position: 'below', align: 'end' }} withArrow>
      <PopoverTrigger disableButtonEnhancement>{trigger()}</PopoverTrigger>
      <PopoverSurface className={styles.surface} role="dialog" aria-label={heading}>
        <h4 className={styles.heading}>{heading}</h4>
        {totals.isPending && <Spinner size="tiny" label={t('totals_calculating')} />}
        {totals.error && <Text role="alert">{totals.error.message}</Text>}
        {totals.data && <Text>{describe(totals.data)}</Text>}
      </PopoverSurface>
    </Popover>
  );
}
