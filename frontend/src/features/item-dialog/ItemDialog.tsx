import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  useFocusFinders,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useLocation, useParams } from 'react-router-dom';
import { useBoard, useMe, useTasks } from '../../api/queries';
import { useHostNavigate } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { exitMotionMs } from '../../ui/motion';
import { ItemEditor } from './ItemEditor';
import { boardPath, parseItemRoute } from './itemRoute';

const useStyles = makeStyles({
  surface: { width: 'min(880px, calc(100vw - 32px))', maxWidth: 'min(880px, calc(100vw - 32px))' },
});

const CLOSE_MOTION_MS = 250;

/**
 * Boards open a card on one click: a person's double click lands its second press on the backdrop of the
 * dialog that its first click opened. That press neither takes the focus out of the dialog (so Escape
 * still closes it) nor closes it (Fluent skips the close when the backdrop's click is default-prevented);
 * a single click on the backdrop still closes it.
 */
function keepOpenOnSecondClick(event: MouseEvent): void {
  if (event.detail > 1) event.preventDefault();
}

/** Leaving the route any other way (browser back) unmounts the dialog while open: give the page back its accessibility. */
function releaseBackground(): void {
  if (!document.querySelector('[role="dialog"][aria-modal="true"]')) document.getElementById('root')?.removeAttribute('aria-hidden');
}

/**
 * /kanban/:boardId/:listID/:itemID: the item dialog over the board (spec 1 sections 2 and 4). The
 * dialog stays open while its route changes (a new item saved becomes that item); its content starts
 * afresh for each route.
 */
export function ItemDialog() {
  const styles = useStyles();
  const t = useT();
  const { boardId = '', listID = '', itemID = '' } = useParams();
  const { search } = useLocation();
  const navigate = useHostNavigate();
  const board = useBoard(boardId);
  const tasks = useTasks(boardId);
  const me = useMe(true);
  const route = useMemo(() => parseItemRoute(itemID, search), [itemID, search]);
  // The dialog closes first and the route changes after its exit: unmounting an open Fluent dialog
  // leaves the board behind it marked aria-hidden, unreachable for screen readers and tests.
  const [open, setOpen] = useState(true);
  const leave = () => setOpen(false);
  useEffect(() => {
    if (open) return undefined;
    const timer = setTimeout(() => navigate(boardPath(boardId)), exitMotionMs(CLOSE_MOTION_MS));
    return () => clearTimeout(timer);
  }, [open, navigate, boardId]);
  useEffect(() => releaseBackground, []);
  // The loading title's close button, which held the focus, goes when the editor replaces it: the focus moves to
  // the editor's first control, so Escape and screen readers stay in the dialog.
  const surface = useRef<HTMLDivElement>(null);
  const { findFirstFocusable } = useFocusFinders();
  const editorShown = Boolean(route && board.data);
  useEffect(() => {
    const element = surface.current;
    if (editorShown && element && !element.contains(document.activeElement)) findFirstFocusable(element)?.focus();
  }, [editorShown, findFirstFocusable]);
  // Closing goes through the editor while it is there, so it can ask about unsaved changes.
  const closeRequest = useRef<(() => void) | null>(null);

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && (closeRequest.current ?? leave)()}>
      <DialogSurface
        ref={surface}
        className={styles.surface}
        backdrop={{ onMouseDown: keepOpenOnSecondClick, onClick: keepOpenOnSecondClick }}
      >
        <DialogBody>
          {route && board.data ? (
            <ItemEditor
              key={`${listID}/${itemID}${search}`}
              boardId={boardId}
              board={board.data}
              tasks={tasks.data}
              me={me.data}
              listID={listID}
              route={route}
              search={search}
              closeRequestRef={closeRequest}
              onLeave={leave}
            />
          ) : (
            <>
              <DialogTitle
                action={<Button appearance="subtle" aria-label={t('details_close')} icon={<DismissRegular />} onClick={leave} />}
              >
                {route ? t('loading') : t('item_new_title')}
              </DialogTitle>
              <DialogContent>
                {!route ? (
                  <InlineAlert intent="error" message={t('item_route_invalid')} />
                ) : board.isError ? (
                  <InlineAlert intent="error" message={board.error.message} />
                ) : (
                  <BusySpinner label={t('loading')} />
                )}
              </DialogContent>
            </>
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
