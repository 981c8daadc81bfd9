import { Button, Checkbox, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, SaveRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/useT';
import { problemText } from './problemText';
import { useWizard } from './WizardContext';
import { LAST_STEP, problemsOfStep } from './wizardSteps';
import type { WizardSave } from './useWizardSave';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    position: 'sticky',
    bottom: 0,
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  spacer: { flexGrow: 1 },
  problems: { color: tokens.colorPaletteRedForeground1, margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** Back, Next step and Save (with "open the board afterwards"), and the current step's problems once they show. */
export function WizardFooter({ step, onStep, save }: { step: number; onStep: (step: number) => void; save: WizardSave }) {
  const styles = useStyles();
  const t = useT();
  const { problems, showProblems, isNew } = useWizard();
  const shown = showProblems ? problemsOfStep(problems, step) : [];
  // A new board is saved from its last step, once every step was walked through.
  const canSave = !isNew || step === LAST_STEP;
  return (
    <div className={styles.footer}>
      {shown.length > 0 && (
        <ul className={styles.problems} role="alert" aria-label={t('wizard_step_problems')}>
          {shown.map((p) => (
            <li key={`${p.key}:${p.path ?? ''}`}>{problemText(t, p)}</li>
          ))}
        </ul>
      )}
      <span className={styles.spacer} />
      {step > 0 && (
        <Button icon={<ArrowLeftRegular />} onClick={() => onStep(step - 1)}>
          {t('wizard_previous_step')}
        </Button>
      )}
      {step < LAST_STEP && (
        <Button
          appearance={canSave ? 'secondary' : 'primary'}
          icon={<ArrowRightRegular />}
          iconPosition="after"
          onClick={() => onStep(step + 1)}
        >
          {t('wizard_next_step')}
        </Button>
      )}
      {canSave && (
        <>
          <Checkbox
            label={t('wizard_open_after_save')}
            checked={save.openAfterSave}
            onChange={(_, data) => save.setOpenAfterSave(Boolean(data.checked))}
          />
          <Button
            appearance="primary"
            icon={save.saving ? <Spinner size="tiny" /> : <SaveRegular />}
            disabledFocusable={save.saving}
            onClick={save.save}
          >
            {save.saving ? t('wizard_saving') : t('wizard_save')}
          </Button>
        </>
      )}
    </div>
  );
}
