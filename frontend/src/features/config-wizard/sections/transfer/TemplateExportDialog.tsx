import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import {
  type BoardTemplate,
  EXPORT_ITEM_LIMIT,
  TEMPLATE_EXTENSION,
  encodeTemplateFile,
  isExportableField,
  missingTemplateFields,
  missingTemplateFieldsMessage,
} from '@listboard/shared';
import { loadTemplateData } from '../../../../api/configEndpoints';
import { useT } from '../../../../i18n/useT';
import { downloadText, fileNameOf } from '../../../../ui/download';
import { useWizard } from '../../WizardContext';
import { TemplatePreview } from '../../../../ui/templates/TemplatePreview';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(900px, 96vw)', top: '5vh' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: tokens.spacingHorizontalM },
});

/**
 * The board template export popup (spec 2 sections 3-5): the fields to carry (every configured field
 * must be among them), whether to carry the items, then the loaded template's first rows and the download.
 */
export function TemplateExportDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const { draft, fields } = useWizard();
  const listId = draft.source.lists[0]?.listID ?? '';
  const exportable = fields.filter((f) => isExportableField(f, listId)).sort((a, b) => a.name.localeCompare(b.name));
  const [chosen, setChosen] = useState(() => exportable.map((f) => f.internalName));
  const [includeContent, setIncludeContent] = useState(false);
  const load = useMutation({ mutationFn: () => loadTemplateData({ boardId: draft.id, templateFields: chosen, includeContent }) });
  const missing = missingTemplateFields(draft, chosen);
  const problem = missing.length > 0 ? missingTemplateFieldsMessage(missing, fields) : null;
  const template: BoardTemplate | undefined = load.data;

  const toggle = (name: string, on: boolean) => {
    load.reset();
    setChosen((names) => (on ? [...names, name] : names.filter((n) => n !== name)));
  };
  const download = (loaded: BoardTemplate) => {
    downloadText(fileNameOf(draft.name, TEMPLATE_EXTENSION), encodeTemplateFile(loaded), 'text/plain');
    onClose();
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('wizard_template_export_title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <div role="group" aria-label={t('wizard_template_fields')} className={styles.fields}>
              {exportable.map((field) => (
                <Checkbox
                  key={field.internalName}
                  label={field.name}
                  checked={chosen.includes(field.internalName)}
                  onChange={(_, data) => toggle(field.internalName, Boolean(data.checked))}
                />
              ))}
            </div>
            <Switch
              label={t('wizard_template_include_content')}
              checked={includeContent}
              onChange={(_, data) => {
                load.reset();
                setIncludeContent(data.checked);
              }}
            />
            {includeContent && <Text>{t('wizard_template_content_limit', { limit: EXPORT_ITEM_LIMIT })}</Text>}
            {problem && (
              <MessageBar intent="error">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            )}
            {load.error && (
              <MessageBar intent="error">
                <MessageBarBody>{load.error.message}</MessageBarBody>
              </MessageBar>
            )}
            {load.isPending && <Spinner size="small" label={t('wizard_template_loading')} />}
            {template && template.content.length < (template.contentTotal ?? 0) && (
              <MessageBar intent="warning">
                <MessageBarBody>
                  {t('export_limit_warning', { total: template.contentTotal ?? 0, limit: template.content.length })}
                </MessageBarBody>
              </MessageBar>
            )}
            {template && <TemplatePreview template={template} />}
          </DialogContent>
          <DialogActions>
            {template ? (
              <Button appearance="primary" onClick={() => download(template)}>
                {t('wizard_template_download')}
              </Button>
            ) : (
              <Button appearance="primary" disabled={problem !== null || load.isPending} onClick={() => load.mutate()}>
                {t('wizard_template_prepare')}
              </Button>
            )}
            <Button onClick={onClose}>{t('wizard_cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
