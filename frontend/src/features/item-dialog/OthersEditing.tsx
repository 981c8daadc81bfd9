import { cardIdOf } from '@listboard/shared';
import { usePeopleOnCard } from '../../api/presence';
import { formats } from '../../i18n/formats';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';

/**
 * Tells a person editing a card, before they type, who else has it open to edit (docs/live-updates.md#presence):
 * the second of them to save is refused (412) and shown the first one's change.
 */
export function OthersEditing({ boardId, listID, itemId }: { boardId: string; listID: string; itemId: number }) {
  const t = useT();
  const editors = usePeopleOnCard(boardId, cardIdOf(listID, itemId)).filter((person) => person.editing);
  if (editors.length === 0) return null;
  return (
    <InlineAlert intent="warning" message={t('presence_dialog_editing', { names: formats.list(editors.map((person) => person.name)) })} />
  );
}
