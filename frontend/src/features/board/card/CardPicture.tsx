import { type RefObject, useEffect, useRef, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { CARD_PICTURE_UNITS, CARD_ROW_PX, type Item } from '@listboard/shared';
import { useAttachmentImage } from '../../../api/hooks/useAttachmentImage';

const useStyles = makeStyles({
  // As wide as the card and at most the rows the card's height estimate counts for it (docs/board-page.md#card-pictures).
  picture: {
    display: 'block',
    width: '100%',
    maxHeight: `${CARD_PICTURE_UNITS * CARD_ROW_PX}px`,
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusSmall,
    marginBlock: tokens.spacingVerticalXS,
  },
});

/** How far outside the viewport a card starts fetching its picture, down or across the columns: a few cards ahead of a scroll. */
const NEAR_VIEWPORT = '400px';

/** Whether the element has come near the viewport once; where the browser cannot tell, it is taken as near. */
function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * The attachment a card shows under its title (docs/board-page.md#card-pictures), named by the attachment. Fetched with
 * the person's token (an <img> cannot send it) once the card comes near the viewport; a picture that cannot be
 * fetched (its file was removed elsewhere) is left out.
 */
export function CardPicture({ picture }: { picture: NonNullable<Item['picture']> }) {
  const styles = useStyles();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const url = useAttachmentImage(near ? picture : undefined);
  return <div ref={ref}>{url && <img className={styles.picture} src={url} alt={picture.name} loading="lazy" />}</div>;
}
