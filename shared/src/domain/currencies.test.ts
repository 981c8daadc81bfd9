import { describe, expect, it } from 'vitest';
import { currencyOfLocaleId } from './currencies';

describe('currencyOfLocaleId', () => {
  it('names the currency of a SharePoint currency locale', () => {
    expect(currencyOfLocaleId(1033)).toBe('USD');
    expect(currencyOfLocaleId(1031)).toBe('EUR');
    expect(currencyOfLocaleId(2057)).toBe('GBP');
    expect(currencyOfLocaleId(2055)).toBe('CHF');
  });

  it('names none for a field without a currency or with one the table does not know', () => {
    expect(currencyOfLocaleId(undefined)).toBeUndefined();
    expect(currencyOfLocaleId(9999)).toBeUndefined();
  });
});
