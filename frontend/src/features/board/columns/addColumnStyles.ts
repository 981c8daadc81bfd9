import { makeStyles, tokens } from '@fluentui/react-components';

/** The slot after the last column, holding the button or the form. */
export const useAddColumnStyles = makeStyles({
  slot: { flexShrink: 0, width: '240px', display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalS },
});
