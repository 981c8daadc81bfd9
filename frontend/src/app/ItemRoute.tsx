import { useState } from 'react';
import { PlatformItemForm } from '../features/app-part/PlatformItemForm';
import { ItemDialog } from '../features/item-dialog/ItemDialog';
import { useEmbedding } from '../host/embedding';
import { readPageParameters } from '../host/hostQuery';

/** An item's route: Listboard's item dialog, or in an app part with useOOTBForm=true the host's platform form. */
export function ItemRoute() {
  const { mode } = useEmbedding();
  const [parameters] = useState(() => readPageParameters(window.location.search));
  if (mode === 'appPart' && parameters.SenderId && parameters.useOOTBForm?.toLowerCase() === 'true')
    return <PlatformItemForm senderId={parameters.SenderId} />;
  return <ItemDialog />;
}
