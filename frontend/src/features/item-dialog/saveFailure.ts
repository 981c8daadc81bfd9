import type { Field, FieldProblem } from '@listboard/shared';
import { ApiError } from '../../api/client';
import type { Translate } from '../../i18n/i18n';
import { type FieldErrors, errorsOf } from './validation';

export interface SaveFailure {
  fieldErrors: FieldErrors;
  /** Shown at the top of the dialog; null when every problem belongs to a field. */
  message: string | null;
  /** Someone else changed the item: the dialog reloads it (spec: report and reload). */
  reload: boolean;
  /** Who saved the item first, and the values this dialog had before (docs/live-updates.md#presence); set after a 412. */
  conflict?: SaveConflict;
}

/** A save refused because someone saved first: who, when, and the values the form started from before theirs. */
export interface SaveConflict {
  by: string | null;
  modified: string | null;
  before: Record<string, string>;
}

/** How the dialog shows a refused save (spec 1 section 8: in the dialog, WIP limit as wip_limit_error). */
export function saveFailure(error: unknown, fields: readonly Field[], t: Translate): SaveFailure {
  const none = { fieldErrors: {}, reload: false };
  if (!(error instanceof ApiError))
    return { ...none, message: error instanceof Error && error.message ? error.message : t('error_unexpected') };
  if (error.status === 400 && error.code === 'invalid_value') {
    // The server names each problem's field and message key; problems of no field on the form stay a message.
    const problems = error.errors as FieldProblem[];
    const onForm = problems.filter((p) => fields.some((f) => f.internalName === p.field));
    const elsewhere = problems.filter((p) => !onForm.includes(p)).map((p) => p.message);
    return {
      ...none,
      fieldErrors: errorsOf(onForm, fields, t),
      message: elsewhere.join(' ') || (onForm.length === 0 ? error.message : null),
    };
  }
  if (error.code === 'wip_limit') return { ...none, message: t('wip_limit_error') };
  if (error.code === 'file_empty') return { ...none, message: t('file_empty') };
  if (error.status === 412) return { ...none, message: t('item_stale'), reload: true };
  if (error.status === 403) return { ...none, message: t('item_save_denied') };
  return { ...none, message: error.message || t('error_unexpected') };
}
