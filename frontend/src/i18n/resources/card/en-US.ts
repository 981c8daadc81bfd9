/** English texts of the card feature; every other locale provides the same keys. */
export const cardEnUS = {
} satisfies Record<string, string>;
