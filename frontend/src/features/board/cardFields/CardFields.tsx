import { Fragment, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Item } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { type CardValue, fieldValueText } from '../../../ui/fields/fieldDisplay';
import type { CardActions } from '../actions/useCardActions';
import type { CardClasses } from '../card/cardClasses';
import type { CardDisplay } from '../card/cardSettings';
import { canEditOnCard, type CardFieldDef } from './cardFieldDefs';
import { InlineFieldEditor } from './lazyInlineFieldEditor';
import type { InlineDecision } from './inlineSave';
import { useSingleClick } from './useSingleClick';

interface CardFieldsProps {
  item: Item;
  classes: CardClasses;
  display: CardDisplay;
  /** Missing where the card is only a picture (the drag overlay): its values are then never editable. */
  onSave?: CardActions['saveField'];
  /** The card is busy (moving, saving, deleting): nothing starts editing. */
  disabled?: boolean;
}

/** The board's card fields with their names (board.cardFields); empty ones are left out when the board says so. */
export function CardFields(props: CardFieldsProps) {
  const { item, display } = props;
  const shown = display.fields.filter((def) => !display.hideEmptyFields || Boolean(item.card[def.internalName]?.v));
  // Most boards show no fields on their cards: they pay for no state at all.
  return shown.length > 0 ? <FieldList {...props} shown={shown} /> : null;
}

function FieldList({ item, classes, onSave, disabled = false, shown }: CardFieldsProps & { shown: CardFieldDef[] }) {
  const t = useT();
  const [editing, setEditing] = useState<string | null>(null);
  // The new value shows while it is being saved; a failed save brings the old one back.
  const [saving, setSaving] = useState<{ name: string; value: CardValue } | null>(null);
  // Which field's button takes focus back once its editor has closed (after that render).
  const focusAfterEdit = useRef<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const clicks = useSingleClick();

  useEffect(() => {
    if (focusAfterEdit.current === null) return;
    buttons.current.get(focusAfterEdit.current)?.focus();
    focusAfterEdit.current = null;
  });

  const close = (def: CardFieldDef, returnFocus: boolean) => {
    setEditing(null);
    if (returnFocus) focusAfterEdit.current = def.internalName;
  };

  const commit = (def: CardFieldDef, decision: InlineDecision, byKeyboard: boolean) => {
    close(def, byKeyboard);
    if (decision.kind !== 'save' || !onSave || !def.field) return;
    setSaving({ name: def.internalName, value: { t: decision.text, v: decision.value } });
    void onSave(item, def.field, decision.value).then(() => setSaving(null));
  };

  return (
    <dl className={classes.fields}>
      {shown.map((def) => {
        const value = item.card[def.internalName];
        const text = fieldValueText(def.field, saving?.name === def.internalName ? saving.value : value);
        const editable = onSave !== undefined && canEditOnCard(def, item);
        let content: ReactNode = text;
        if (editable && editing === def.internalName) {
          content = (
            <Suspense fallback={text}>
              <InlineFieldEditor
                field={def.field}
                label={def.name}
                current={value?.v ?? ''}
                siteURL={item.info.siteURL}
                listID={item.info.listID}
                className={classes.fieldEditor}
                onCommit={(decision, byKeyboard) => commit(def, decision, byKeyboard)}
                onCancel={() => close(def, true)}
              />
            </Suspense>
          );
        } else if (editable) {
          content = (
            <button
              type="button"
              ref={(element) => {
                if (element) buttons.current.set(def.internalName, element);
                else buttons.current.delete(def.internalName);
              }}
              className={classes.fieldButton}
              aria-disabled={disabled}
              aria-label={t('card_field_edit', { field: def.name, value: text || t('card_field_empty') })}
              onClick={(event) => !disabled && clicks.onClick(event, () => setEditing(def.internalName))}
              onDoubleClick={clicks.cancel}
            >
              {text || '—'}
            </button>
          );
        }
        return (
          <Fragment key={def.internalName}>
            <dt className={classes.fieldName}>{def.name}</dt>
            <dd className={classes.fieldValue}>{content}</dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
