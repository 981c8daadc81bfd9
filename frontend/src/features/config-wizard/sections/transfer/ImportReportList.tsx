import type { ImportReport, ImportSection } from '@listboard/shared';
import type { MessageKey } from '../../../../i18n/resources/en-US';
import { useT } from '../../../../i18n/useT';

const SECTION_TITLES: Record<ImportSection, MessageKey> = {
  columns: 'wizard_import_columns',
  swimlanes: 'wizard_import_swimlanes',
  views: 'wizard_import_views',
  coreFields: 'wizard_import_core_fields',
  cardFields: 'wizard_import_card_fields',
  callout: 'wizard_import_callout',
  form: 'wizard_import_form',
  sort: 'wizard_import_sort',
  styles: 'wizard_import_styles',
  filters: 'wizard_import_filters',
  notifications: 'wizard_import_notifications',
  reminders: 'wizard_import_reminders',
};

/** The report of a configuration import: per section, what was left out and which fields stood in for others. */
export function ImportReportList({ report }: { report: ImportReport }) {
  const t = useT();
  return (
    <ul aria-label={t('wizard_import_report')}>
      {report.sections.map(({ section, dropped, substituted }) => (
        <li key={section}>
          {t(SECTION_TITLES[section])}
          {dropped.length > 0 && <> {t('wizard_import_dropped', { items: dropped.join(', ') })}</>}
          {substituted.length > 0 && (
            <> {t('wizard_import_substituted', { items: substituted.map((s) => `${s.from} → ${s.to}`).join(', ') })}</>
          )}
        </li>
      ))}
    </ul>
  );
}
