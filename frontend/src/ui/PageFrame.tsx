import type { ReactNode } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ON_PHONE } from './media';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '1600px',
    marginLeft: 'auto',
    marginRight: 'auto',
    padding: tokens.spacingHorizontalXXL,
    [ON_PHONE]: { padding: tokens.spacingHorizontalM },
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  heading: { margin: 0 },
});

/**
 * A settings page (the admin panel, the licence screen): its heading (h1) with any navigation beside it, then its
 * parts, centred up to 1600 px and with a narrower margin on a phone, so nothing scrolls sideways at 320 px.
 */
export function PageFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Title2 as="h1" className={styles.heading}>
          {title}
        </Title2>
        {actions}
      </div>
      {children}
    </div>
  );
}
