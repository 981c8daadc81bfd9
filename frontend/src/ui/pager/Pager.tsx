import type { ReactElement } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  ChevronDoubleLeftRegular,
  ChevronDoubleRightRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
  ArrowPreviousRegular,
  ArrowNextRegular,
} from '@fluentui/react-icons';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { type PageLinks, pageLinks } from './pageNumbers';

const useStyles = makeStyles({
  // The buttons wrap onto a second line at 320 px rather than scroll the page sideways.
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  number: { minWidth: '36px' },
});

type StepLink = Exclude<keyof PageLinks, 'numbers'>;

const STEPS: Record<StepLink, { label: MessageKey; icon: ReactElement }> = {
  first: { label: 'pager_first', icon: <ArrowPreviousRegular /> },
  previousGroup: { label: 'pager_previous_group', icon: <ChevronDoubleLeftRegular /> },
  previous: { label: 'pager_previous', icon: <ChevronLeftRegular /> },
  next: { label: 'pager_next', icon: <ChevronRightRegular /> },
  nextGroup: { label: 'pager_next_group', icon: <ChevronDoubleRightRegular /> },
  last: { label: 'pager_last', icon: <ArrowNextRegular /> },
};

/**
 * The pages of a list (spec 3 sections 2 and 9): first, previous ten, previous, the group's page numbers (the
 * current one marked for screen readers too), next, next ten and last. Icons with their names as tooltips and
 * accessible names; a step that leads nowhere is disabled but stays, so the buttons do not move.
 */
export function Pager({
  label,
  page,
  pageCount,
  groupSize,
  disabled = false,
  onPage,
}: {
  label: string;
  page: number;
  pageCount: number;
  groupSize: number;
  disabled?: boolean;
  onPage: (page: number) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const links = pageLinks(page, pageCount, groupSize);
  const step = (name: StepLink) => {
    const target = links[name];
    return (
      <li key={name}>
        <Button
          appearance="subtle"
          icon={STEPS[name].icon}
          title={t(STEPS[name].label)}
          aria-label={t(STEPS[name].label)}
          disabled={disabled || target === null}
          onClick={() => target !== null && onPage(target)}
        />
      </li>
    );
  };

  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {step('first')}
        {step('previousGroup')}
        {step('previous')}
        {links.numbers.map((number) => (
          <li key={number}>
            <Button
              className={styles.number}
              appearance={number === page ? 'primary' : 'subtle'}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pager_page', { page: number })}
              disabled={disabled && number !== page}
              onClick={() => number !== page && onPage(number)}
            >
              {number}
            </Button>
          </li>
        ))}
        {step('next')}
        {step('nextGroup')}
        {step('last')}
      </ul>
    </nav>
  );
}
