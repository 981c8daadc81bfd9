import { Field as FluentField, Input, SpinButton, Switch, makeStyles, tokens } from '@fluentui/react-components';
import {
  type Swimlanes,
  canAskDefaultLaneValue,
  swimlaneFieldCandidates,
  withCalculateTotal,
  withColumnScroll,
  withDefaultLaneName,
  withDynamicLanes,
  withLaneSort,
  withSwimlaneField,
} from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { ChoiceRadios } from '../../controls/ChoiceRadios';
import { FieldDropdown } from '../../controls/LabelledSelect';
import { useProblemMessage } from '../../controls/problems';
import { useWizard } from '../../WizardContext';
import { spunNumber } from '../notifications/reminderOptions';
import { WizardSection } from '../../WizardSection';
import { LaneList } from './LaneList';
import { SPIN_BUTTON_TEXTS } from '../../../../ui/controlTexts';

const useStyles = makeStyles({
  options: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
});

type SortText = '0' | '1' | '2';

/** Step 1: swimlanes by a second field, their lanes and how the board shows them (spec 2 sections 3-4). */
export function SwimlanesSection() {
  const styles = useStyles();
  const t = useT();
  const { draft, fields, update } = useWizard();
  const swimlanes = draft.swimlanes;
  const candidates = swimlaneFieldCandidates(fields, draft.columnFieldName);
  const field = candidates.find((f) => f.internalName === swimlanes.field) ?? null;
  const fieldProblem = useProblemMessage('swimlanes.field');
  const set = (change: (current: Swimlanes) => Swimlanes) => update((d) => ({ ...d, swimlanes: change(d.swimlanes) }));
  const sortOptions: { value: SortText; text: string }[] = [
    { value: '0', text: t('cfg_lanes_sort_manual') },
    { value: '1', text: t('cfg_lanes_sort_ascending') },
    { value: '2', text: t('cfg_lanes_sort_descending') },
  ];

  return (
    <WizardSection title={t('cfg_swimlanes_title')} hint={t('cfg_swimlanes_hint')}>
      <FieldDropdown
        label={t('cfg_swimlane_field')}
        fields={candidates}
        value={swimlanes.field}
        allowNone
        validationMessage={fieldProblem}
        onChange={(name) => set((s) => withSwimlaneField(s, candidates.find((f) => f.internalName === name) ?? null))}
      />
      {swimlanes.field && (
        <>
          <Switch
            label={t('cfg_lanes_dynamic')}
            checked={swimlanes.isDynamic}
            onChange={(_, data) => set((s) => withDynamicLanes(s, data.checked, field))}
          />
          {!swimlanes.isDynamic && field && <LaneList field={field} />}
          <ChoiceRadios
            label={t('cfg_lanes_sort')}
            options={sortOptions}
            value={String(swimlanes.sortType) as SortText}
            onChange={(value) => set((s) => withLaneSort(s, Number(value) as Swimlanes['sortType']))}
          />
          <div className={styles.options}>
            <Switch
              label={t('cfg_lanes_hide_empty')}
              checked={swimlanes.hideEmpty}
              onChange={(_, data) => set((s) => ({ ...s, hideEmpty: data.checked }))}
            />
            <Switch
              label={t('cfg_lanes_collapse')}
              checked={swimlanes.isCollapse}
              onChange={(_, data) => set((s) => ({ ...s, isCollapse: data.checked }))}
            />
            <Switch
              label={t('cfg_lanes_column_scroll')}
              checked={swimlanes.useColumnScroll}
              // Dynamic lanes are only known on the board, so the person decides there.
              disabled={!swimlanes.isDynamic && swimlanes.lanes.length <= 1}
              onChange={(_, data) => set((s) => withColumnScroll(s, data.checked))}
            />
            <Switch
              label={t('cfg_lanes_calculate_total')}
              checked={swimlanes.calculateTotal}
              onChange={(_, data) => update((d) => withCalculateTotal(d, data.checked))}
            />
            <Switch
              label={t('cfg_lanes_add_default')}
              checked={swimlanes.addDefault}
              onChange={(_, data) => set((s) => ({ ...s, addDefault: data.checked }))}
            />
            <Switch
              label={t('cfg_lanes_allow_drag')}
              checked={swimlanes.allowDrag}
              onChange={(_, data) => set((s) => ({ ...s, allowDrag: data.checked }))}
            />
            {/* Only where a dialog can offer a value that stays in the default lane (docs/configuration.md#default-lane-drops). */}
            {!swimlanes.isDynamic && canAskDefaultLaneValue(field) && (
              <Switch
                label={t('cfg_lanes_default_drop_dialog')}
                checked={swimlanes.showDefaultDroppingDialog}
                onChange={(_, data) => set((s) => ({ ...s, showDefaultDroppingDialog: data.checked }))}
              />
            )}
            <Switch
              label={t('cfg_lanes_hide_empty_all')}
              checked={swimlanes.hideEmptyAll}
              onChange={(_, data) => set((s) => ({ ...s, hideEmptyAll: data.checked }))}
            />
          </div>
          <FluentField label={t('cfg_lanes_height')} hint={t('cfg_lanes_height_hint')}>
            <SpinButton
              {...SPIN_BUTTON_TEXTS}
              min={0}
              step={10}
              // The height is how far a lane's cells grow before they scroll (docs/board-page.md#column-scroll).
              disabled={!swimlanes.useColumnScroll}
              value={swimlanes.height ?? null}
              onChange={(_, data) => set((s) => ({ ...s, height: laneHeightOf(spunNumber(data)) }))}
            />
          </FluentField>
          <FluentField label={t('cfg_lanes_default_name')}>
            <Input value={swimlanes.defaultName} onChange={(_, data) => set((s) => withDefaultLaneName(s, data.value))} />
          </FluentField>
        </>
      )}
    </WizardSection>
  );
}

/** An empty, unreadable or zero height means the board's default (see laneCardsHeight on the board). */
function laneHeightOf(value: number): number | null {
  return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}
