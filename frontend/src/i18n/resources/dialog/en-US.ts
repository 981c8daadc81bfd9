/** English texts of the dialog feature; every other locale provides the same keys. */
export const dialogEnUS = {
} satisfies Record<string, string>;
