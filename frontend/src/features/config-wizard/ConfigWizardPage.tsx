import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useBoard, useMe } from '../../api/queries';
import { usePageInfo } from '../../api/homeEndpoints';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { BusySpinner } from '../../ui/BusySpinner';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
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
  const pageInfo = usePageInfo();
  // Each reload of the stored settings starts a fresh wizard over them.
  const [loadCount, setLoadCount] = useState(0);
  const [staleSave, setStaleSave] = useState(false);
  const reload = () => {
    setStaleSave(false);
    // A failed reload leaves the draft as it is: a fresh wizard over the old version would only meet the 412 again.
    void board.refetch().then((result) => {
      if (result.isSuccess) setLoadCount((count) => count + 1);
    });
  };
  const onStaleSave = () => setStaleSave(true);

  let content;
  if (!me.data || (existing && board.isPending) || (!existing && pageInfo.isPending)) content = <BusySpinner label={t('loading')} />;
  else if (existing && board.error) {
    const denied = board.error instanceof ApiError && board.error.status === 403;
    content = <InlineAlert intent="error" message={denied ? t('access_denied_error') : board.error.message} />;
  } else if (existing && board.data && !board.data.canEditSettings)
    content = <InlineAlert intent="error" message={t('access_denied_error')} />;
  else if (existing && board.data) {
    content = (
      <ConfigWizard
        key={`${boardId}:${loadCount}`}
        initial={configOfBoard(board.data)}
        etag={board.data.configEtag}
        fields={board.data.fields}
        isNew={false}
        stepParam={step}
        me={me.data}
        onStaleSave={onStaleSave}
      />
    );
  } else
    content = (
      <ConfigWizard
        key="new"
        initial={emptyDraft(me.data.login, pageInfo.data?.defaultUserPermission)}
        etag={null}
        fields={NO_FIELDS}
        isNew
        stepParam={undefined}
        me={me.data}
        onStaleSave={onStaleSave}
      />
    );
  return (
    <div className={styles.page}>
      {content}
      {/* Outside the wizard, which a reload replaces: a modal dialog must not be unmounted while open. */}
      <ConfirmDialog
        open={staleSave}
        title={t('wizard_stale_title')}
        text={t('wizard_stale_text')}
        confirmLabel={t('wizard_stale_reload')}
        cancelLabel={t('wizard_stale_keep')}
        onConfirm={reload}
        onCancel={() => setStaleSave(false)}
      />
    </div>
  );
}
