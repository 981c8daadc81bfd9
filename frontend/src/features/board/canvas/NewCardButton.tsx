import { Button } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import type { BoardResponse } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { newItemPath } from '../card/cardLinks';
import { shortcutTarget } from '../shortcuts/boardCommands';
import { listsAllowingAdd } from '../quickAdd/quickAddPlan';
import { DeferredMenu, LazyNewCardListMenu } from '../toolbar/DeferredMenu';

interface NewCardButtonProps {
  board: BoardResponse;
  boardId: string;
  onNavigate: (path: string) => void;
}

/**
 * The board's new-task button (spec 1 section 2): it opens the new-item dialog; a board over several
 * lists (content-type mode) asks which list first, offering only the lists that allow adding.
 */
export function NewCardButton({ board, boardId, onNavigate }: NewCardButtonProps) {
  const t = useT();
  const lists = listsAllowingAdd(board);
  if (lists.length === 0) return null;
  const text = board.addButtonText || t('card_new');
  if (lists.length === 1) {
    return (
      <Button
        appearance="primary"
        {...shortcutTarget('newCard')}
        icon={<Add20Regular />}
        onClick={() => onNavigate(newItemPath(boardId, lists[0].listID))}
      >
        {text}
      </Button>
    );
  }
  const button = (props: object) => (
    <Button appearance="primary" {...shortcutTarget('newCard')} icon={<Add20Regular />} {...props}>
      {text}
    </Button>
  );
  return (
    <DeferredMenu trigger={button}>
      <LazyNewCardListMenu boardId={boardId} lists={lists} trigger={button({})} onNavigate={onNavigate} defaultOpen />
    </DeferredMenu>
  );
}
