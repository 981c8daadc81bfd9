import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { HISTORY_PAGE_SIZE } from '@listboard/shared';
import { useOpenConfiguration } from '../../api/hooks/useOpenConfiguration';
import { useBoard } from '../../api/queries';
import { queryKeys } from '../../api/queryKeys';
import { fetchBoardHistory } from '../../api/reportEndpoints';
import { useHostNavigate } from '../../host/hostNavigation';
import { formats } from '../../i18n/formats';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { PageFrame } from '../../ui/PageFrame';
import { Pager } from '../../ui/pager/Pager';
import { ReportActions } from '../../ui/ReportActions';
import { HistoryFilterBar } from './HistoryFilterBar';
import { HistoryTable } from './HistoryTable';
import { type HistoryFilters, NO_FILTERS, historyRequest } from './historyFilters';

/** Spec 3 section 9: page numbers in groups of 10. */
const PAGE_GROUP = 10;

const useStyles = makeStyles({
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  empty: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
});

/**
 * Spec 3 section 2, /history/{boardId}: every change to the board's cards, newest first, 25 a page, by date
 * range, fields and people; the server pages it, so a page costs the same on a board of any size.
 */
export function HistoryPage() {
  const styles = useStyles();
  const t = useT();
  const boardId = useParams().boardId ?? '';
  const board = useBoard(boardId);
  const openConfiguration = useOpenConfiguration(useHostNavigate());
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const request = historyRequest(filters, page);
  const history = useQuery({
    queryKey: queryKeys.boardHistory(boardId, request),
    queryFn: ({ signal }) => fetchBoardHistory(boardId, request, signal),
    placeholderData: keepPreviousData,
  });
  const fieldsByName = useMemo(() => new Map((board.data?.fields ?? []).map((field) => [field.name, field])), [board.data]);
  const fieldNames = useMemo(() => [...fieldsByName.keys()].toSorted((a, b) => a.localeCompare(b)), [fieldsByName]);
  const filter = (next: HistoryFilters) => {
    setFilters(next);
    setPage(1);
  };

  if (board.isError)
    return (
      <PageFrame title={t('report_board_missing')}>
        <InlineAlert intent="error" message={board.error.message} />
      </PageFrame>
    );
  if (!board.data) return <BusySpinner label={t('loading')} />;
  const data = history.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE)) : 1;

  return (
    <PageFrame title={t('history_heading', { board: board.data.name })}>
      <ReportActions board={board.data} boardId={boardId} current="history" onOpenConfiguration={openConfiguration} />
      <HistoryFilterBar filters={filters} fieldNames={fieldNames} people={data?.editors ?? []} onChange={filter} />
      {history.isError && <InlineAlert intent="error" message={history.error.message} />}
      {!data && history.isPending && <BusySpinner label={t('loading')} />}
      {data && data.total === 0 && (
        <div className={styles.empty} role="status">
          <Text weight="semibold">{t('history_no_data')}</Text>
          {!data.versioning && <Text>{t('history_enable_versioning')}</Text>}
        </div>
      )}
      {data && data.total > 0 && (
        <>
          <div className={styles.summary}>
            <Text aria-live="polite">{t('history_total', { count: formats.number(data.total) })}</Text>
            <Pager
              label={t('history_pages')}
              page={data.page}
              pageCount={pageCount}
              groupSize={PAGE_GROUP}
              disabled={history.isFetching}
              onPage={setPage}
            />
          </div>
          <HistoryTable boardId={boardId} entries={data.entries} fieldsByName={fieldsByName} />
        </>
      )}
    </PageFrame>
  );
}
