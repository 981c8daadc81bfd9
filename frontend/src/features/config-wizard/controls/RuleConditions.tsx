import { useId } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { type Condition, missingConditionPart } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { ConditionBuilder } from '../../../ui/conditions/ConditionBuilder';
import { useWizard } from '../WizardContext';
import { useConditionSetup } from './useConditionSetup';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
});

/**
 * The builder tells rows apart by id, and conditions stored by the old product carry none: those get
 * one from their place, which stays theirs once the builder writes them back.
 */
function withIds(conditions: readonly Condition[]): readonly Condition[] {
  const seen = new Set<string>();
  let changed = false;
  const result = conditions.map((condition, index) => {
    const id = condition.id && !seen.has(condition.id) ? condition.id : `stored-${index}`;
    seen.add(id);
    if (id === condition.id) return condition;
    changed = true;
    return { ...condition, id };
  });
  return changed ? result : conditions;
}

export interface RuleConditionsProps {
  conditions: readonly Condition[];
  onChange: (conditions: Condition[]) => void;
}

/** The conditions of a rule in the wizard, with what each unfinished one lacks once problems show. */
export function RuleConditions({ conditions, onChange }: RuleConditionsProps) {
  const styles = useStyles();
  const t = useT();
  const id = useId();
  const { showProblems } = useWizard();
  const { fields, environment } = useConditionSetup();
  const shown = withIds(conditions);
  const missing = showProblems
    ? Object.fromEntries(
        shown.flatMap((condition) => {
          const part = missingConditionPart(condition);
          return part ? [[condition.id, part] as const] : [];
        }),
      )
    : undefined;
  return (
    <div role="group" aria-labelledby={id} className={styles.root}>
      <Text id={id} weight="semibold">
        {t('rules_conditions')}
      </Text>
      <ConditionBuilder conditions={shown} fields={fields} environment={environment} missing={missing} onChange={onChange} />
    </div>
  );
}
