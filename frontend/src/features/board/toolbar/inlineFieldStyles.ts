import { makeStyles, tokens } from '@fluentui/react-components';
import { ON_PHONE } from '../../../ui/media';

/**
 * A labelled dropdown among the board's tools, label before the box. Fluent's horizontal Field is a
 * grid of a 33% label column and a 1fr control column: as a toolbar item sized to its content, the
 * 33% is resolved against a width computed without it, so the control column comes out narrower than
 * the dropdown's 250 px minimum and the dropdown spills over the next tool. A wrapping flex row has no
 * such column: the label takes its own width, and on a narrow screen the box goes under the label.
 */
export const useInlineFieldStyles = makeStyles({
  field: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    rowGap: tokens.spacingVerticalXS,
    maxWidth: '100%',
    // A phone shows the box alone: the label still names it (aria-labelledby reads hidden labels), and the value says what it is.
    [ON_PHONE]: { '& > label': { display: 'none' } },
  },
  // Wide enough for the common values, so the tools beside it rarely move when the value changes; never wider than the screen.
  dropdown: { minWidth: '160px', maxWidth: '100%' },
});
