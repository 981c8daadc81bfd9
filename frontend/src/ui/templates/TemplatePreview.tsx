import { Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { type BoardTemplate, templatePreview } from '@listboard/shared';
import { useT } from '../../i18n/useT';

/** At most this many fields as preview columns: enough to recognise the items. */
const PREVIEW_FIELDS = 5;

/** What a template holds: its lists and fields, how many items, and the first 3 of them (spec 2 section 4). */
export function TemplatePreview({ template }: { template: BoardTemplate }) {
  const t = useT();
  const rows = templatePreview(template);
  const fields =
    template.listData[0]?.fields.filter((f) => template.templateFields.includes(f.internalName)).slice(0, PREVIEW_FIELDS) ?? [];
  return (
    <>
      <Body1>
        {t('wizard_template_summary', {
          lists: template.listData.map((l) => l.name).join(', '),
          fields: template.templateFields.length,
          items: template.includeContent ? template.content.length : 0,
        })}
      </Body1>
      {template.includeContent && rows.length > 0 && (
        <Table size="extra-small" aria-label={t('wizard_template_preview')}>
          <TableHeader>
            <TableRow>
              {fields.map((f) => (
                <TableHeaderCell key={f.internalName}>{f.name}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.ID}>
                {fields.map((f) => (
                  <TableCell key={f.internalName}>{row.values[f.internalName] ?? ''}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
