import { Button, Card, CardHeader, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import type { BoardSummary } from '@listboard/shared';
import { HostLink } from '../../host/hostNavigation';
import { appLocale } from '../../i18n/locale';
import { useT } from '../../i18n/useT';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    height: '100%',
    ':focus-within': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  link: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    textDecorationLine: 'none',
    // The link's box covers the whole tile, so a click anywhere on it opens the board.
    '::after': { content: '""', position: 'absolute', inset: 0 },
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outlineStyle: 'none' },
  },
  description: { color: tokens.colorNeutralForeground2 },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground2 },
  // Above the link's box, which covers the tile.
  actions: { position: 'relative', zIndex: 1 },
});

const ownerNames = new Intl.ListFormat(appLocale, { type: 'conjunction' });

/**
 * One board: a tile whose link (named by the board name) opens the board, with its owners and card
 * count, and for those who may edit its settings a menu that moves it to the trash bin.
 */
export function BoardTile({ board, onMoveToTrash }: { board: BoardSummary; onMoveToTrash(): void }) {
  const styles = useStyles();
  const t = useT();
  const names = ownerNames.format(board.owners.map((owner) => owner.name));
  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <HostLink className={styles.link} to={`/kanban/${encodeURIComponent(board.id)}`}>
            {board.name}
          </HostLink>
        }
        description={board.description ? <Text className={styles.description}>{board.description}</Text> : undefined}
        action={board.canEditSettings ? (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button className={styles.actions} appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('trash_more_actions', { name: board.name })} />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem icon={<DeleteRegular />} onClick={onMoveToTrash}>{t('trash_move')}</MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        ) : undefined}
      />
      <div className={styles.facts}>
        {board.owners.length > 0 && <Text size={200}>{t(board.owners.length === 1 ? 'boards_owner' : 'boards_owners', { names })}</Text>}
        {board.cardCount !== null && <Text size={200}>{board.cardCount === 1 ? t('lane_one_card') : t('lane_card_count', { count: board.cardCount })}</Text>}
      </div>
    </Card>
  );
}
