import { useEffect, useRef, useState } from 'react';
import { Button, Popover, PopoverSurface, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { type Item, formatMultiChoice, pickableLabels } from '@listboard/shared';
import { useLabelCreation } from '../../../api/hooks/useLabelCreation';
import { useT } from '../../../i18n/useT';
import { LabelsPicker } from '../../../ui/labels/LabelsPicker';
import type { CardLabelsSettings } from '../card/cardSettings';
import type { CardPopups } from './cardPopups';
import type { CardActions } from './useCardActions';

const useStyles = makeStyles({
  surface: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    width: 'min(320px, calc(100vw - 32px))',
    boxSizing: 'border-box',
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

interface CardLabelsPopupProps {
  item: Item;
  anchor: HTMLElement;
  popups: CardPopups;
  actions: CardActions;
  labels: CardLabelsSettings;
}

/**
 * The card's labels picker beside its More options button: the ticks are written together on Save, as one
 * conditional update of the card (actions.saveField, over the card's ETag); a save that fails says why and
 * leaves the picker open. A label created here is on the board at once, and ticked.
 */
export function CardLabelsPopup({ item, anchor, popups, actions, labels }: CardLabelsPopupProps) {
  const styles = useStyles();
  const t = useT();
  const { labelsColors, create } = useLabelCreation(
    { boardId: labels.boardId, siteURL: item.info.siteURL, listID: item.info.listID, field: labels.field.internalName },
    labels.labelsColors,
  );
  const [chosen, setChosen] = useState(() => item.labels.map((label) => label.name));
  const [saving, setSaving] = useState(false);
  const surface = useRef<HTMLDivElement>(null);
  // Not a modal trap: an alert about a failed save stays readable beside it. The focus starts on the first label,
  // without scrolling the board to where the surface is before it is placed beside the card.
  useEffect(() => surface.current?.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true }), []);

  const close = () => {
    popups.close('labels');
    anchor.focus();
  };
  const save = async () => {
    const unchanged = chosen.length === item.labels.length && chosen.every((name, i) => name === item.labels[i].name);
    if (unchanged) return close();
    setSaving(true);
    const before = formatMultiChoice(item.labels.map((label) => label.name));
    const saved = await actions.saveField(item, labels.field, formatMultiChoice(chosen), before);
    setSaving(false);
    if (saved) close();
  };
  return (
    <Popover open onOpenChange={(_, data) => !data.open && close()} positioning={{ target: anchor, position: 'below', align: 'end' }}>
      <PopoverSurface ref={surface} role="dialog" className={styles.surface} aria-label={t('card_edit_labels_of', { title: item.name })}>
        <h2 className={styles.title}>{t('card_edit_labels')}</h2>
        <LabelsPicker
          labels={pickableLabels(labelsColors, item.labels)}
          chosen={chosen}
          onChange={setChosen}
          onCreate={labels.canCreate ? create : undefined}
          disabled={saving}
        />
        <div className={styles.actions}>
          <Button appearance="primary" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined} onClick={() => void save()}>
            {t('card_labels_save')}
          </Button>
          <Button onClick={close}>{t('card_cancel')}</Button>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
