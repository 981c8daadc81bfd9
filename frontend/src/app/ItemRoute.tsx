import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PlatformItemForm } from '../features/app-part/PlatformItemForm';
import { ItemDialog } from '../features/item-dialog/ItemDialog';
import { useBoard } from '../api/queries';
import { useEmbedding } from '../host/embedding';
import { readPageParameters } from '../host/hostQuery';

/**
 * An item's route: Listboard's item dialog, or in an app part the host's platform form, when the page says so
 * (useOOTBForm=true) or the board does (formDefinition.useSPForm; docs/board-page.md#the-app-part-protocol).
 */
export function ItemRoute() {
  const { mode } = useEmbedding();
  const { boardId = '' } = useParams();
  const board = useBoard(boardId);
  const [parameters] = useState(() => readPageParameters(window.location.search));
  const senderId = mode === 'appPart' ? parameters.SenderId : undefined;
  if (!senderId) return <ItemDialog />;
  if (parameters.useOOTBForm?.toLowerCase() === 'true') return <PlatformItemForm senderId={senderId} />;
  // The board's answer decides; the board page shows its own loading state meanwhile.
  if (!board.data) return null;
  return board.data.formDefinition.useSPForm ? <PlatformItemForm senderId={senderId} /> : <ItemDialog />;
}
