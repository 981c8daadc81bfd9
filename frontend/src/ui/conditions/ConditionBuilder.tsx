import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { Condition, Field } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import type { FieldEnvironment } from '../fields/fieldEnvironment';
import { ConditionRow } from './ConditionRow';
import {
  addBlock,
  addCondition,
  addGroup,
  blocksOf,
  joinsSomething,
  newConditionId,
  removeCondition,
  updateCondition,
} from './conditionTree';

const useStyles = makeStyles({
  builder: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  block: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  group: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke2}`,
  },
  adder: { alignSelf: 'flex-start' },
});

export interface ConditionBuilderProps {
  conditions: readonly Condition[];
  /** The fields a condition may test, already filtered and named (conditionFields). */
  fields: readonly Field[];
  environment: FieldEnvironment;
  /** What each incomplete condition still lacks, by id; shown only once the person tried to save. */
  missing?: Readonly<Record<string, 'field' | 'operator' | 'value'>>;
  onChange: (conditions: Condition[]) => void;
}

/**
 * Conditions in blocks of groups (spec 2 sections 3-4), used by the board's filter builder and by the
 * configuration's filters, style and notification rules: adding a block adds a group and a condition,
 * and removing the last condition of a group or block removes it (conditionTree).
 */
export function ConditionBuilder({ conditions, fields, environment, missing, onChange }: ConditionBuilderProps) {
  const styles = useStyles();
  const t = useT();
  const list = conditions;
  return (
    <div className={styles.builder}>
      {blocksOf(list).map(({ block, groups }) => (
        <div key={block} role="group" aria-label={t('filters_block', { number: block + 1 })} className={styles.block}>
          {groups.map(({ group, conditions: rows }) => (
            <div key={group} role="group" aria-label={t('filters_group', { number: group + 1, block: block + 1 })} className={styles.group}>
              {rows.map((condition) => (
                <ConditionRow
                  key={condition.id}
                  condition={condition}
                  fields={fields}
                  showConjunction={joinsSomething(list, condition.id)}
                  missing={missing?.[condition.id]}
                  environment={environment}
                  onChange={(change) => onChange(updateCondition(list, condition.id, change))}
                  onRemove={() => onChange(removeCondition(list, condition.id))}
                />
              ))}
              <Button
                className={styles.adder}
                size="small"
                icon={<AddRegular />}
                onClick={() => onChange(addCondition(list, block, group, newConditionId()))}
              >
                {t('filters_add_condition')}
              </Button>
            </div>
          ))}
          <Button
            className={styles.adder}
            size="small"
            icon={<AddRegular />}
            onClick={() => onChange(addGroup(list, block, newConditionId()))}
          >
            {t('filters_add_group')}
          </Button>
        </div>
      ))}
      <Button className={styles.adder} icon={<AddRegular />} onClick={() => onChange(addBlock(list, newConditionId()))}>
        {t('filters_add_block')}
      </Button>
    </div>
  );
}
