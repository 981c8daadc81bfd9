import { type FieldInput, fieldSchema } from '@listboard/shared';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const flag = (value: boolean | undefined) => (value ? 'TRUE' : 'FALSE');

/** The `Type` attribute SharePoint's field schema takes for a board's field type. */
function schemaType(field: ReturnType<typeof fieldSchema.parse>): string {
  if (field.type === 'User') return field.isMulti ? 'UserMulti' : 'User';
  if (field.type === 'Lookup') return field.isMulti ? 'LookupMulti' : 'Lookup';
  return field.type;
}

/**
 * A field as SharePoint's schema XML (`fields/createfieldasxml`), the way SharePoint itself writes one:
 * its internal name is `Name` and `StaticName`, its display name `DisplayName`, and the per-type
 * attributes and children (choices, rich text, append-only, date format, limits, lookup target).
 * `ownListId`: the list the field goes on.
 */
export function fieldSchemaXml(input: FieldInput, ownListId: string): string {
  const field = fieldSchema.parse(input);
  const attributes: Record<string, string> = {
    Type: schemaType(field),
    Name: field.internalName,
    StaticName: field.internalName,
    DisplayName: field.name,
    Required: flag(field.isRequired),
  };
  if (field.isMulti && (field.type === 'User' || field.type === 'Lookup')) attributes.Mult = 'TRUE';
  if (field.type === 'Choice' || field.type === 'MultiChoice') attributes.FillInChoice = flag(field.isAllowFillIn);
  if (field.type === 'Note') Object.assign(attributes, { RichText: flag(field.isRich), AppendOnly: flag(field.appendOnly), NumLines: '6' });
  if (field.type === 'DateTime') attributes.Format = field.dateOnly ? 'DateOnly' : 'DateTime';
  if (field.type === 'Number' && field.isPercentage) attributes.Percentage = 'TRUE';
  if ((field.type === 'Number' || field.type === 'Currency') && field.min != null) attributes.Min = String(field.min);
  if ((field.type === 'Number' || field.type === 'Currency') && field.max != null) attributes.Max = String(field.max);
  if (field.type === 'Currency' && field.currencyLocaleId !== undefined) attributes.LCID = String(field.currencyLocaleId);
  // A lookup without a target points into its own list (a parent card), which SharePoint names by id.
  if (field.type === 'Lookup')
    Object.assign(attributes, { List: `{${field.lookupList || ownListId}}`, ShowField: field.titleField ?? 'Title' });
  if (field.type === 'User') attributes.UserSelectionMode = field.mode === 1 ? 'PeopleAndGroups' : 'PeopleOnly';
  const children: string[] = [];
  if (field.choices) children.push(`<CHOICES>${field.choices.map((choice) => `<CHOICE>${escape(choice)}</CHOICE>`).join('')}</CHOICES>`);
  if (field.defaultValue) children.push(`<Default>${escape(field.defaultValue)}</Default>`);
  const open = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escape(value)}"`)
    .join(' ');
  return children.length > 0 ? `<Field ${open}>${children.join('')}</Field>` : `<Field ${open} />`;
}
