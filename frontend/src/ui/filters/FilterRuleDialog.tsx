import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field as FluentField,
  Input,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Field, FilterRule } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../alerts';
import { ConditionBuilder } from '../conditions/ConditionBuilder';
import type { FieldEnvironment } from '../fields/fieldEnvironment';
import type { FilterDraft } from './filterDraft';
import { ruleOfDraft } from './filterDraft';
import { useFilterBuilder } from './useFilterBuilder';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 96vw)', width: '960px' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

export interface FilterRuleDialogProps {
  /** The saved filter to edit; null builds a new one. */
  editing: FilterRule | null;
  /** The person's saved filters, whose names a new one may not take. */
  saved: readonly FilterRule[];
  /** The fields a condition may test, already filtered and named (conditionFields). */
  fields: readonly Field[];
  environment: FieldEnvironment;
  /** Saving waits while the saved filters are unknown or a save runs. */
  canSave: boolean;
  saveError: string | null;
  onSave: (rule: FilterRule, original: FilterDraft['original']) => void;
  /** "Apply": the filter becomes active without being saved. */
  onApply: (rule: FilterRule) => void;
  onClose: () => void;
}

/**
 * The filter builder popup (spec 2 sections 3-5): a name and conditions in blocks of groups, saved as
 * the person's own filter or applied at once. The board's filters and the boards home's both use it.
 */
export function FilterRuleDialog({
  editing,
  saved,
  fields,
  environment,
  canSave,
  saveError,
  onSave,
  onApply,
  onClose,
}: FilterRuleDialogProps) {
  const styles = useStyles();
  const t = useT();
  const builder = useFilterBuilder(editing, saved);
  const { draft, problems, showProblems } = builder;

  // Save and Apply are refused while the draft is invalid; the first refusal shows what is missing.
  const accepted = () => {
    builder.setShowProblems(true);
    return builder.valid;
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t(editing ? 'filters_builder_edit' : 'filters_builder_new')}</DialogTitle>
          <DialogContent className={styles.content}>
            {saveError && <InlineAlert intent="error" message={t('filters_save_failed', { message: saveError })} />}
            <FluentField
              label={t('filters_name')}
              required
              validationMessage={showProblems && problems.name ? t(problems.name) : undefined}
            >
              <Input value={draft.name} onChange={(_, data) => builder.setName(data.value)} />
            </FluentField>
            <ConditionBuilder
              conditions={draft.conditions}
              fields={fields}
              environment={environment}
              missing={showProblems ? problems.conditions : undefined}
              onChange={builder.setConditions}
            />
            {showProblems && problems.empty && <Text role="alert">{t('filters_no_conditions')}</Text>}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={!canSave}
              onClick={() => canSave && accepted() && onSave(ruleOfDraft(draft), draft.original)}
            >
              {t('filters_save_private')}
            </Button>
            <Button onClick={() => accepted() && onApply(ruleOfDraft(draft))}>{t('filters_apply')}</Button>
            <Button appearance="secondary" onClick={onClose}>
              {t('filters_cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
