import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { type PickableLabel, labelFontColor, labelKey } from '@listboard/shared';
import { useT } from '../../i18n/useT';

const useStyles = makeStyles({
  picker: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minWidth: 0 },
  list: { display: 'flex', flexDirection: 'column', maxHeight: '240px', overflowY: 'auto' },
  // The label as the card paints it, so a person picks by the colour they know from the board.
  chip: {
    display: 'inline-block',
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
  },
  none: { color: tokens.colorNeutralForeground2 },
  create: { display: 'flex', columnGap: tokens.spacingHorizontalS, alignItems: 'center' },
  name: { flexGrow: 1, minWidth: 0 },
  // German and French names of the button are long: the name box gives way, the button stays on one line.
  createButton: { flexShrink: 0, whiteSpace: 'nowrap' },
});

export interface LabelsPickerProps {
  labels: readonly PickableLabel[];
  /** The names of the labels the card has, as the board spells them. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** Makes a new label of the board, where the person may; resolves to its name, or null when it was refused. */
  onCreate?: (name: string) => Promise<string | null>;
  disabled?: boolean;
  /** The list's name for people who cannot see it; the spec's card_edit_labels unless given. */
  groupLabel?: string;
}

/**
 * Spec 1 section 6's labels picker (card_edit_labels): the board's labels in their colours, ticked when the
 * card has them, and, where the board lets the person, a name to create one. A name the board has already
 * (in any letter case) ticks that label rather than creating it twice.
 */
export function LabelsPicker({ labels, chosen, onChange, onCreate, disabled = false, groupLabel }: LabelsPickerProps) {
  const styles = useStyles();
  const t = useT();
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const isChosen = (label: string) => chosen.some((c) => labelKey(c) === labelKey(label));
  const toggle = (label: string, on: boolean) => onChange(on ? [...chosen, label] : chosen.filter((c) => labelKey(c) !== labelKey(label)));

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted || !onCreate) return;
    const known = labels.find((label) => labelKey(label.name) === labelKey(wanted));
    if (known) {
      if (!isChosen(known.name)) toggle(known.name, true);
      setName('');
      return;
    }
    setCreating(true);
    const created = await onCreate(wanted);
    setCreating(false);
    if (created === null) return;
    setName('');
    if (!isChosen(created)) onChange([...chosen, created]);
  };

  return (
    <div className={styles.picker}>
      {/* Disabled boxes take no focus: the list itself does, so a long list still scrolls by keyboard. */}
      <div
        role="group"
        aria-label={groupLabel ?? t('card_edit_labels')}
        className={styles.list}
        tabIndex={disabled && labels.length > 0 ? 0 : undefined}
      >
        {labels.length === 0 && <span className={styles.none}>{t('card_labels_none')}</span>}
        {labels.map((label) => (
          <Checkbox
            key={label.name}
            checked={isChosen(label.name)}
            disabled={disabled}
            onChange={(_, data) => toggle(label.name, data.checked === true)}
            label={
              <span className={styles.chip} style={{ backgroundColor: label.color, color: labelFontColor(label.color) }}>
                {label.name}
              </span>
            }
          />
        ))}
      </div>
      {onCreate && (
        <form className={styles.create} onSubmit={(event) => void create(event)}>
          <Input
            className={styles.name}
            aria-label={t('card_labels_new')}
            placeholder={t('card_labels_new')}
            value={name}
            disabled={disabled || creating}
            onChange={(_, data) => setName(data.value)}
          />
          <Button
            className={styles.createButton}
            type="submit"
            disabled={disabled || creating || name.trim() === ''}
            icon={creating ? <Spinner size="tiny" /> : undefined}
          >
            {t('card_labels_create')}
          </Button>
        </form>
      )}
    </div>
  );
}
