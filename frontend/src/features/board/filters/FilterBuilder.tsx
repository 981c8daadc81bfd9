import { useMemo } from 'react';
import type { BoardResponse, FilterRule, User } from '@listboard/shared';
import { useSavePrivateFilters } from '../../../api/filterEndpoints';
import { useT } from '../../../i18n/useT';
import type { FieldEnvironment } from '../../../ui/fields/fieldEnvironment';
import { conditionFields } from '../../../ui/conditions/conditionFields';
import { privateListAfterSave } from '../../../ui/filters/filterDraft';
import { FilterRuleDialog } from '../../../ui/filters/FilterRuleDialog';

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

/** The board's filter builder: conditions over the board's fields, saved among the person's private filters of the board. */
export function FilterBuilder({ boardId, board, users, editing, saved, onApply, onClose }: FilterBuilderProps) {
  const t = useT();
  const save = useSavePrivateFilters(boardId);
  const fields = useMemo(() => conditionFields(board.fields, t), [board.fields, t]);
  const environment = useMemo<FieldEnvironment>(() => {
    const list = board.source.lists[0];
    return {
      siteURL: list?.url ?? '',
      listID: list?.listID ?? '',
      people: new Map(users.map((u) => [u.id, { name: u.name, isGroup: u.isGroup }])),
      clock: '24h',
    };
  }, [board.source.lists, users]);

  return (
    <FilterRuleDialog
      editing={editing}
      saved={saved ?? NOTHING_SAVED}
      fields={fields}
      environment={environment}
      canSave={!save.isPending && saved !== undefined}
      saveError={save.error?.message ?? null}
      onSave={(rule, original) => saved && save.mutate(privateListAfterSave(saved, rule, original), { onSuccess: onClose })}
      onApply={onApply}
      onClose={onClose}
    />
  );
}
