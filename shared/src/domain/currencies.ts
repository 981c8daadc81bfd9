/**
 * A Currency field names its currency by a Windows locale id (spec 3 section 3: currencyLocaleId,
 * SharePoint's LCID). The page writes amounts in the reader's language but in the field's currency,
 * so it needs the currency's ISO 4217 code. The table covers the locales SharePoint offers most;
 * an id it does not know shows the amount without a symbol rather than a wrong one.
 */
const CURRENCY_BY_LOCALE_ID: ReadonlyMap<number, string> = new Map([
  [1033, 'USD'],
  [2057, 'GBP'],
  [4105, 'CAD'],
  [3081, 'AUD'],
  [5129, 'NZD'],
  [6153, 'EUR'],
  [7177, 'ZAR'],
  [16393, 'INR'],
  [1031, 'EUR'],
  [3079, 'EUR'],
  [2055, 'CHF'],
  [1036, 'EUR'],
  [2060, 'EUR'],
  [4108, 'CHF'],
  [3084, 'CAD'],
  [3082, 'EUR'],
  [1034, 'EUR'],
  [2058, 'MXN'],
  [11274, 'ARS'],
  [1040, 'EUR'],
  [1043, 'EUR'],
  [2067, 'EUR'],
  [2070, 'EUR'],
  [1046, 'BRL'],
  [1053, 'SEK'],
  [1044, 'NOK'],
  [1030, 'DKK'],
  [1035, 'EUR'],
  [1045, 'PLN'],
  [1029, 'CZK'],
  [1038, 'HUF'],
  [1049, 'RUB'],
  [1055, 'TRY'],
  [1041, 'JPY'],
  [1042, 'KRW'],
  [2052, 'CNY'],
  [1028, 'TWD'],
  [3076, 'HKD'],
  [4100, 'SGD'],
  [1037, 'ILS'],
  [1025, 'SAR'],
  [14337, 'AED'],
  [1081, 'INR'],
]);

/** The ISO 4217 code of a Currency field's currency, or undefined when the field names none the table knows. */
export function currencyOfLocaleId(localeId: number | undefined): string | undefined {
  return localeId === undefined ? undefined : CURRENCY_BY_LOCALE_ID.get(localeId);
}
