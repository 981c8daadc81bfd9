import { useCallback, useMemo, useState } from 'react';
import { type BoardConfig, type Field, validateBoardConfig } from '@listboard/shared';
import type { WizardState } from './WizardContext';

export interface WizardStateHandle extends WizardState {
  dirty: boolean;
  setShowProblems: (show: boolean) => void;
  /** The stored version the draft starts from (null for a board not saved yet). */
  etag: string | null;
  /** After a save: the saved configuration, at its new version, is the new starting point. */
  markSaved: (saved: BoardConfig, etag: string) => void;
}

/** The draft being edited, its lists' fields, its problems and whether anything changed since loading or saving. */
export function useWizardState(
  initial: BoardConfig,
  initialEtag: string | null,
  initialFields: readonly Field[],
  isNew: boolean,
): WizardStateHandle {
  const [draft, setDraft] = useState(initial);
  const [etag, setEtag] = useState(initialEtag);
  const [saved, setSaved] = useState(initial);
  const [fields, setFields] = useState<readonly Field[]>(initialFields);
  const [showProblems, setShowProblems] = useState(false);
  const problems = useMemo(() => validateBoardConfig(draft, fields), [draft, fields]);
  const update = useCallback((change: (draft: BoardConfig) => BoardConfig) => setDraft(change), []);
  const markSaved = useCallback((config: BoardConfig, savedEtag: string) => {
    setDraft(config);
    setSaved(config);
    setEtag(savedEtag);
    setShowProblems(false);
  }, []);
  return {
    draft,
    etag,
    fields,
    isNew,
    problems,
    showProblems,
    update,
    setFields,
    setShowProblems,
    markSaved,
    dirty: draft !== saved,
  };
}
