import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useLocation } from 'react-router-dom';
import { readPageParameters } from '../host/hostQuery';
import { useT } from '../i18n/useT';
import { ON_PHONE } from '../ui/media';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForegroundOnBrand,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
  // On a phone the arrow stands for the words; the link keeps them as its name.
  text: { [ON_PHONE]: { display: 'none' } },
});

/**
 * The navigation bar's back link to the host site (spec 2 section 2, spec 3 section 2): the SharePoint
 * site the page was opened from (SPHostUrl). Only an http(s) address is linked.
 */
export function HostSiteLink() {
  const styles = useStyles();
  const t = useT();
  const site = readPageParameters(useLocation().search).SPHostUrl;
  if (!site || !/^https?:\/\//i.test(site)) return null;
  return (
    <a className={styles.link} href={site} aria-label={t('nav_host_site')}>
      <ArrowLeftRegular aria-hidden />
      <span className={styles.text}>{t('nav_host_site')}</span>
    </a>
  );
}
