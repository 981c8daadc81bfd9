import { Input } from '@fluentui/react-components';
import type { Field } from '@listboard/shared';
import { numberToText, textToNumber } from './numberText';
import { useConvertedText } from './useConvertedText';

interface NumberControlProps {
  field: Field;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** Number and Currency fields; a percentage shows 0-100 with a % sign and is kept as 0-1. */
export function NumberControl({ field, value, disabled, onChange }: NumberControlProps) {
  const percentage = Boolean(field.isPercentage);
  const [text, setText] = useConvertedText(
    value,
    (v) => numberToText(v, percentage),
    (t) => textToNumber(t, percentage),
    onChange,
  );
  return (
    <Input
      inputMode="decimal"
      disabled={disabled}
      value={text}
      contentAfter={percentage ? '%' : undefined}
      onChange={(_, data) => setText(data.value)}
    />
  );
}
