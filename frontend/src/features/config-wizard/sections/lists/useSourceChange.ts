import { useState } from 'react';
import { type SourceList, sourceChanged, errorText } from '@listboard/shared';
import { fetchSourceFields } from '../../../../api/configEndpoints';
import { useMe } from '../../../../api/queries';
import { useT } from '../../../../i18n/useT';
import { useAlerts } from '../../../../ui/alerts';
import { useWizard } from '../../WizardContext';
import { draftForSource, fieldsForNewBoard } from '../../wizardDraft';

export interface SourceChangeRequest {
  lists: SourceList[];
  contentTypeID: string | null;
}

/**
 * Spec 2 section 4: a change of the lists is confirmed first when the board had lists
 * (confirm_source_changes); then the lists' fields load (the loaded flag is off meanwhile) and the
 * board is set up again with the defaults over them.
 */
export function useSourceChange() {
  const t = useT();
  const { showAlert } = useAlerts();
  const { draft, isNew, update, setFields } = useWizard();
  const me = useMe(true);
  const [pending, setPending] = useState<SourceChangeRequest | null>(null);
  const [loadingFields, setLoadingFields] = useState(false);

  const apply = async ({ lists, contentTypeID }: SourceChangeRequest) => {
    setPending(null);
    const creator = me.data?.login ?? '';
    if (lists.length === 0) {
      setFields([]);
      update((d) => ({ ...draftForSource(d, [], [], creator, isNew), source: { lists: [], contentTypeID } }));
      return;
    }
    setLoadingFields(true);
    try {
      const fields = fieldsForNewBoard(
        await fetchSourceFields(
          lists[0].url,
          lists.map((l) => l.listID),
        ),
      );
      setFields(fields);
      update((d) => ({ ...draftForSource(d, lists, fields, creator, isNew), source: { lists, contentTypeID } }));
    } catch (error) {
      showAlert('error', t('wizard_fields_failed', { message: errorText(error) }));
    } finally {
      setLoadingFields(false);
    }
  };

  const request = (change: SourceChangeRequest) => {
    if (!sourceChanged(draft.source.lists, change.lists)) {
      update((d) => ({ ...d, source: { ...d.source, contentTypeID: change.contentTypeID } }));
      return;
    }
    if (draft.source.lists.length > 0) setPending(change);
    else void apply(change);
  };

  return { request, pending, confirm: () => pending && void apply(pending), cancel: () => setPending(null), loadingFields };
}
