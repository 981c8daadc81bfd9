import { lazy, type ReactElement } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { unreadCount } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { DeferredPopup } from '../../ui/deferred/DeferredPopup';
import type { NewsBellProps } from './NewsPopover';
import { CountBadge } from '../../ui/CountBadge';

const loadNewsPopover = () => import('./NewsPopover');
const NewsPopover = lazy(() => loadNewsPopover().then((module) => ({ default: module.NewsPopover })));

const useStyles = makeStyles({
  // The badge sits over the bell's corner, outside the button, so the button keeps an icon button's size.
  bellPlace: { position: 'relative', display: 'inline-flex' },
  bell: {
    minWidth: '32px',
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackgroundHover },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackgroundPressed },
  },
  badge: { position: 'absolute', top: '-2px', right: '-4px', marginInlineStart: 0, pointerEvents: 'none' },
});

/**
 * The bell in the navigation bar: the unread count as its badge and in its name ('News, 2 unread'); it opens the
 * news popover, whose code loads when a person first reaches for the bell (DeferredPopup).
 */
export function NewsBell(props: NewsBellProps) {
  const styles = useStyles();
  const t = useT();
  const unread = props.news ? unreadCount(props.news) : 0;
  const bell = (asTrigger: (button: ReactElement) => ReactElement, buttonProps: object = {}) => (
    <span className={styles.bellPlace}>
      {asTrigger(
        <Button
          className={styles.bell}
          appearance="transparent"
          icon={<AlertRegular />}
          aria-label={unread > 0 ? t('news_bell_unread', { count: unread }) : t('news_bell')}
          {...buttonProps}
        />,
      )}
      {unread > 0 && <CountBadge className={styles.badge} count={unread} color="danger" />}
    </span>
  );
  return (
    <DeferredPopup popup="popover" load={loadNewsPopover} trigger={(standIn) => bell((button) => button, standIn)}>
      <NewsPopover {...props} bell={bell} />
    </DeferredPopup>
  );
}
