import { useRef, useState } from 'react';
import { Button, FieldContextProvider, Switch, Text, makeStyles, tokens, type FieldControlProps } from '@fluentui/react-components';
import { ArrowDownloadRegular, AttachRegular, DismissRegular } from '@fluentui/react-icons';
import {
  type AttachmentFile,
  MAX_UPLOAD_BYTES,
  type RefusalProblem,
  detectFileType,
  extensionOf,
  hasImageExtension,
  notAnImageReason,
} from '@listboard/shared';
import { formats } from '../../i18n/formats';
import type { MessageKey } from '../../i18n/i18n';
import { translate, useT } from '../../i18n/useT';
import { useAlerts } from '../alerts';
import { useFieldData } from './FieldDataSource';
import { ImagePopup } from './ImagePopup';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  entry: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  thumbnailButton: { padding: 0, minWidth: 0, height: 'auto' },
  thumbnail: { width: '48px', height: '48px', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall, display: 'block' },
  placeholder: { width: '48px', height: '48px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusSmall },
  pending: { color: tokens.colorNeutralForeground2, fontStyle: 'italic' },
  refused: { color: tokens.colorPaletteRedForeground1 },
  picker: { display: 'none' },
});

/** The attachments of an item as the form holds them: stored files, files chosen for upload, names marked for removal. */
export interface AttachmentsState {
  stored: AttachmentFile[];
  pending: File[];
  removed: string[];
  /**
   * The image to show at the top of the card (docs/board-page.md#card-pictures): a pending file, a stored one by
   * name, or null for none; undefined leaves the stored choice. One at most, since a card shows one picture, so
   * marking another replaces it.
   */
  onCard?: File | string | null;
}

interface AttachmentsControlProps {
  state: AttachmentsState;
  disabled: boolean;
  /**
   * One file, a library item's (spec 1 section 5: a library-file field allows one file): choosing
   * another replaces the pending one, and the stored file is replaced on save, never just removed.
   */
  single?: boolean;
  onChange: (state: AttachmentsState) => void;
  /** Name, description and required state from the surrounding Field. */
  controlProps: FieldControlProps;
}

/**
 * The attachments field: an upload list with remove buttons. Images show as thumbnails that open
 * the image popup; other files download. Changes are kept until the item is saved.
 */
export function AttachmentsControl({ state, disabled, single = false, onChange, controlProps }: AttachmentsControlProps) {
  const styles = useStyles();
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  const { showAlert } = useAlerts();
  const { attachmentBlob } = useFieldData();
  const [shownImage, setShownImage] = useState<number | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const kept = state.stored.filter((file) => !state.removed.includes(file.name));
  const images = kept.filter((file) => file.attachmentType === 1);

  // Files the server would refuse (empty, too large, active content) are refused at once, by the same rule.
  const addChosen = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (picker.current) picker.current.value = '';
    const checked = await Promise.all(chosen.map(async (file) => ({ file, refusal: refusalOf(file.name, await headOf(file)) })));
    setRefusals(checked.flatMap(({ refusal }) => (refusal === null ? [] : [refusal])));
    const accepted = checked.filter(({ refusal }) => refusal === null).map(({ file }) => file);
    if (accepted.length > 0) onChange({ ...state, pending: single ? accepted.slice(-1) : [...state.pending, ...accepted] });
  };

  return (
    <div role="group" {...controlProps} className={styles.root}>
      {kept.length === 0 && state.pending.length === 0 && <Text>{t(single ? 'file_none' : 'attachments_empty')}</Text>}
      <ul className={styles.list}>
        {kept.map((file) => (
          <li key={file.name} className={styles.entry}>
            {file.attachmentType === 1 ? (
              <Thumbnail file={file} onOpen={() => setShownImage(images.indexOf(file))} />
            ) : (
              <Button
                appearance="transparent"
                icon={<ArrowDownloadRegular />}
                aria-label={t('attachment_download', { name: file.name })}
                onClick={() => download(file, attachmentBlob).catch((error: Error) => showAlert('error', error.message))}
              />
            )}
            <Text>{file.title || file.name}</Text>
            {!disabled && !single && file.attachmentType === 1 && (
              <OnCardSwitch
                name={file.name}
                checked={state.onCard === undefined ? file.onCard === true : state.onCard === file.name}
                onChange={(checked) => onChange({ ...state, onCard: checked ? file.name : null })}
              />
            )}
            {!disabled && !single && (
              <Button
                appearance="subtle"
                size="small"
                icon={<DismissRegular />}
                aria-label={t('attachment_remove', { name: file.name })}
                onClick={() => onChange({ ...state, removed: [...state.removed, file.name] })}
              />
            )}
          </li>
        ))}
        {state.pending.map((file, index) => (
          <li key={`${file.name}-${index}`} className={styles.entry}>
            <Text className={styles.pending}>{t('attachment_pending', { name: file.name })}</Text>
            {!single && hasImageExtension(file.name) && (
              // Unmarked, the stored choice stands again.
              <OnCardSwitch
                name={file.name}
                checked={state.onCard === file}
                onChange={(checked) => onChange({ ...state, onCard: checked ? file : undefined })}
              />
            )}
            <Button
              appearance="subtle"
              size="small"
              icon={<DismissRegular />}
              aria-label={t('attachment_remove', { name: file.name })}
              onClick={() =>
                onChange({
                  ...state,
                  pending: state.pending.filter((_, i) => i !== index),
                  onCard: state.onCard === file ? undefined : state.onCard,
                })
              }
            />
          </li>
        ))}
      </ul>
      {refusals.map((refusal) => (
        <Text key={refusal} role="alert" className={styles.refused}>
          {refusal}
        </Text>
      ))}
      {!disabled && (
        <>
          <input
            ref={picker}
            className={styles.picker}
            type="file"
            multiple={!single}
            tabIndex={-1}
            aria-hidden
            onChange={(event) => void addChosen(event.target.files)}
          />
          <Button icon={<AttachRegular />} onClick={() => picker.current?.click()}>
            {t(single ? 'file_choose' : 'attachments_add')}
          </Button>
        </>
      )}
      <ImagePopup images={images} index={shownImage} onIndexChange={setShownImage} />
    </div>
  );
}

