import { Switch, makeStyles, tokens } from '@fluentui/react-components';
import { CHART_WIDGETS, type ChartWidget } from '@listboard/shared';
import type { MessageKey } from '../../../../i18n/resources/en-US';
import { useT } from '../../../../i18n/useT';
import { PrincipalsPicker } from '../../../../ui/fields/PrincipalsPicker';
import { WizardSection } from '../../WizardSection';
import { useWizard } from '../../WizardContext';

const useStyles = makeStyles({ widgets: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL } });

const WIDGET_LABELS: Record<ChartWidget, MessageKey> = {
  status: 'charts_widget_status',
  members: 'charts_widget_members',
  completion: 'charts_widget_completion',
  burndown: 'charts_widget_burndown',
  leadTime: 'charts_widget_leadTime',
  flow: 'charts_widget_flow',
  cycleTime: 'charts_widget_cycleTime',
  throughput: 'charts_widget_throughput',
  cycleScatter: 'charts_widget_cycleScatter',
  forecast: 'charts_widget_forecast',
};

/** Spec 3 section 3, ChartsDefinition: which widgets the board's charts page shows, and who sees the charts (empty: everyone who sees the board). */
export function ChartsSection() {
  const styles = useStyles();
  const t = useT();
  const { draft, update } = useWizard();
  const charts = draft.charts;
  return (
    <WizardSection title={t('wizard_charts_section')} hint={t('wizard_charts_hint')}>
      <div className={styles.widgets} role="group" aria-label={t('wizard_charts_widgets')}>
        {CHART_WIDGETS.map((widget) => (
          <Switch
            key={widget}
            label={t(WIDGET_LABELS[widget])}
            checked={charts[widget].show}
            onChange={(_, data) =>
              update((d) => ({ ...d, charts: { ...d.charts, [widget]: { ...d.charts[widget], show: data.checked } } }))
            }
          />
        ))}
      </div>
      <PrincipalsPicker
        label={t('wizard_charts_visible_for')}
        principals={charts.visibleFor}
        onChange={(visibleFor) => update((d) => ({ ...d, charts: { ...d.charts, visibleFor } }))}
      />
    </WizardSection>
  );
}
