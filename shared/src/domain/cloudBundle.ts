/**
 * The pricing calculator of the licence screen (spec 3 sections 2 and 9): the cloud bundle is sold from
 * 50 users, and the saving against the list price grows with the order up to 77 percent.
 */
export const CLOUD_BUNDLE_MIN_USERS = 50;
export const CLOUD_BUNDLE_MAX_SAVING = 77;
/** The list price of one user per month, in US dollars, which the savings are measured against. */
export const LIST_PRICE_PER_USER_MONTH = 4;

/** The saving (percent) from each order size up: the vendor's price list. */
const SAVING_TIERS: readonly { from: number; saving: number }[] = [
  { from: 50, saving: 20 },
  { from: 100, saving: 35 },
  { from: 250, saving: 50 },
  { from: 500, saving: 60 },
  { from: 1000, saving: 68 },
  { from: 2500, saving: 73 },
  { from: 5000, saving: CLOUD_BUNDLE_MAX_SAVING },
];

export interface CloudBundleQuote {
  /** The users priced: the order, raised to the minimum. */
  users: number;
  savingPercent: number;
  pricePerUserMonth: number;
  pricePerYear: number;
  listPricePerYear: number;
}

/** The bundle's price for an order of `requested` users (at least 50 are priced). */
export function cloudBundleQuote(requested: number): CloudBundleQuote {
  const users = Math.max(CLOUD_BUNDLE_MIN_USERS, Math.floor(Number.isFinite(requested) ? requested : 0));
  const savingPercent = [...SAVING_TIERS].reverse().find((tier) => users >= tier.from)?.saving ?? 0;
  const pricePerUserMonth = Math.round(LIST_PRICE_PER_USER_MONTH * (100 - savingPercent)) / 100;
  return {
    users,
    savingPercent,
    pricePerUserMonth,
    pricePerYear: Math.round(pricePerUserMonth * users * 12 * 100) / 100,
    listPricePerYear: LIST_PRICE_PER_USER_MONTH * users * 12,
  };
}
