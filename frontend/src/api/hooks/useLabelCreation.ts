import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BoardResponse, LabelColor } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { useAlerts } from '../../ui/alerts';
import { addNewLabel } from '../configEndpoints';
import { queryKeys } from '../queryKeys';

/** Where a card's labels live: its board, its list on a site and the board's labels field. */
export interface LabelsPlace {
  boardId: string;
  siteURL: string;
  listID: string;
  field: string;
}

/**
 * The board's labels as a labels picker shows them, and the creation of one (POST boards/addNewLabel): the
 * new label, with the colour the server gave it, joins the list and the cached board at once, so the picker
 * and the board's cards show it without a reload. A refusal shows as an alert and creates nothing.
 */
export function useLabelCreation(place: LabelsPlace, initial: readonly LabelColor[]) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const [labelsColors, setLabelsColors] = useState(initial);

  const create = async (name: string): Promise<string | null> => {
    try {
      const answer = await addNewLabel({
        boardId: place.boardId,
        site: place.siteURL,
        list: place.listID,
        field: place.field,
        labels: [name],
      });
      const next = answer.labelsColors ?? labelsColors;
      setLabelsColors(next);
      queryClient.setQueryData<BoardResponse>(queryKeys.board(place.boardId), (board) => board && { ...board, labelsColors: [...next] });
      return answer.choices.find((choice) => choice.toLowerCase() === name.toLowerCase()) ?? name;
    } catch (error) {
      showAlert('error', error instanceof Error && error.message ? error.message : t('error_unexpected'));
      return null;
    }
  };
  return { labelsColors, create };
}
