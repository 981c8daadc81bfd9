import { Suspense, lazy, useState } from 'react';
import { Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import {
  BoardRegular,
  CertificateRegular,
  DataPieRegular,
  DocumentPdfRegular,
  HistoryRegular,
  KeyboardRegular,
  LinkRegular,
  PrintRegular,
  SettingsRegular,
} from '@fluentui/react-icons';
import type { BoardResponse } from '@listboard/shared';
import { usePageInfo } from '../../../api/homeEndpoints';
import { useEmbedding } from '../../../host/embedding';
import { useT } from '../../../i18n/useT';
import { useAlerts } from '../../../ui/alerts';
import { copyText } from '../../../ui/clipboard';
import { useOpenConfiguration } from '../../../api/hooks/useOpenConfiguration';
import { boardUrl } from '../card/cardLinks';
import type { PdfLayout } from '../pdf';
import { actionsTrigger } from './toolbarButtons';
import { type ArrangeToolsProps, NestedArrangeTools } from './ArrangeTools';

const KeyboardHelpDialog = lazy(() => import('./KeyboardHelpDialog').then((module) => ({ default: module.KeyboardHelpDialog })));

interface BoardActionsMenuProps {
  board: BoardResponse;
  boardId: string;
  onNavigate: (path: string) => void;
  /** Saves the board as one long page, or as pages to print. */
  onSavePdf: (layout: PdfLayout) => void;
  /** A PDF is being made: another cannot start. */
  savingPdf: boolean;
  /** The mobile menu: the tools that have no room in the toolbar come first, as submenus. */
  mobileTools?: ArrangeToolsProps;
  /** Opens as it mounts: the toolbar draws it when the person first clicks its button (DeferredMenu). */
  defaultOpen?: boolean;
}

/**
 * Spec 1 section 2, board actions: charts, history, licences, all boards and the configuration (not in
 * an app part), save as PDF (one long page, or pages to print), copy the board URL. Opening the configuration needs the edit-settings right
 * and the licences a licence or admin-panel manager: neither is offered to anyone else.
 */
export function BoardActionsMenu({ board, boardId, onNavigate, onSavePdf, savingPdf, mobileTools, defaultOpen }: BoardActionsMenuProps) {
  const t = useT();
  const { showAlert } = useAlerts();
  const { mode } = useEmbedding();
  const [keyboardHelp, setKeyboardHelp] = useState(false);
  const id = encodeURIComponent(boardId);
  const label = t(mobileTools ? 'actions_mobile_menu' : 'actions_menu');
  const openConfiguration = useOpenConfiguration(onNavigate);
  // Only what the person may do is offered: the licence page is its managers' (docs/licences.md).
  const pageInfo = usePageInfo();
  const managesLicences = pageInfo.data?.isLicenseManager === true || pageInfo.data?.isAdminPanelManager === true;
  const copyBoardUrl = () =>
    copyText(boardUrl(window.location.origin, window.location.search, boardId)).then(
      () => showAlert('success', t('board_link_copied')),
      () => showAlert('error', t('board_link_copy_failed')),
    );

  return (
    <>
      <Menu defaultOpen={defaultOpen}>
        <MenuTrigger disableButtonEnhancement>{actionsTrigger(label, Boolean(mobileTools), {})}</MenuTrigger>
        <MenuPopover>
          <MenuList>
            {mobileTools && <NestedArrangeTools {...mobileTools} />}
            {mobileTools && <MenuDivider />}
            {board.canViewCharts && (
              <MenuItem icon={<DataPieRegular />} onClick={() => onNavigate(`/charts/${id}`)}>
                {t('actions_charts')}
              </MenuItem>
            )}
            <MenuItem icon={<HistoryRegular />} onClick={() => onNavigate(`/history/${id}`)}>
              {t('actions_history')}
            </MenuItem>
            {managesLicences && (
              <MenuItem icon={<CertificateRegular />} onClick={() => onNavigate('/licenses')}>
                {t('actions_licenses')}
              </MenuItem>
            )}
            <MenuItem icon={<BoardRegular />} onClick={() => onNavigate('/kanban')}>
              {t('actions_all_boards')}
            </MenuItem>
            {mode !== 'appPart' && board.canEditSettings && (
              <MenuItem icon={<SettingsRegular />} onClick={() => void openConfiguration(boardId)}>
                {t('actions_configuration')}
              </MenuItem>
            )}
            <MenuDivider />
            <MenuItem icon={<DocumentPdfRegular />} disabled={savingPdf} onClick={() => onSavePdf('board')}>
              {t('actions_save_pdf')}
            </MenuItem>
            <MenuItem icon={<PrintRegular />} disabled={savingPdf} onClick={() => onSavePdf('print')}>
              {t('actions_save_pdf_print')}
            </MenuItem>
            <MenuItem icon={<LinkRegular />} onClick={() => void copyBoardUrl()}>
              {t('actions_copy_board_url')}
            </MenuItem>
            <MenuItem icon={<KeyboardRegular />} onClick={() => setKeyboardHelp(true)}>
              {t('actions_keyboard_help')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {keyboardHelp && (
        <Suspense fallback={null}>
          <KeyboardHelpDialog onClose={() => setKeyboardHelp(false)} />
        </Suspense>
      )}
    </>
  );
}
