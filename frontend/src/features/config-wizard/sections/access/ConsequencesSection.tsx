import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { boardConsequences, consequenceSentenceKeys, withTeamEditing, withTeamMail } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { useWizard } from '../../WizardContext';
import { WizardSection } from '../../WizardSection';

const useStyles = makeStyles({
  changes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * The last step's plain sentence of who can view the board, who can change cards and who gets mail,
 * with the one-click changes beside it (docs/board-page.md, "The owner's first look"); the defaults
 * stay the spec's until the person clicks.
 */
export function ConsequencesSection() {
  const styles = useStyles();
  const t = useT();
  const { draft, update } = useWizard();
  const consequences = boardConsequences(draft);
  const keys = consequenceSentenceKeys(consequences);

  return (
    <WizardSection title={t('board_consequences_label')}>
      <Body1>{t(keys.sentence, { view: t(keys.view), edit: t(keys.edit), mail: t(keys.mail) })}</Body1>
      {consequences.changes.length > 0 && (
        <div className={styles.changes}>
          {consequences.changes.includes('letTeamEdit') && (
            <Button onClick={() => update((d) => ({ ...d, permission: withTeamEditing(d.permission) }))}>
              {t('board_consequences_letTeamEdit')}
            </Button>
          )}
          {consequences.changes.includes('turnOnMail') && (
            <Button onClick={() => update((d) => ({ ...d, notificationsDefinition: withTeamMail(d.notificationsDefinition) }))}>
              {t('board_consequences_turnOnMail')}
            </Button>
          )}
        </div>
      )}
    </WizardSection>
  );
}
