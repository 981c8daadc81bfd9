import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAvatar } from '../../ui/avatars/PersonAvatar';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/useT';
import { PeoplePicker, type Person } from '../../ui/fields/PeoplePicker';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalS,
    alignItems: 'flex-start',
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  person: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  picker: { alignSelf: 'stretch' },
});

interface WatchersPanelProps {
  watchers: Person[];
  me: Person | undefined;
  /** Changing other people's watching needs edit rights on the item; anyone may watch or stop watching. */
  canEditOthers: boolean;
  onChange: (watchers: Person[]) => void;
}

/** Tab 4: who watches the item; the changes are saved with the dialog's Save. */
export function WatchersPanel({ watchers, me, canEditOthers, onChange }: WatchersPanelProps) {
  const styles = useStyles();
  const t = useT();
  const watching = me !== undefined && watchers.some((w) => w.id === me.id);
  return (
    <div className={styles.panel}>
      {me && (
        <Button
          icon={watching ? <EyeOffRegular /> : <EyeRegular />}
          onClick={() => onChange(watching ? watchers.filter((w) => w.id !== me.id) : [...watchers, me])}
        >
          {watching ? t('stop_watching') : t('watch')}
        </Button>
      )}
      {watchers.length === 0 && <Text>{t('watchers_empty')}</Text>}
      {canEditOthers ? (
        <div className={styles.picker}>
          <PeoplePicker people={watchers} multi label={t('watchers_add')} onChange={onChange} />
        </div>
      ) : (
        watchers.length > 0 && (
          <ul className={styles.list} aria-label={t('watchers_list')}>
            {watchers.map((watcher) => (
              <li key={watcher.id} className={styles.person}>
                <PersonAvatar name={watcher.name} login={watcher.login} size={24} aria-hidden />
                <Text>{watcher.name}</Text>
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}
