import { useState } from 'react';
import { MessageBar, MessageBarBody, Spinner, Text, makeStyles } from '@fluentui/react-components';
import type { StarterTemplate } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { NameFormDialog } from '../../../ui/NameFormDialog';
import { useTemplateImport } from '../../../api/hooks/useTemplateImport';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(520px, 96vw)' },
});

/** Names the new board of a starter (its own name to begin with), imports it and opens it. */
export function StarterTemplateDialog({
  starter,
  onClose,
  onImported,
}: {
  starter: StarterTemplate;
  onClose: () => void;
  onImported: (boardId: string) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const [name, setName] = useState(starter.name);
  const create = useTemplateImport(onImported);
  return (
    <NameFormDialog
      // Non-modal, as the template import dialog: the new board's page replaces this one at once.
      modalType="non-modal"
      surfaceClassName={styles.surface}
      title={t('home_starter_title', { name: starter.name })}
      intro={<Text>{starter.description}</Text>}
      fieldLabel={t('wizard_board_name')}
      value={name}
      onChange={setName}
      submitLabel={t('wizard_template_create_board')}
      busy={create.isPending}
      onSubmit={() => create.mutate({ template: starter.template, name: name.trim() })}
      onClose={onClose}
    >
      {create.error && (
        <MessageBar intent="error">
          <MessageBarBody>{create.error.message}</MessageBarBody>
        </MessageBar>
      )}
      {create.isPending && <Spinner size="small" label={t('wizard_template_importing')} />}
    </NameFormDialog>
  );
}
