import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, ToggleButton, Tooltip } from '@fluentui/react-components';
import {
  ChartMultipleRegular,
  DeleteRegular,
  HistoryRegular,
  MoreHorizontalRegular,
  OpenRegular,
  SettingsRegular,
  StarFilled,
  StarRegular,
} from '@fluentui/react-icons';
import type { BoardSummary } from '@listboard/shared';
import { useHostNavigate } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';

export interface TileActionsProps {
  board: BoardSummary;
  onToggleFavorite: () => void;
  onMoveToTrash: () => void;
  className?: string;
}

/**
 * A board's actions on the home (spec 1 section 2): the star, and a menu to open it, see its charts and
 * history, and for those who may edit its settings, edit them or move it to the trash bin.
 */
export function TileActions({ board, onToggleFavorite, onMoveToTrash, className }: TileActionsProps) {
  const t = useT();
  const navigate = useHostNavigate();
  const id = encodeURIComponent(board.id);
  const starLabel = t(board.isFavorite ? 'home_favorite_remove' : 'home_favorite_add', { name: board.name });
  return (
    <div className={className}>
      <Tooltip content={starLabel} relationship="label">
        <ToggleButton
          appearance="subtle"
          checked={board.isFavorite}
          icon={board.isFavorite ? <StarFilled /> : <StarRegular />}
          onClick={onToggleFavorite}
        />
      </Tooltip>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('trash_more_actions', { name: board.name })} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<OpenRegular />} onClick={() => navigate(`/kanban/${id}`)}>
              {t('home_open')}
            </MenuItem>
            {board.canEditSettings && (
              <MenuItem icon={<SettingsRegular />} onClick={() => navigate(`/newboard/${id}`)}>
                {t('home_edit')}
              </MenuItem>
            )}
            <MenuItem icon={<ChartMultipleRegular />} onClick={() => navigate(`/charts/${id}`)}>
              {t('home_charts')}
            </MenuItem>
            <MenuItem icon={<HistoryRegular />} onClick={() => navigate(`/history/${id}`)}>
              {t('home_history')}
            </MenuItem>
            {board.canEditSettings && (
              <MenuItem icon={<DeleteRegular />} onClick={onMoveToTrash}>
                {t('trash_move')}
              </MenuItem>
            )}
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
