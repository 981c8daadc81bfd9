import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { CONFIG_EXTENSION, type ImportReport, readConfigFile, reconcileImportedConfig, writeConfigFile } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { useAlerts } from '../../../../ui/alerts';
import { downloadText, fileNameOf } from '../../../../ui/download';
import { WizardSection } from '../../WizardSection';
import { useWizard } from '../../WizardContext';
import { FilePickButton } from '../../../../ui/templates/FilePickButton';
import { ImportReportList } from './ImportReportList';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * Spec 2 sections 5 and 8: the configuration exported to a .kboj file and imported into this board.
 * An import keeps this board's name, lists and access and fits the rest to its fields; what does not
 * fit is left out and listed (configLoadedAlert). Both happen in the page; the save stores the result.
 */
export function ConfigFileSection() {
  const styles = useStyles();
  const t = useT();
  const { showAlert } = useAlerts();
  const { draft, fields, update } = useWizard();
  const [report, setReport] = useState<ImportReport | null>(null);

  const exportConfig = () => {
    const file = fileNameOf(draft.name, CONFIG_EXTENSION);
    downloadText(file, writeConfigFile(draft, fields), 'application/json');
    showAlert('success', t('configSavedSuccess', { file }));
  };

  const importConfig = async (file: File) => {
    try {
      const imported = readConfigFile(await file.text());
      const result = reconcileImportedConfig(imported.config, { config: draft, fields }, imported.fields);
      update(() => result.config);
      setReport(result.report.sections.length > 0 ? result.report : null);
      if (!result.report.hasDrops) showAlert('success', t('configLoadedSuccess'));
    } catch (error) {
      const message = error instanceof Error ? `${error.message}${error.stack ? `\n${error.stack}` : ''}` : String(error);
      showAlert('error', t('wizard_config_import_failed', { message }));
    }
  };

  return (
    <WizardSection title={t('wizard_config_file_section')} hint={t('wizard_config_file_hint')}>
      <div className={styles.actions}>
        <Button icon={<ArrowDownloadRegular />} disabled={draft.source.lists.length === 0} onClick={exportConfig}>
          {t('wizard_config_export')}
        </Button>
        <FilePickButton
          label={t('wizard_config_import')}
          accept={CONFIG_EXTENSION}
          icon={<ArrowUploadRegular />}
          disabled={draft.source.lists.length === 0}
          onFile={(file) => void importConfig(file)}
        />
      </div>
      {report && (
        <MessageBar intent={report.hasDrops ? 'warning' : 'info'} layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t(report.hasDrops ? 'configLoadedAlert' : 'configLoadedSuccess')}</MessageBarTitle>
            <ImportReportList report={report} />
          </MessageBarBody>
        </MessageBar>
      )}
    </WizardSection>
  );
}
