import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useT } from '../../../../i18n/useT';
import { useWizard } from '../../WizardContext';
import { WizardSection } from '../../WizardSection';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, listStyleType: 'none', margin: 0, padding: 0 },
  view: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
});

/** A stored view is a loose object: it is known by its name, its title or its id, whichever it has. */
function viewName(view: Record<string, unknown>, index: number): string {
  const name = [view.name, view.title, view.id].find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof name === 'string' ? name : `#${index + 1}`;
}

/**
 * Step 1: the list views the board may filter by. The built-in lists have none, so this only says
 * so and lets views that came with an imported configuration be removed.
 */
export function ViewsSection() {
  const styles = useStyles();
  const t = useT();
  const { draft, update } = useWizard();
  return (
    <WizardSection title={t('cfg_views_title')} hint={t('cfg_views_hint')}>
      <Text>{t('cfg_views_none_offered')}</Text>
      {draft.views.length > 0 && (
        <ul className={styles.list} aria-label={t('cfg_views_configured')}>
          {draft.views.map((view, index) => {
            const name = viewName(view, index);
            return (
              <li key={`${name}:${index}`} className={styles.view}>
                <Text>{name}</Text>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('cfg_view_remove', { name })}
                  onClick={() => update((d) => ({ ...d, views: d.views.filter((_, i) => i !== index) }))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </WizardSection>
  );
}
