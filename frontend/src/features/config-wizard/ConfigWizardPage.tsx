import { makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useBoard, useMe } from '../../api/queries';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { ConfigWizard } from './ConfigWizard';
import { configOfBoard, emptyDraft } from './wizardDraft';

const useStyles = makeStyles({
  page: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}` },
});

const NO_FIELDS: never[] = [];

/**
 * /newboard (a new board at step 0) and /newboard/:boardId/:step? (spec 2 section 2). The server
 * decides who may edit the settings; without the right the page says so and shows nothing else.
 */
export function ConfigWizardPage() {
  const styles = useStyles();
  const t = useT();
  const { boardId = '', step } = useParams();
  const me = useMe(true);
  const existing = boardId !== '';
  const board = useBoard(boardId, existing);

  let content;
  if (!me.data || (existing && board.isPending)) content = <BusySpinner label={t('loading')} />;
  else if (existing && board.error) {
    const denied = board.error instanceof ApiError && board.error.status === 403;
    content = <InlineAlert intent="error" message={denied ? t('access_denied_error') : board.error.message} />;
  } else if (existing && board.data && !board.data.canEditSettings) content = <InlineAlert intent="error" message={t('access_denied_error')} />;
  else if (existing && board.data) {
    content = <ConfigWizard key={boardId} initial={configOfBoard(board.data)} fields={board.data.fields} isNew={false} stepParam={step} me={me.data} />;
  } else content = <ConfigWizard key="new" initial={emptyDraft(me.data.login)} fields={NO_FIELDS} isNew stepParam={undefined} me={me.data} />;
  return <div className={styles.page}>{content}</div>;
}
