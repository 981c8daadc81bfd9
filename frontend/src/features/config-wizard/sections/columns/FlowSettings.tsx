import { useId } from 'react';
import { Field as FluentField, SpinButton, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../../../i18n/useT';
import { SPIN_BUTTON_TEXTS } from '../../../../ui/controlTexts';
import { useProblemMessage } from '../../controls/problems';
import { useWizard } from '../../WizardContext';
import { typedLimit } from '../../controls/typedLimit';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, margin: 0, padding: 0, border: 'none' },
  heading: { fontWeight: tokens.fontWeightSemibold, padding: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
  limit: { maxWidth: '320px' },
});

/** The board's flow (docs/reporting.md#card-aging, #wip-per-person): card aging on the cards, and the limit per person. */
export function FlowSettings() {
  const styles = useStyles();
  const t = useT();
  const headingId = useId();
  const { draft, update } = useWizard();
  const limitProblem = useProblemMessage('flow.personWipLimit');
  const flow = draft.flow;
  const change = (next: Partial<typeof flow>) => update((d) => ({ ...d, flow: { ...d.flow, ...next } }));

  return (
    <fieldset className={styles.group} aria-labelledby={headingId}>
      <legend id={headingId} className={styles.heading}>
        {t('cfg_flow_title')}
      </legend>
      <Text size={200} className={styles.hint}>
        {t('cfg_flow_hint')}
      </Text>
      <FluentField hint={t('cfg_flow_show_aging_hint')}>
        <Switch label={t('cfg_flow_show_aging')} checked={flow.showAging} onChange={(_, data) => change({ showAging: data.checked })} />
      </FluentField>
      <FluentField
        className={styles.limit}
        label={t('cfg_flow_person_limit')}
        hint={t('cfg_flow_person_limit_hint')}
        validationMessage={limitProblem}
      >
        <SpinButton
          {...SPIN_BUTTON_TEXTS}
          min={0}
          max={999}
          value={flow.personWipLimit}
          onChange={(_, data) => change({ personWipLimit: typedLimit(data.value, data.displayValue) })}
        />
      </FluentField>
    </fieldset>
  );
}
