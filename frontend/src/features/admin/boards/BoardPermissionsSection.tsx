import { useState } from 'react';
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ADMIN_PAGE_GROUP } from '@listboard/shared';
import { type AdminBoardsFilter, useAdminBoards } from '../../../api/adminEndpoints';
import { useT } from '../../../i18n/useT';
import { InlineAlert } from '../../../ui/alerts';
import { BusySpinner } from '../../../ui/BusySpinner';
import type { Person } from '../../../ui/fields/PeoplePicker';
import { SectionPanel } from '../../../ui/SectionPanel';
import { BoardFilters } from './BoardFilters';
import { BoardPermissionRow } from './BoardPermissionRow';
import { Pager } from '../../../ui/pager/Pager';
import { pageCountOf } from '../../../ui/pager/pageNumbers';

const useStyles = makeStyles({
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
});

/**
 * Spec 3 section 2: every board of the tenant, 25 to a page, by part of its name and by an owner, each with its
 * permission saved on its own. The owner filter sends the first person picked (by login); a new search or owner
 * starts again at page 1.
 */
export function BoardPermissionsSection() {
  const styles = useStyles();
  const t = useT();
  const [search, setSearch] = useState('');
  const [owner, setOwner] = useState<Person[]>([]);
  const [page, setPage] = useState(1);
  const filter: AdminBoardsFilter = { page, search, owner: owner[0]?.login ?? '' };
  const boards = useAdminBoards(filter, true);
  const title = t('admin_boards');

  const list = () => {
    if (boards.isPending) return <BusySpinner label={t('admin_boards_loading')} />;
    if (boards.isError)
      return (
        <InlineAlert
          intent="error"
          message={boards.error.message}
          action={{ label: t('try_again'), onClick: () => void boards.refetch() }}
        />
      );
    const { total, pageSize, boards: rows } = boards.data;
    const first = (boards.data.page - 1) * pageSize + 1;
    // While another page or search loads, the last one stays, marked busy.
    const loading = boards.isPlaceholderData;
    return (
      <>
        <div className={styles.status}>
          <Text role="status">
            {total === 0
              ? t(search || filter.owner ? 'admin_boards_none_match' : 'admin_boards_none')
              : t('admin_boards_range', { from: first, to: first + rows.length - 1, total })}
          </Text>
          {loading && <Spinner size="tiny" label={t('admin_boards_loading')} />}
        </div>
        {rows.length > 0 && (
          <ul className={styles.list} aria-label={title} aria-busy={loading}>
            {/* A row mounts anew for each version of its board, so a saved or reloaded board shows as stored. */}
            {rows.map((board) => (
              <BoardPermissionRow key={`${board.id} ${board.etag}`} board={board} filter={filter} />
            ))}
          </ul>
        )}
        {total > pageSize && (
          <Pager
            label={t('admin_boards_pages')}
            page={boards.data.page}
            pageCount={pageCountOf(total, pageSize)}
            groupSize={ADMIN_PAGE_GROUP}
            disabled={loading}
            onPage={setPage}
          />
        )}
      </>
    );
  };

  return (
    <SectionPanel title={title} hint={t('admin_boards_hint')}>
      <BoardFilters
        search={search}
        owner={owner}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
        onOwner={(next) => {
          setOwner(next);
          setPage(1);
        }}
      />
      {list()}
    </SectionPanel>
  );
}
