import { useLayoutEffect, useRef } from 'react';
import { Button, Field as FluentField, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { MessageTag } from '@listboard/shared';
import { useT } from '../../../../i18n/useT';
import { TAG_DESCRIPTIONS } from './notificationOptions';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export interface MessageTemplateInputProps {
  label: string;
  value: string;
  /** The tags this kind of rule can fill in (messageTagsFor). */
  tags: readonly MessageTag[];
  required: boolean;
  validationMessage?: string;
  onChange: (value: string) => void;
}

/**
 * The HTML template of a rule's mail, with a button per tag. A tag goes where the cursor last was in
 * the text (replacing what was selected), or at the end before the text was ever touched.
 */
export function MessageTemplateInput({ label, value, tags, required, validationMessage, onChange }: MessageTemplateInputProps) {
  const styles = useStyles();
  const t = useT();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Where the cursor goes once the inserted tag is in the text.
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const at = caret.current;
    if (at === null || !textarea.current) return;
    caret.current = null;
    textarea.current.focus();
    textarea.current.setSelectionRange(at, at);
  }, [value]);

  // A text field keeps its selection while the focus is on a tag button, and a value set by the page puts the
  // cursor at its end: the field itself says where the tag goes.
  const insert = (tag: MessageTag) => {
    const field = textarea.current;
    const start = Math.min(field?.selectionStart ?? value.length, value.length);
    const end = Math.min(Math.max(field?.selectionEnd ?? value.length, start), value.length);
    caret.current = start + tag.length;
    onChange(value.slice(0, start) + tag + value.slice(end));
  };

  return (
    <div className={styles.root}>
      <FluentField label={label} required={required} validationMessage={validationMessage}>
        <Textarea ref={textarea} value={value} rows={5} resize="vertical" onChange={(_event, data) => onChange(data.value)} />
      </FluentField>
      <div role="group" aria-label={t('rules_message_tags')} className={styles.tags}>
        {tags.map((tag) => (
          <Button key={tag} size="small" title={t(TAG_DESCRIPTIONS[tag])} onClick={() => insert(tag)}>
            {tag}
          </Button>
        ))}
      </div>
    </div>
  );
}
