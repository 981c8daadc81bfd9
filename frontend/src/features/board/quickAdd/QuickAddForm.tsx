import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Field, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { parseFieldValue } from '@listboard/shared';
import { useMe } from '../../../api/queries';
import { useT } from '../../../i18n/useT';
import { escapeCloses } from '../../../ui/keys/escapeCloses';
import { useAlerts } from '../../../ui/alerts';
import { useOutsidePointerDown } from '../../../ui/useOutsidePointerDown';
import { FieldControl } from '../cardFields/FieldControl';
import { useFieldsOptions } from '../cardFields/fieldOptions';
import { fromEditText } from '../cardFields/fieldText';
import { quickAddValues, type QuickAddCell, type QuickAddPlan } from './quickAddPlan';
import { useCreateCard } from './useCreateCard';

/** Spec 1 section 9: the form scrolls into view after 100 ms and takes the focus after 367 ms. */
export const QUICK_FORM_SCROLL_DELAY_MS = 100;
export const QUICK_FORM_FOCUS_DELAY_MS = 367;

const useStyles = makeStyles({
  form: {
    boxSizing: 'border-box',
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

const focusFirstField = (form: HTMLFormElement | null) => form?.querySelector<HTMLElement>('input, select, textarea')?.focus();

interface QuickAddFormProps {
  plan: QuickAddPlan;
  cell: QuickAddCell;
  columnName: string;
  onClose: () => void;
}

/**
 * The quick add form at the top of a cell (spec 1 sections 4 and 5): only the required fields, busy until
 * their choices are loaded. After a card is saved it stays open, empty, for the next one
 * (docs/board-page.md); it closes on Escape, Cancel, an outside click unless busy, and once the cell is full.
 */
export function QuickAddForm({ plan, cell, columnName, onClose }: QuickAddFormProps) {
  const styles = useStyles();
  const t = useT();
  const { showAlert } = useAlerts();
  const me = useMe(true);
  const create = useCreateCard(plan);
  const options = useFieldsOptions(plan.ask, plan.list.url, plan.list.listID);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [openedAt] = useState(() => Date.now());
  const form = useRef<HTMLFormElement>(null);
  const userId = me.data?.id;
  const loading = options.loading || (plan.userFields.length > 0 && userId === undefined);
  // The form sits above the cell's cards, which move up when it closes: it closes once the press is released.
  useOutsidePointerDown(form, onClose, !loading && !saving, { afterRelease: true });

  useEffect(() => {
    const timer = setTimeout(() => form.current?.scrollIntoView?.({ block: 'nearest' }), QUICK_FORM_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // Choices that take longer than the focus delay move the focus as soon as they are in.
  useEffect(() => {
    if (loading) return undefined;
    const wait = Math.max(0, QUICK_FORM_FOCUS_DELAY_MS - (Date.now() - openedAt));
    const timer = setTimeout(() => focusFirstField(form.current), wait);
    return () => clearTimeout(timer);
  }, [loading, openedAt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || saving) return;
    const found: Record<string, string> = {};
    const values: Record<string, string> = {};
    for (const field of plan.ask) {
      values[field.internalName] = fromEditText(field, answers[field.internalName] ?? '');
      const parsed = parseFieldValue(field, values[field.internalName]);
      if (!parsed.ok)
        found[field.internalName] = parsed.problem.key === 'required_field' ? t('card_required_field') : parsed.problem.message;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await create(quickAddValues(plan, values, cell, userId ?? 0));
      // Ready for the next card, as Trello's composer is: the form empties and keeps the focus.
      setAnswers({});
      focusFirstField(form.current);
    } catch (error) {
      showAlert('error', error instanceof Error && error.message ? error.message : t('error_unexpected'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      ref={form}
      className={styles.form}
      aria-label={t('quick_add_label', { column: columnName })}
      aria-busy={loading || saving}
      onSubmit={submit}
      onKeyDown={escapeCloses(onClose, saving)}
      noValidate
    >
      {loading ? (
        <Spinner size="tiny" label={t('loading')} />
      ) : (
        plan.ask.map((field) => (
          <Field key={field.internalName} label={field.name} required validationMessage={problems[field.internalName]} size="small">
            <FieldControl
              field={field}
              label={field.name}
              value={answers[field.internalName] ?? ''}
              onChange={(value) => setAnswers((current) => ({ ...current, [field.internalName]: value }))}
              options={options.byField.get(field.internalName) ?? []}
              size="small"
            />
          </Field>
        ))
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" size="small" disabled={loading || saving}>
          {t('quick_add_save')}
        </Button>
        <Button type="button" size="small" disabled={saving} onClick={onClose}>
          {t('card_cancel')}
        </Button>
      </div>
    </form>
  );
}
