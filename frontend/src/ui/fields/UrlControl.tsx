import { FieldContextProvider, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type Field, type UrlFieldValue, formatUrlValue, parseUrlValue } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { useConvertedText } from './useConvertedText';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
});

interface UrlControlProps {
  field: Field;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

function toParts(value: string): UrlFieldValue {
  if (value.trim() === '') return { url: '', description: '' };
  const parsed = parseUrlValue(value);
  // A link without its own description repeats the address; the description box stays empty then.
  return { url: parsed.url, description: parsed.description === parsed.url ? '' : parsed.description };
}

function toValue(parts: UrlFieldValue): string {
  return parts.url.trim() === '' && parts.description.trim() === '' ? '' : formatUrlValue(parts);
}

/** A hyperlink: the address (named by the field) and an optional description. */
export function UrlControl({ field, value, disabled, onChange }: UrlControlProps) {
  const styles = useStyles();
  const t = useT();
  const [parts, setParts] = useConvertedText(value, toParts, toValue, onChange);
  return (
    <div className={styles.stack}>
      <Input
        type="url"
        disabled={disabled}
        value={parts.url}
        placeholder="https://"
        onChange={(_, data) => setParts({ ...parts, url: data.value })}
      />
      <FieldContextProvider value={undefined}>
        <Input
          disabled={disabled}
          aria-label={t('url_description_of', { field: field.name })}
          value={parts.description}
          onChange={(_, data) => setParts({ ...parts, description: data.value })}
        />
      </FieldContextProvider>
    </div>
  );
}
