import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field as FluentField,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { type BoardTemplate, type ImportTemplateRequest, TEMPLATE_EXTENSION, decodeTemplateFile, errorText } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { FilePickButton } from './FilePickButton';
import { TemplatePreview } from './TemplatePreview';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(900px, 96vw)', top: '5vh' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

/** The import's call as the popup drives it (a react-query mutation; the page gives it and opens the new board). */
export interface TemplateImport {
  mutate(request: ImportTemplateRequest): void;
  reset(): void;
  error: Error | null;
  isPending: boolean;
}

/**
 * The board template import popup (spec 2 sections 3-5): a .kbot file, the new board's name and
 * whether to bring the items along (the content is dropped unless includeContent is set). The server
 * creates the lists and the board; a failure shows inside the form; success opens the board. Closed, the popup
 * forgets its import's failure, so that it opens afresh.
 */
export function TemplateImportDialog({ onClose, create }: { onClose: () => void; create: TemplateImport }) {
  const styles = useStyles();
  const t = useT();
  const [template, setTemplate] = useState<BoardTemplate | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [includeContent, setIncludeContent] = useState(false);
  const close = () => {
    create.reset();
    onClose();
  };
  const importChosen = (chosen: BoardTemplate) =>
    create.mutate({
      template: { ...chosen, includeContent, content: includeContent ? chosen.content : [] },
      name: name.trim() || undefined,
    });

  const read = async (file: File) => {
    create.reset();
    try {
      if (!file.name.toLowerCase().endsWith(TEMPLATE_EXTENSION))
        throw new Error(t('wizard_template_wrong_file', { extension: TEMPLATE_EXTENSION }));
      const loaded = decodeTemplateFile(await file.text());
      setTemplate(loaded);
      setName(loaded.board.name);
      setIncludeContent(loaded.includeContent);
      setFileError(null);
    } catch (error) {
      setTemplate(null);
      setFileError(errorText(error));
    }
  };

  return (
    // Non-modal: a successful import leaves the wizard for the new board at once, and a modal dialog
    // torn down by that navigation can leave the page's root hidden from assistive technology.
    <Dialog open modalType="non-modal" onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('wizard_template_import_title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <FilePickButton
              label={t('wizard_template_choose_file')}
              accept={TEMPLATE_EXTENSION}
              icon={<ArrowUploadRegular />}
              onFile={(file) => void read(file)}
            />
            {fileError && (
              <MessageBar intent="error">
                <MessageBarBody>{fileError}</MessageBarBody>
              </MessageBar>
            )}
            {template && (
              <>
                <TemplatePreview template={template} />
                <FluentField label={t('wizard_board_name')} required>
                  <Input value={name} maxLength={255} onChange={(_, data) => setName(data.value)} />
                </FluentField>
                <Switch
                  label={t('wizard_template_include_content')}
                  checked={includeContent}
                  disabled={!template.includeContent || template.content.length === 0}
                  onChange={(_, data) => setIncludeContent(data.checked)}
                />
              </>
            )}
            {create.error && (
              <MessageBar intent="error">
                <MessageBarBody>{create.error.message}</MessageBarBody>
              </MessageBar>
            )}
            {create.isPending && <Spinner size="small" label={t('wizard_template_importing')} />}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={!template || !name.trim() || create.isPending}
              onClick={() => template && importChosen(template)}
            >
              {t('wizard_template_create_board')}
            </Button>
            <Button onClick={close}>{t('wizard_cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
