import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ViewType } from '@listboard/shared';
import { useT } from '../../../i18n/useT';
import { ON_PHONE } from '../../../ui/media';
import { useInlineFieldStyles } from './inlineFieldStyles';
import { VIEW_TYPE_LABELS } from './viewTypeLabels';

/** Fluent's medium dropdown: its height, its padding and the room of its chevron. */
const useStyles = makeStyles({
  // As the picker's label: hidden on a phone.
  label: {
    paddingInlineEnd: tokens.spacingHorizontalM,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    [ON_PHONE]: { display: 'none' },
  },
  box: {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: '32px',
    paddingInlineStart: tokens.spacingHorizontalMNudge,
    paddingInlineEnd: `calc(${tokens.spacingHorizontalMNudge} + 20px + ${tokens.spacingHorizontalXXS})`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
});

/**
 * The view picker's place while its code loads: the label and the box at the picker's size, so the tools beside it
 * do not move under a person's pointer when the picker comes (a click pressed before and released after that move
 * was lost). Hidden from screen readers: the picker itself names the view.
 */
export function ViewTypeStandIn({ value }: { value: ViewType }) {
  const t = useT();
  const inline = useInlineFieldStyles();
  const styles = useStyles();
  return (
    <div className={inline.field} aria-hidden>
      <span className={styles.label}>{t('view_type_label')}</span>
      <span className={mergeClasses(inline.dropdown, styles.box)}>{t(VIEW_TYPE_LABELS[value])}</span>
    </div>
  );
}
