import { useEffect, useState } from 'react';
import { SearchBox, makeStyles } from '@fluentui/react-components';
import { currentBoardView, updateBoardView } from '../../../api/boardView';
import { useT } from '../../../i18n/useT';
import { useDebouncedValue } from '../../../ui/fields/useDebouncedValue';
import { ON_PHONE } from '../../../ui/media';
import { shortcutTarget } from '../shortcuts/boardCommands';
import { SEARCH_BOX_TEXTS } from '../../../ui/controlTexts';

const SEARCH_DEBOUNCE_MS = 400;

const useStyles = makeStyles({
  // A fixed width: the clear button comes and goes with the focus, and must not shift the tools beside the box.
  box: { width: '220px', maxWidth: '100%', [ON_PHONE]: { width: 'auto', flex: '1 1 120px', minWidth: '120px' } },
});

function search(boardId: string, text: string): void {
  const searchKey = text.trim();
  if (searchKey !== currentBoardView(boardId).searchKey) updateBoardView(boardId, { searchKey });
}

/**
 * Spec 1 section 5: search from one character over titles and shown fields, on the server. Typing
 * searches once it pauses; Enter searches at once; clearing shows every card again.
 */
export function CardSearch({ boardId }: { boardId: string }) {
  const t = useT();
  const styles = useStyles();
  const [text, setText] = useState(() => currentBoardView(boardId).searchKey);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => search(boardId, settled), [boardId, settled]);
  return (
    <SearchBox
      {...SEARCH_BOX_TEXTS}
      {...shortcutTarget('search')}
      className={styles.box}
      aria-label={t('search_label')}
      placeholder={t('search_placeholder')}
      value={text}
      onChange={(_, data) => setText(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search(boardId, text);
      }}
    />
  );
}