/** "Show on the card" beside an image, named after it for a screen reader, which hears one such switch per image. */
function OnCardSwitch({ name, checked, onChange }: { name: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  return (
    // Out of the surrounding Field's context, which would otherwise name the switch after the field.
    <FieldContextProvider value={undefined}>
      <Switch
        label={t('attachment_show_on_card')}
        aria-label={t('attachment_show_named_on_card', { name })}
        checked={checked}
        onChange={(_, data) => onChange(data.checked)}
      />
    </FieldContextProvider>
  );
}

function Thumbnail({ file, onOpen }: { file: AttachmentFile; onOpen: () => void }) {
  const styles = useStyles();
  const t = useT();
  const { useAttachmentImage } = useFieldData();
  const url = useAttachmentImage(file);
  return (
    <Button
      appearance="transparent"
      className={styles.thumbnailButton}
      aria-label={t('attachment_open_image', { name: file.name })}
      onClick={onOpen}
    >
      {url ? <img className={styles.thumbnail} src={url} alt="" /> : <span className={styles.placeholder} />}
    </Button>
  );
}

const REFUSAL_KEYS: Record<RefusalProblem, MessageKey> = {
  empty: 'upload_refused_empty',
  too_large: 'upload_refused_too_large',
  extension: 'upload_refused_extension',
  active_content: 'upload_refused_active_content',
  unknown_kind: 'upload_refused_unknown_kind',
};

/**
 * Why a file cannot be uploaded, in the page's language, with the limit in the locale's units (8 MB); null when it
 * can. A file named as an image goes up as one, so its content must be that image, as the server checks too.
 */
function refusalOf(file: string, head: Uint8Array): string | null {
  const type = detectFileType(file, head);
  const values = { file, size: formats.fileSize(MAX_UPLOAD_BYTES), extension: extensionOf(file) };
  if (type.kind === 'refused') return translate(REFUSAL_KEYS[type.problem], values);
  return hasImageExtension(file) && notAnImageReason(file, head) !== null ? translate('upload_refused_not_image', values) : null;
}

/** The bytes the file check needs: all of a file within the size limit, just past the limit of a larger one. */
async function headOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, MAX_UPLOAD_BYTES + 1).arrayBuffer());
}

/** Downloads through the API (a plain link cannot send the token). */
async function download(file: AttachmentFile, bytesOf: (file: AttachmentFile) => Promise<Blob>): Promise<void> {
  const url = URL.createObjectURL(await bytesOf(file));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  // The browser reads the URL after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
