/** Spec 1 section 9: mobile means a width up to 768 px. */
export const PHONE_QUERY = '(max-width: 768px)';
/** The same width as a style rule key, for styles that only a phone gets. */
export const ON_PHONE = `@media ${PHONE_QUERY}`;
