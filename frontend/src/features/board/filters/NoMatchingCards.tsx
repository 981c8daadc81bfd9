import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../../i18n/useT';
import { isFiltering } from '../../../ui/filters/activeFilters';
import { useFilterView } from './useFilterView';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    rowGap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
  },
});

/**
 * Spec 1 section 2: the "no matching" state of a board whose filters or search match no card. The
 * button clears the filters only: the search text belongs to the search box, which keeps its own
 * text, so it is offered only while a filter is on.
 */
export function NoMatchingCards({ boardId }: { boardId: string }) {
  const styles = useStyles();
  const t = useT();
  const view = useFilterView(boardId);
  return (
    <div role="status" className={styles.root}>
      <Text size={400}>{t('filters_no_matching')}</Text>
      {isFiltering(view.filter) && (
        <Button appearance="primary" onClick={view.clearAll}>
          {t('filters_clear_filters')}
        </Button>
      )}
    </div>
  );
}
