import type { KeyboardEvent } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, DismissRegular } from '@fluentui/react-icons';
import type { AttachmentFile } from '@listboard/shared';
import { useT } from '../../i18n/useT';
import { useFieldData } from './FieldDataSource';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 95vw)' },
  stage: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalS },
  image: { maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain', display: 'block', margin: '0 auto' },
  frame: { flexGrow: 1, minWidth: 0, display: 'flex', justifyContent: 'center' },
  position: { display: 'block', textAlign: 'center', marginTop: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2 },
});

interface ImagePopupProps {
  images: AttachmentFile[];
  /** The image shown, or null when the popup is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** The image popup of spec 1 section 2: previous and next by buttons or arrow keys, Esc closes. */
export function ImagePopup({ images, index, onIndexChange }: ImagePopupProps) {
  const styles = useStyles();
  const t = useT();
  const { useAttachmentImage } = useFieldData();
  const image = index === null ? undefined : images[index];
  const url = useAttachmentImage(image);
  if (index === null || !image) return null;
  const step = (delta: number) => onIndexChange((index + delta + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onIndexChange(null)}>
      <DialogSurface className={styles.surface} onKeyDown={onKeyDown}>
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                aria-label={t('image_popup_close')}
                icon={<DismissRegular />}
                onClick={() => onIndexChange(null)}
              />
            }
          >
            {image.title || image.name}
          </DialogTitle>
          <DialogContent>
            <div className={styles.stage}>
              <Button
                appearance="subtle"
                aria-label={t('image_popup_previous')}
                icon={<ChevronLeftRegular />}
                disabled={images.length < 2}
                onClick={() => step(-1)}
              />
              <div className={styles.frame}>
                {url ? <img className={styles.image} src={url} alt={image.title || image.name} /> : <Spinner size="small" />}
              </div>
              <Button
                appearance="subtle"
                aria-label={t('image_popup_next')}
                icon={<ChevronRightRegular />}
                disabled={images.length < 2}
                onClick={() => step(1)}
              />
            </div>
            <Text className={styles.position}>{t('image_popup_position', { index: index + 1, count: images.length })}</Text>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
