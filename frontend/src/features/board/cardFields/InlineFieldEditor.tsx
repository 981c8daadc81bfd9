import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { Spinner } from '@fluentui/react-components';
import type { Field } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { useOutsidePointerDown } from '../../../ui/useOutsidePointerDown';
import { FieldControl } from './FieldControl';
import { useFieldOptions } from './fieldOptions';
import { toEditText } from './fieldText';
import { decideInlineSave, type InlineDecision } from './inlineSave';

/** Spec 1 section 9: the editor takes the focus this long after it opens. */
export const EDITOR_FOCUS_DELAY_MS = 200;

interface InlineFieldEditorProps {
  field: Field;
  label: string;
  /** The card's value string of the field. */
  current: string;
  siteURL: string;
  listID: string;
  className: string;
  /** Enter or an outside click: what the edit amounts to. `byKeyboard` tells whether the focus should go back to the value. */
  onCommit: (decision: InlineDecision, byKeyboard: boolean) => void;
  onCancel: () => void;
}

// The editor lives on a draggable card that opens on double click: its own pointer and clicks stay with it.
const keepToEditor = (event: SyntheticEvent) => event.stopPropagation();

function focusControl(container: HTMLElement | null): void {
  const control = container?.querySelector<HTMLElement>('input, select, textarea');
  control?.focus();
  if (control instanceof HTMLInputElement && control.type === 'text') control.select();
}

/** A field of a card being edited in place: Enter or an outside click saves, Escape cancels. */
export function InlineFieldEditor({ field, label, current, siteURL, listID, className, onCommit, onCancel }: InlineFieldEditorProps) {
  const t = useT();
  const { options, loading } = useFieldOptions(field, siteURL, listID);
  const [text, setShownText] = useState(() => toEditText(field, current));
  // A date typed and confirmed with Enter reaches us in the same key press that commits: read the newest text.
  const latestText = useRef(text);
  const setText = (next: string) => {
    latestText.current = next;
    setShownText(next);
  };
  const ref = useRef<HTMLDivElement>(null);

  const commit = (byKeyboard: boolean) => {
    // A control that cannot read what was typed (a date) says why and keeps the editor open: nothing is lost.
    if (ref.current?.querySelector('[aria-invalid="true"]')) return;
    const names = new Map(options.map((option) => [option.value, option.text]));
    onCommit(
      decideInlineSave(field, current, latestText.current, (id) => names.get(String(id))),
      byKeyboard,
    );
  };
  // A control that reads its typed text on blur (a date) has read it before the click outside saves.
  useOutsidePointerDown(ref, () => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && ref.current?.contains(focused)) focused.blur();
    commit(false);
  });

  useEffect(() => {
    if (loading) return undefined;
    const timer = setTimeout(() => focusControl(ref.current), EDITOR_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  // Enter is taken on its way down: a date picker keeps its Enter to itself (it reads the typed date, then opens its
  // calendar). The commit waits until the key press is handled, so it saves the date just read.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    queueMicrotask(() => commit(true));
  };

  return (
    <div
      ref={ref}
      className={className}
      onKeyDownCapture={onEnter}
      onKeyDown={onKeyDown}
      onPointerDown={keepToEditor}
      onDoubleClick={keepToEditor}
    >
      {loading ? (
        <Spinner size="extra-tiny" label={t('loading')} />
      ) : (
        <FieldControl field={field} label={label} value={text} onChange={setText} options={options} size="small" />
      )}
    </div>
  );
}
