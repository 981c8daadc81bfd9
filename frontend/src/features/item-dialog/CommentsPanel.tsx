import { useState } from 'react';
import { Button, Field as FluentField, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import type { Comment, Field, User } from '@listboard/shared';
import { addComment, type ItemPlace } from '../../api/itemEndpoints';
import { queryKeys } from '../../api/queryKeys';
import { readTasks } from '../../api/queries';
import { formats } from '../../i18n/formats';
import { appLocale } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { InlineAlert } from '../../ui/alerts';
import { sanitizeRichText } from '../../ui/fields/sanitizeHtml';
import { PeoplePicker, type Person } from '../../ui/fields/PeoplePicker';
import { useComments } from './itemQueries';
import { type Mention, commentHtml } from './commentText';
import { MentionTextarea } from './MentionTextarea';

/** Spec 1 section 9: 10 comments at first, an expand control when there are more than 5; 9999 means all. */
export const COMMENTS_SHOWN = 10;
export const COMMENTS_EXPAND_ABOVE = 5;
export const COMMENTS_ALL = 9999;

const NO_PEOPLE: readonly User[] = [];

const listOfNames = new Intl.ListFormat(appLocale, { type: 'conjunction' });

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  comment: { padding: tokens.spacingVerticalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  meta: { display: 'block', color: tokens.colorNeutralForeground2 },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  send: { alignSelf: 'flex-start' },
});

interface CommentsPanelProps {
  /** The item; null for a new item, which has no comments (spec 1 section 5). */
  place: ItemPlace | null;
  field: Field;
  canComment: boolean;
  draft: string;
  onDraftChange: (draft: string) => void;
}

/** Tab 2: the item's comments, newest first, and a box to add one. */
export function CommentsPanel({ place, field, canComment, draft, onDraftChange }: CommentsPanelProps) {
  const styles = useStyles();
  const t = useT();
  const queryClient = useQueryClient();
  const [top, setTop] = useState(COMMENTS_SHOWN);
  const [sending, setSending] = useState(false);
  const [mentions, setMentions] = useState<Mention[]>([]);
  // The mentions of the last comment sent that are nobody of the site: not mentioned, and not mailed.
  const [unresolved, setUnresolved] = useState<string[]>([]);
  const comments = useComments(place, top);
  if (!place || place.itemID <= 0) return <Text>{t('comments_after_save')}</Text>;

  const send = async () => {
    setSending(true);
    setUnresolved([]);
    try {
      // A rich comments field keeps HTML, in which a mention is also a link; a plain one only the text.
      const named = mentions.filter((mention) => draft.includes(`@${mention.name}`)).map((mention) => mention.login);
      const answer = await addComment(place, field.internalName, field.isRich ? commentHtml(draft, mentions) : draft.trim(), named);
      const nameOf = (login: string) => mentions.find((mention) => mention.login.toLowerCase() === login.toLowerCase())?.name ?? login;
      setUnresolved(answer.unresolvedMentions.map(nameOf));
      onDraftChange('');
      setMentions([]);
      // The comment changed the item (its version and count): the form and the board reload it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.item(place) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.task(place.boardID, place.listID, String(place.itemID)) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks(place.boardID) }),
      ]);
    } catch {
      // Spec 1 section 8: a failed send only stops the sending state; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  const remember = (mention: Mention) =>
    setMentions((known) => (known.some((entry) => entry.login === mention.login) ? known : [...known, mention]));

  const mentionPicked = (person: Person | undefined) => {
    if (!person?.login) return;
    remember({ name: person.name, login: person.login });
    onDraftChange(`${draft}${draft === '' || /\s$/.test(draft) ? '' : ' '}@${person.name} `);
  };

  const list = comments.data ?? [];
  return (
    <div className={styles.panel}>
      {comments.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : comments.isError ? (
        <InlineAlert intent="error" message={comments.error.message} />
      ) : list.length === 0 ? (
        <Text>{t('comments_empty')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('comments_list')}>
          {list.map((comment) => (
            <CommentEntry key={comment.id} comment={comment} rich={Boolean(field.isRich)} />
          ))}
        </ul>
      )}
      {list.length > COMMENTS_EXPAND_ABOVE && top !== COMMENTS_ALL && (
        <Button className={styles.send} appearance="subtle" onClick={() => setTop(COMMENTS_ALL)}>
          {t('comments_show_all')}
        </Button>
      )}
      {unresolved.length > 0 && (
        <InlineAlert
          intent="warning"
          message={t('comment_mentions_unresolved', { names: listOfNames.format(unresolved) })}
          onDismiss={() => setUnresolved([])}
        />
      )}
      {canComment && (
        <FluentField label={t('comment_mention')} hint={t('comment_mention_hint')}>
          <PeoplePicker people={[]} multi={false} onChange={(people) => mentionPicked(people[0])} />
        </FluentField>
      )}
      <FluentField label={t('comment_new')} hint={canComment ? t('comment_new_hint') : undefined}>
        <MentionTextarea
          disabled={!canComment}
          value={draft}
          onChange={onDraftChange}
          onMention={remember}
          sitePeople={readTasks(queryClient, place.boardID)?.users ?? NO_PEOPLE}
        />
      </FluentField>
      <Button
        className={styles.send}
        appearance="primary"
        disabled={!canComment || sending || draft.trim() === ''}
        icon={sending ? <Spinner size="tiny" /> : undefined}
        onClick={() => void send()}
      >
        {t('comment_send')}
      </Button>
    </div>
  );
}

function CommentEntry({ comment, rich }: { comment: Comment; rich: boolean }) {
  const styles = useStyles();
  const t = useT();
  return (
    <li className={styles.comment}>
      <Text size={200} className={styles.meta}>
        {t('comment_meta', { author: comment.author.name, date: formats.dateTime(comment.created) })}
      </Text>
      {rich ? (
        <div className={styles.text} dangerouslySetInnerHTML={{ __html: sanitizeRichText(comment.text) }} />
      ) : (
        <Text className={styles.text}>{comment.text}</Text>
      )}
    </li>
  );
}
