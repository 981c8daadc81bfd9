import { useMemo, useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import { type UnsubscribeRequest, unsubscribeRequestSchema } from '@listboard/shared';
import { checkUnsubscribe, confirmUnsubscribe } from '../../api/notificationEndpoints';
import { useHostNavigate } from '../../host/hostNavigation';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';

/** The link as the mail gave it: the card from the path, whom it is for and its signature from the query. */
function linkOf(params: Record<string, string | undefined>, search: string): UnsubscribeRequest | null {
  const query = new URLSearchParams(search);
  const parsed = unsubscribeRequestSchema.safeParse({
    boardId: params.boardId,
    listId: params.listID,
    itemId: params.itemID,
    login: query.get('login') ?? '',
    expires: query.get('expires') ?? '',
    signature: query.get('signature') ?? '',
  });
  return parsed.success ? parsed.data : null;
}

const cardPath = (link: UnsubscribeRequest) =>
  `/kanban/${encodeURIComponent(link.boardId)}/${encodeURIComponent(link.listId)}/${link.itemId}`;

/**
 * /unsubscribe/{boardId}/{listID}/{itemID} (spec 1 section 2): over the board, what the mailed link
 * unsubscribes, and a button that does it. Opening the link changes nothing (mail scanners open links);
 * an invalid or expired one says so. Done or not, the way on is the card itself.
 */
export function UnsubscribeDialog() {
  const t = useT();
  const params = useParams();
  const { search } = useLocation();
  const navigate = useHostNavigate();
  const link = useMemo(() => linkOf(params, search), [params, search]);
  const [open, setOpen] = useState(true);
  const check = useQuery({
    queryKey: ['unsubscribe', link],
    queryFn: ({ signal }) => checkUnsubscribe(link as UnsubscribeRequest, signal),
    enabled: link !== null,
    retry: false,
  });
  const confirm = useMutation({ mutationFn: () => confirmUnsubscribe(link as UnsubscribeRequest) });
  const state = confirm.data ?? check.data;
  const leave = () => {
    setOpen(false);
    navigate(link ? cardPath(link) : `/kanban/${encodeURIComponent(params.boardId ?? '')}`);
  };
  const problem = !link ? t('api_error_unsubscribe_link_invalid') : (check.error?.message ?? confirm.error?.message);
  const title = state?.itemTitle ?? t('unsubscribe_card_gone');

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && leave()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('unsubscribe_title')}</DialogTitle>
          <DialogContent>
            {problem ? (
              <InlineAlert intent="error" message={problem} />
            ) : !state ? (
              <BusySpinner label={t('unsubscribe_checking')} />
            ) : state.unsubscribed ? (
              <InlineAlert intent="success" message={t('unsubscribe_done', { card: title, board: state.boardName })} />
            ) : (
              <Text as="p">{t('unsubscribe_question', { login: state.login, card: title, board: state.boardName })}</Text>
            )}
          </DialogContent>
          <DialogActions>
            {state && !state.unsubscribed && !problem && (
              <Button appearance="primary" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
                {confirm.isPending ? t('unsubscribe_busy') : t('unsubscribe_confirm')}
              </Button>
            )}
            <Button appearance={state?.unsubscribed || problem ? 'primary' : 'secondary'} onClick={leave}>
              {t('unsubscribe_open_card')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
