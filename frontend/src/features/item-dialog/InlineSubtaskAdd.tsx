import { useRef, useState, type KeyboardEvent } from 'react';
import { Field, Input, Spinner } from '@fluentui/react-components';
import type { BoardResponse, FieldValue } from '@listboard/shared';
import { saveItemValues, type ItemPlace } from '../../api/itemEndpoints';
import { useT } from '../../i18n/useT';
import { parentCell } from './itemRoute';

interface InlineSubtaskAddProps {
  board: BoardResponse;
  parent: ItemPlace;
  /** The parent's values as the dialog shows them: a new subtask takes its column and lane. */
  parentValues: Readonly<Record<string, string>>;
  disabled: boolean;
  /** Creates the subtask; a refusal (WIP limit, permission) is the caller's to tell. */
  onAdd: (create: () => Promise<unknown>) => Promise<void>;
}

/** The values of a new subtask titled `title`: the parent's column and lane, and the parent link. */
function subtaskValues(
  board: BoardResponse,
  parent: ItemPlace,
  parentValues: Readonly<Record<string, string>>,
  title: string,
): FieldValue[] {
  const values: FieldValue[] = [
    { name: board.titleFieldName, value: title },
    ...parentCell(board, parentValues).map(({ name, value }) => ({ name, value })),
  ];
  if (board.parentlookup) values.push({ name: board.parentlookup, value: String(parent.itemID) });
  return values;
}

/**
 * A subtask added by its title alone, as a checklist item is: Enter adds it and leaves the box empty for
 * the next. It goes into the parent's column and lane; the full form (New subtask) chooses otherwise.
 */
export function InlineSubtaskAdd({ board, parent, parentValues, disabled, onAdd }: InlineSubtaskAddProps) {
  const t = useT();
  const [title, setTitle] = useState('');
  const [adding, setAdding] = useState(false);
  const box = useRef<HTMLInputElement>(null);

  const add = async () => {
    const typed = title.trim();
    if (typed === '' || adding) return;
    setAdding(true);
    await onAdd(() => saveItemValues({ ...parent, itemID: 0 }, subtaskValues(board, parent, parentValues, typed)).then(() => setTitle('')));
    setAdding(false);
    box.current?.focus();
  };

  // Enter belongs to the box: it adds the subtask and neither saves nor closes the parent's dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    void add();
  };

  return (
    <Field label={t('subtask_inline_title')} hint={t('subtask_inline_hint')}>
      <Input
        ref={box}
        value={title}
        // Read-only rather than disabled while busy: the focus stays in the box for the next title.
        readOnly={adding || disabled}
        contentAfter={adding ? <Spinner size="extra-tiny" /> : undefined}
        onChange={(_, data) => setTitle(data.value)}
        onKeyDown={onKeyDown}
      />
    </Field>
  );
}
