import { useEffect, useRef, useState, type MouseEvent } from 'react';
import {
  Button,
  Input,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Toolbar,
  ToolbarButton,
  makeStyles,
  tokens,
  useFieldControlProps_unstable,
} from '@fluentui/react-components';
import {
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons';
import { useT } from '../../i18n/useT';
import { richTextValue, sanitizeRichText } from './sanitizeHtml';

const useStyles = makeStyles({
  frame: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  editor: {
    minHeight: '96px',
    maxHeight: '320px',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground1,
    outlineStyle: 'none',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  disabled: { color: tokens.colorNeutralForegroundDisabled, backgroundColor: tokens.colorNeutralBackgroundDisabled },
  linkForm: { display: 'flex', columnGap: tokens.spacingHorizontalS, alignItems: 'end' },
});

interface RichTextEditorProps {
  /** The field's name, for the toolbar's name. */
  name: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

// Toolbar buttons act on the editor's selection: pressing them must not move the focus away from it.
const keepSelection = (event: MouseEvent) => event.preventDefault();

/**
 * A small rich text editor for Note fields: bold, italic, underline, lists and links. What it holds
 * and what it gives back are sanitized; read-only it shows the sanitized value.
 */
export function RichTextEditor({ name, value, disabled, onChange }: RichTextEditorProps) {
  const styles = useStyles();
  const t = useT();
  const editor = useRef<HTMLDivElement>(null);
  const controlProps = useFieldControlProps_unstable({}, { supportsLabelFor: false });

  // The value is written into the editor only when it differs from what the editor holds, so the caret stays put while typing.
  useEffect(() => {
    const element = editor.current;
    if (element && richTextValue(element.innerHTML) !== value) element.innerHTML = sanitizeRichText(value);
  }, [value]);

  const emit = () => onChange(richTextValue(editor.current?.innerHTML ?? ''));
  const run = (command: string, argument?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  };

  return (
    <div className={styles.frame}>
      {!disabled && (
        <Toolbar size="small" aria-label={t('rich_toolbar', { field: name })}>
          <ToolbarButton aria-label={t('rich_bold')} icon={<TextBoldRegular />} onMouseDown={keepSelection} onClick={() => run('bold')} />
          <ToolbarButton
            aria-label={t('rich_italic')}
            icon={<TextItalicRegular />}
            onMouseDown={keepSelection}
            onClick={() => run('italic')}
          />
          <ToolbarButton
            aria-label={t('rich_underline')}
            icon={<TextUnderlineRegular />}
            onMouseDown={keepSelection}
            onClick={() => run('underline')}
          />
          <ToolbarButton
            aria-label={t('rich_bullets')}
            icon={<TextBulletListLtrRegular />}
            onMouseDown={keepSelection}
            onClick={() => run('insertUnorderedList')}
          />
          <ToolbarButton
            aria-label={t('rich_numbers')}
            icon={<TextNumberListLtrRegular />}
            onMouseDown={keepSelection}
            onClick={() => run('insertOrderedList')}
          />
          <LinkButton
            onInsert={(url, restore) => {
              restore();
              run('createLink', url);
            }}
          />
        </Toolbar>
      )}
      <div
        {...controlProps}
        ref={editor}
        role="textbox"
        aria-multiline="true"
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : 0}
        contentEditable={!disabled}
        suppressContentEditableWarning
        className={disabled ? `${styles.editor} ${styles.disabled}` : styles.editor}
        onInput={emit}
      />
    </div>
  );
}

/** Asks for the address in a popover; the editor's selection is kept meanwhile and restored before the link is made. */
function LinkButton({ onInsert }: { onInsert: (url: string, restoreSelection: () => void) => void }) {
  const styles = useStyles();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('https://');
  const saved = useRef<Range | null>(null);

  const openChange = (next: boolean) => {
    if (next) {
      const selection = window.getSelection();
      saved.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    }
    setOpen(next);
  };
  const restore = () => {
    const selection = window.getSelection();
    if (!selection || !saved.current) return;
    selection.removeAllRanges();
    selection.addRange(saved.current);
  };
  const apply = () => {
    setOpen(false);
    if (/^(https?:\/\/|mailto:)\S+/i.test(url.trim())) onInsert(url.trim(), restore);
  };

  return (
    <Popover open={open} onOpenChange={(_, data) => openChange(data.open)} trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <ToolbarButton aria-label={t('rich_link')} icon={<LinkRegular />} onMouseDown={keepSelection} />
      </PopoverTrigger>
      <PopoverSurface>
        <form
          className={styles.linkForm}
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <Input aria-label={t('rich_link_address')} type="url" value={url} onChange={(_, data) => setUrl(data.value)} />
          <Button type="submit" appearance="primary">
            {t('rich_link_apply')}
          </Button>
        </form>
      </PopoverSurface>
    </Popover>
  );
}
