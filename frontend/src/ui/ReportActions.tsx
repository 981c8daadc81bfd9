import type { ReactElement } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Toolbar, makeStyles, tokens } from '@fluentui/react-components';
import {
  BoardRegular,
  CertificateRegular,
  DataPieRegular,
  GridRegular,
  HistoryRegular,
  NavigationRegular,
  SettingsRegular,
} from '@fluentui/react-icons';
import type { BoardResponse } from '@listboard/shared';
import { useEmbedding } from '../host/embedding';
import { useHostNavigate } from '../host/hostNavigation';
import { useT } from '../i18n/useT';
import { useIsMobile } from './useIsMobile';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, padding: 0 },
});

interface Action {
  key: string;
  icon: ReactElement;
  label: string;
  run: () => void;
}

/**
 * The action bar of the charts page and the history report (spec 3 section 2): open the board, the
 * other report (charts only for those who may view them), the configuration (not in an app part; the
 * server settles the right, asked by `onOpenConfiguration`), licences and all boards; on a phone, one menu.
 */
export function ReportActions({
  board,
  boardId,
  current,
  onOpenConfiguration,
}: {
  board: BoardResponse;
  boardId: string;
  current: 'charts' | 'history';
  onOpenConfiguration: (boardId: string) => Promise<void>;
}) {
  const styles = useStyles();
  const t = useT();
  const navigate = useHostNavigate();
  const mobile = useIsMobile();
  const { mode } = useEmbedding();
  const id = encodeURIComponent(boardId);
  const actions: Action[] = [
    { key: 'board', icon: <GridRegular />, label: t('report_open_board'), run: () => navigate(`/kanban/${id}`) },
    ...(current === 'history' && board.canViewCharts
      ? [{ key: 'charts', icon: <DataPieRegular />, label: t('actions_charts'), run: () => navigate(`/charts/${id}`) }]
      : []),
    ...(current === 'charts'
      ? [{ key: 'history', icon: <HistoryRegular />, label: t('actions_history'), run: () => navigate(`/history/${id}`) }]
      : []),
    ...(mode !== 'appPart'
      ? [
          {
            key: 'configuration',
            icon: <SettingsRegular />,
            label: t('actions_configuration'),
            run: () => void onOpenConfiguration(boardId),
          },
        ]
      : []),
    { key: 'licenses', icon: <CertificateRegular />, label: t('actions_licenses'), run: () => navigate('/licenses') },
    { key: 'boards', icon: <BoardRegular />, label: t('actions_all_boards'), run: () => navigate('/kanban') },
  ];
  if (mobile) {
    return (
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<NavigationRegular />}>{t('report_actions')}</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {actions.map((action) => (
              <MenuItem key={action.key} icon={action.icon} onClick={action.run}>
                {action.label}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    );
  }
  return (
    <Toolbar className={styles.bar} aria-label={t('report_actions')}>
      {actions.map((action) => (
        <Button key={action.key} appearance="subtle" icon={action.icon} onClick={action.run}>
          {action.label}
        </Button>
      ))}
    </Toolbar>
  );
}
