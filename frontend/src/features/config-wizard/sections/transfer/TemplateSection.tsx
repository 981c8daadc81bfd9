import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { BoardRegular, DocumentArrowDownRegular } from '@fluentui/react-icons';
import { useTemplateImport } from '../../../../api/hooks/useTemplateImport';
import { useHostNavigate } from '../../../../host/hostNavigation';
import { useT } from '../../../../i18n/useT';
import { WizardSection } from '../../WizardSection';
import { useWizard } from '../../WizardContext';
import { TemplateExportDialog } from './TemplateExportDialog';
import { TemplateImportDialog } from '../../../../ui/templates/TemplateImportDialog';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * Board templates (.kbot): a saved board exports its structure as stored (and its items, if wanted); a new board
 * can instead be created whole from a template, which opens it.
 */
export function TemplateSection() {
  const styles = useStyles();
  const t = useT();
  const navigate = useHostNavigate();
  const { isNew } = useWizard();
  const [open, setOpen] = useState<'export' | 'import' | null>(null);
  const templateImport = useTemplateImport((id) => navigate(`/kanban/${encodeURIComponent(id)}`));
  return (
    <WizardSection title={t('wizard_template_section')} hint={t(isNew ? 'wizard_template_import_hint' : 'wizard_template_export_hint')}>
      <div className={styles.actions}>
        {isNew ? (
          <Button icon={<BoardRegular />} onClick={() => setOpen('import')}>
            {t('wizard_template_import')}
          </Button>
        ) : (
          <Button icon={<DocumentArrowDownRegular />} onClick={() => setOpen('export')}>
            {t('wizard_template_export')}
          </Button>
        )}
      </div>
      {open === 'export' && <TemplateExportDialog onClose={() => setOpen(null)} />}
      {open === 'import' && <TemplateImportDialog onClose={() => setOpen(null)} create={templateImport} />}
    </WizardSection>
  );
}
