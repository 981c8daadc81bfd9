import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importTemplate } from '../configEndpoints';
import { queryKeys } from '../queryKeys';

/** Imports a board template (POST site/importTemplate); the boards home reads its boards again and the new board opens. */
export function useTemplateImport(onImported: (boardId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTemplate,
    onSuccess: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.boards });
      onImported(id);
    },
  });
}
