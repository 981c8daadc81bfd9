import { Button, Field as FluentField, Input, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { type Field, type Lane, canDeleteLane, withLanes } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { useProblemMessage } from '../../controls/problems';
import { useWizard } from '../../WizardContext';
import { LaneValueInput } from './LaneValueInput';
import { useTelemetry } from '../../../../telemetry';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  // One row on a wide screen; on a phone the name, the value, and the switch with the delete button wrap onto rows of their own.
  lane: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'end',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  laneName: { flex: '1 1 160px', minWidth: 0 },
  // A dropdown is at least 250 px wide by default, wider than a 320 px phone leaves it.
  laneValue: { flex: '1.5 1 200px', minWidth: 0, '& .fui-Dropdown, & .fui-Combobox': { minWidth: 0 } },
  adder: { alignSelf: 'flex-start' },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

const NEW_LANE: Lane = { name: '', value: '', isDefault: false, isCollapsedByDefault: false };

interface LaneRowProps {
  field: Field;
  lane: Lane;
  index: number;
  number: number;
  canDelete: boolean;
  onChange: (lane: Lane) => void;
  onDelete: () => void;
}

function LaneRow({ field, lane, index, number, canDelete, onChange, onDelete }: LaneRowProps) {
  const styles = useStyles();
  const t = useT();
  const valueProblem = useProblemMessage(`swimlanes.lanes.${index}.value`);
  const title = lane.name.trim() || t('cfg_lane_number', { number });
  return (
    <div role="group" aria-label={title} className={styles.lane}>
      <FluentField className={styles.laneName} label={t('cfg_lane_name')}>
        <Input value={lane.name} onChange={(_, data) => onChange({ ...lane, name: data.value })} />
      </FluentField>
      <div className={styles.laneValue}>
        <LaneValueInput field={field} lane={lane} validationMessage={valueProblem} onChange={onChange} />
      </div>
      <Switch
        label={t('cfg_lane_collapsed')}
        checked={lane.isCollapsedByDefault}
        onChange={(_, data) => onChange({ ...lane, isCollapsedByDefault: data.checked })}
      />
      <Button
        appearance="subtle"
        icon={<DeleteRegular />}
        aria-label={t('cfg_lane_delete', { name: title })}
        disabled={!canDelete}
        onClick={onDelete}
      />
    </div>
  );
}

/** The lanes of a swimlane field that is not dynamic; the default lane has settings of its own. */
export function LaneList({ field }: { field: Field }) {
  const styles = useStyles();
  const t = useT();
  const { draft, update } = useWizard();
  const countProblem = useProblemMessage('swimlanes.lanes');
  const entries = draft.swimlanes.lanes.map((lane, index) => ({ lane, index })).filter(({ lane }) => !lane.isDefault);
  const telemetry = useTelemetry();
  const setLanes = (change: (lanes: Lane[]) => Lane[]) =>
    update((d) => ({ ...d, swimlanes: withLanes(d.swimlanes, change(d.swimlanes.lanes)) }));

  return (
    <div role="group" aria-label={t('cfg_lanes')} className={styles.list}>
      {entries.map(({ lane, index }, position) => (
        <LaneRow
          key={index}
          field={field}
          lane={lane}
          index={index}
          number={position + 1}
          canDelete={canDeleteLane(entries.length)}
          onChange={(next) => setLanes((lanes) => lanes.map((l, i) => (i === index ? next : l)))}
          onDelete={() => {
            setLanes((lanes) => lanes.filter((_, i) => i !== index));
            telemetry.track('swimlane_removed');
          }}
        />
      ))}
      {entries.length === 0 && <Text>{t('cfg_lanes_none')}</Text>}
      {countProblem && (
        <Text role="alert" className={styles.problem}>
          {countProblem}
        </Text>
      )}
      <Button
        className={styles.adder}
        icon={<AddRegular />}
        onClick={() => {
          setLanes((lanes) => [...lanes, NEW_LANE]);
          telemetry.track('swimlane_added');
        }}
      >
        {t('cfg_lane_add')}
      </Button>
    </div>
  );
}
