import { useCallback, useMemo, useState } from 'react';
import type { Person } from '../../ui/fields/PeoplePicker';
import type { FormValues } from './formModel';

export interface FileDrafts {
  pending: File[];
  removed: string[];
  /**
   * The image to show on the card (docs/board-page.md#card-pictures): a pending file, a stored one by name, null for
   * none; undefined while the person has not changed it.
   */
  onCard?: File | string | null;
}

const NO_FILES: FileDrafts = { pending: [], removed: [] };

function sameIds(a: readonly Person[], b: readonly Person[]): boolean {
  return a.length === b.length && a.every((person) => b.some((other) => other.id === person.id));
}

/**
 * What the dialog holds that the server does not have yet: edited values on top of the loaded ones,
 * files to upload or remove, the new set of watchers and a typed comment. Any of them counts as an
 * unsaved change when closing (spec 1 section 5).
 */
export function useItemDrafts(base: FormValues, storedWatchers: readonly Person[]) {
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<FileDrafts>(NO_FILES);
  const [watchers, setDraftWatchers] = useState<Person[] | null>(null);
  // The watchers shown when the person began changing them: the server makes only their change, over what others changed since.
  const [shownWatchers, setShownWatchers] = useState<Person[] | null>(null);
  const setWatchers = useCallback(
    (next: Person[]) => {
      setShownWatchers((shown) => shown ?? [...storedWatchers]);
      setDraftWatchers(next);
    },
    [storedWatchers],
  );
  const [comment, setComment] = useState('');

  const current = useMemo<FormValues>(() => ({ ...base, ...edits }), [base, edits]);
  // An edit back to the loaded value is no edit: a reload underneath must then show the reloaded value.
  const setValue = useCallback(
    (name: string, value: string) =>
      setEdits((previous) => {
        const { [name]: _dropped, ...others } = previous;
        return value === (base[name] ?? '') ? others : { ...others, [name]: value };
      }),
    [base],
  );
  const valuesChanged = Object.entries(edits).some(([name, value]) => value !== (base[name] ?? ''));
  const watchersChanged = watchers !== null && !sameIds(watchers, storedWatchers);
  const filesChanged = files.pending.length > 0 || files.removed.length > 0 || files.onCard !== undefined;

  /** After a save: the reloaded item is the new starting point. The comment is sent on its own and stays. */
  const clearSaved = useCallback(() => {
    setEdits({});
    setFiles(NO_FILES);
    setDraftWatchers(null);
    setShownWatchers(null);
  }, []);

  return {
    current,
    setValue,
    files,
    setFiles,
    watchers: watchers ?? [...storedWatchers],
    setWatchers,
    shownWatchers: shownWatchers ?? [...storedWatchers],
    watchersChanged,
    comment,
    setComment,
    isDirty: valuesChanged || filesChanged || watchersChanged || comment.trim() !== '',
    clearSaved,
  };
}
