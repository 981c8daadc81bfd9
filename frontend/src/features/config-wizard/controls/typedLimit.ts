/** A limit typed in a spin button: empty is no limit (0); anything else is kept as typed, so a wrong number shows its problem. */
export function typedLimit(value: number | null | undefined, displayValue: string | undefined): number {
  if (typeof value === 'number') return value;
  const text = displayValue?.trim() ?? '';
  return text === '' ? 0 : Number(text);
}
