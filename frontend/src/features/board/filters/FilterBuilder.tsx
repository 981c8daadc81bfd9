import { useMemo } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field as FluentField, Input, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import type { BoardResponse, FilterRule, User } from '@listboard/shared';
import { useSavePrivateFilters } from '../../../api/filterEndpoints';
import { useT } from '../../../i18n/useT';
import { InlineAlert } from '../../../ui/alerts';
import type { FieldEnvironment } from '../../../ui/fields/fieldEnvironment';
import { ConditionBuilder } from '../../../ui/conditions/ConditionBuilder';
import { conditionFields } from '../../../ui/conditions/conditionFields';
import { privateListAfterSave, ruleOfDraft } from './filterDraft';
import { useFilterBuilder } from './useFilterBuilder';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 96vw)', width: '960px' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

const NOTHING_SAVED: readonly FilterRule[] = [];

export interface FilterBuilderProps {
  boardId: string;
  board: BoardResponse;
  users: readonly User[];
  /** The saved private filter to edit; null builds a new one. */
  editing: FilterRule | null;
  /**
   * Every filter of GET /api/filters/all: the private ones are sent back whole on save, so saving
   * waits until they are known (undefined while loading or after a failed load).
   */
  saved: readonly FilterRule[] | undefined;
  /** "Apply": the filter becomes active without being saved. */
  onApply: (rule: FilterRule) => void;
  onClose: () => void;
}

/** The filter builder popup (spec 2 sections 3-5): a name and conditions in blocks of groups. */
export function FilterBuilder({ boardId, board, users, editing, saved, onApply, onClose }: FilterBuilderProps) {
  const styles = useStyles();
  const t = useT();
  const builder = useFilterBuilder(editing, saved ?? NOTHING_SAVED);
  const save = useSavePrivateFilters(boardId);
  const fields = useMemo(() => conditionFields(board.fields, t), [board.fields, t]);
  const environment = useMemo<FieldEnvironment>(() => {
    const list = board.source.lists[0];
    return { siteURL: list?.url ?? '', listID: list?.listID ?? '', people: new Map(users.map((u) => [u.id, u.name])), clock: '24h' };
  }, [board.source.lists, users]);
  const { draft, problems, showProblems } = builder;

  // Save and Apply are refused while the draft is invalid; the first refusal shows what is missing.
  const accepted = () => {
    builder.setShowProblems(true);
    return builder.valid;
  };
  const saveAsPrivate = () => {
    if (!accepted() || save.isPending || !saved) return;
    save.mutate(privateListAfterSave(saved, ruleOfDraft(draft), draft.original), { onSuccess: onClose });
  };
  const apply = () => {
    if (accepted()) onApply(ruleOfDraft(draft));
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t(editing ? 'filters_builder_edit' : 'filters_builder_new')}</DialogTitle>
          <DialogContent className={styles.content}>
            {save.error && <InlineAlert intent="error" message={t('filters_save_failed', { message: save.error.message })} />}
            <FluentField label={t('filters_name')} required validationMessage={showProblems && problems.name ? t(problems.name) : undefined}>
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
            <Button appearance="primary" disabledFocusable={save.isPending || !saved} onClick={saveAsPrivate}>
              {t('filters_save_private')}
            </Button>
            <Button onClick={apply}>{t('filters_apply')}</Button>
            <Button appearance="secondary" onClick={onClose}>
              {t('filters_cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
