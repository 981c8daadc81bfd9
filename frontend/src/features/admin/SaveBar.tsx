import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/useT';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground2 },
});

/**
 * A section's Save: named after what it saves (several sit on one page), held back until something changed (and
 * saying so, unless `quiet`: a list of boards would say it 25 times), and busy while the save runs.
 */
export function SaveBar({
  name,
  changed,
  saving,
  quiet = false,
  onSave,
}: {
  name: string;
  changed: boolean;
  saving: boolean;
  quiet?: boolean;
  onSave: () => void;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.bar}>
      <Button
        appearance="primary"
        icon={saving ? <Spinner size="tiny" /> : <SaveRegular />}
        disabled={!changed || saving}
        aria-label={saving ? undefined : t('admin_save_named', { name })}
        onClick={onSave}
      >
        {saving ? t('admin_saving') : t('admin_save')}
      </Button>
      {!changed && !saving && !quiet && (
        <Text size={200} className={styles.hint}>
          {t('admin_nothing_changed')}
        </Text>
      )}
    </div>
  );
}
