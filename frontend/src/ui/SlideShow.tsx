import type { KeyboardEvent, ReactNode } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { stepColumn } from './gestures/swipe';
import { useSwipe } from './gestures/useSwipe';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  slide: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minHeight: '160px' },
  dots: { display: 'flex', justifyContent: 'center', columnGap: tokens.spacingHorizontalXS },
  dot: { minWidth: '24px', width: '24px', height: '24px', padding: 0, borderRadius: tokens.borderRadiusCircular },
  current: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
  },
});

export interface SlideShowProps {
  count: number;
  /** The slide shown, from 0. */
  index: number;
  onIndex(index: number): void;
  /** The accessible name of a slide, from 0 ("News 2 of 5"). */
  slideLabel(index: number): string;
  /** What a screen reader calls a slide, in the page's language ("slide"). */
  roleDescription: string;
  /** The slide shown. */
  children: ReactNode;
}

/**
 * One slide of several at a time (spec 3 section 2: the news and welcome sliders): a numbered button
 * per slide, a swipe (spec 3 section 9) or the arrow keys for the next or the previous one. The dialog
 * around it brings its own Previous and Next.
 */
export function SlideShow({ count, index, onIndex, slideLabel, roleDescription, children }: SlideShowProps) {
  const styles = useStyles();
  const swipeRef = useSwipe(count > 1, (direction) => onIndex(stepColumn(index, count, direction)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    onIndex(stepColumn(index, count, event.key === 'ArrowRight' ? 'next' : 'previous'));
  };
  return (
    <div className={styles.root} ref={swipeRef} onKeyDown={onKeyDown}>
      <div className={styles.slide} role="group" aria-roledescription={roleDescription} aria-label={slideLabel(index)}>
        {children}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {Array.from({ length: count }, (_, i) => (
            <Button
              key={i}
              className={mergeClasses(styles.dot, i === index && styles.current)}
              appearance="subtle"
              size="small"
              aria-label={slideLabel(i)}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => onIndex(i)}
            >
              {i + 1}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
