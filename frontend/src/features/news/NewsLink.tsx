import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { HostLink } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';

const useStyles = makeStyles({
  // A router link in the colours of Fluent's Link, which cannot render one.
  appLink: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
  },
});

/**
 * Where a news item reads on: a page of Listboard (`/trashbin`, with the host's page parameters kept)
 * or another site in a new tab. Named with the item's title, since several stand side by side.
 */
export function NewsLink({ url, title, onFollow }: { url: string; title: string; onFollow?: () => void }) {
  const styles = useStyles();
  const t = useT();
  const label = t('news_read_more_about', { title });
  if (url.startsWith('/')) {
    return (
      <HostLink className={styles.appLink} to={url} aria-label={label} onClick={onFollow}>
        {t('news_read_more')}
      </HostLink>
    );
  }
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {t('news_read_more')}
    </Link>
  );
}
