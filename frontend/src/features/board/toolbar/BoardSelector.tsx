import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useTeamsBoards } from '../../../api/queries';
import { useT } from '../../../i18n/useT';
import { useInlineFieldStyles } from './inlineFieldStyles';
import { DROPDOWN_TEXTS } from '../../../ui/controlTexts';

interface BoardSelectorProps {
  boardId: string;
  boardName: string;
  onNavigate: (path: string) => void;
}

/**
 * Spec 1 section 2: in team-chat mode with selector=true, a board selector switches the tab's board.
 * The board shows it only there (useEmbedding().showBoardSelector), and loads it then: its dropdown is
 * JS no other board needs before its cards.
 */
export function BoardSelector({ boardId, boardName, onNavigate }: BoardSelectorProps) {
  const t = useT();
  const styles = useInlineFieldStyles();
  const boards = useTeamsBoards(true);
  return (
    <Field label={t('board_selector')} orientation="horizontal" className={styles.field}>
      <Dropdown
        {...DROPDOWN_TEXTS}
        className={styles.dropdown}
        value={boardName}
        selectedOptions={[boardId]}
        placeholder={t('board_selector_placeholder')}
        onOptionSelect={(_, data) =>
          data.optionValue && data.optionValue !== boardId && onNavigate(`/kanban/${encodeURIComponent(data.optionValue)}`)
        }
      >
        {(boards.data ?? []).map((board) => (
          <Option key={board.id} value={board.id}>
            {board.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
