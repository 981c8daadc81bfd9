import { type AttachmentFile, type BoardResponse, type Field, LIST_COMMENTS_FIELD, type User, commentsFieldOf } from '@listboard/shared';
import type { ItemPlace } from '../../api/itemEndpoints';
import type { FieldEnvironment } from '../../ui/fields/fieldEnvironment';
import { CommentsPanel } from './CommentsPanel';
import { FieldsPanel } from './FieldsPanel';
import { dialogLabelsOf } from './LabelsFieldControl';
import type { DialogMode } from './itemRoute';
import { SubtasksPanel } from './SubtasksPanel';
import { TimelinePanel } from './TimelinePanel';
import type { useItemDrafts } from './useItemDrafts';
import type { FieldErrors } from './validation';
import { WatchersPanel } from './WatchersPanel';

/** Spec 1 section 2: tabs by index; 3 is not shown; 5 is the card's timeline (docs/reporting.md#the-cards-timeline). */
export type TabValue = '0' | '1' | '2' | '4' | '5';

interface ItemPanelsProps {
  tab: TabValue;
  /** The id of the selected tab, which names its panel. */
  tabId: string;
  board: BoardResponse;
  mode: DialogMode;
  formFields: readonly Field[];
  drafts: ReturnType<typeof useItemDrafts>;
  storedFiles: AttachmentFile[];
  errors: FieldErrors;
  short: boolean;
  environment: FieldEnvironment;
  isEditable: (field: Field) => boolean;
  /** The opened item; null for a new item or a copy. */
  place: ItemPlace | null;
  me: User | undefined;
  ask: (message: string, alert?: boolean) => Promise<boolean>;
  onNewSubtask: () => void;
  /** A field was changed (its shown problem goes). */
  onFieldEdited: (name: string) => void;
}

/** The selected tab's panel. */
export function ItemPanels(props: ItemPanelsProps) {
  const { tab, tabId, board, mode, drafts, place } = props;
  const commentsField = commentsFieldFor(board);
  return (
    <div role="tabpanel" aria-labelledby={tabId}>
      {tab === '0' && (
        <FieldsPanel
          fields={props.formFields}
          values={drafts.current}
          errors={props.errors}
          short={props.short}
          environment={props.environment}
          attachments={{ stored: props.storedFiles, ...drafts.files }}
          isEditable={props.isEditable}
          labels={dialogLabelsOf(board, props.environment.siteURL, props.environment.listID)}
          onChange={(name, value) => {
            drafts.setValue(name, value);
            props.onFieldEdited(name);
          }}
          onAttachmentsChange={(name, { pending, removed, onCard }) => {
            drafts.setFiles({ pending, removed, onCard });
            props.onFieldEdited(name);
          }}
        />
      )}
      {tab === '1' && (
        <SubtasksPanel
          board={board}
          place={place}
          canEdit={mode !== 'readOnly'}
          ask={props.ask}
          onNewSubtask={props.onNewSubtask}
          parentValues={drafts.current}
        />
      )}
      {tab === '2' && commentsField && (
        <CommentsPanel
          place={place}
          field={commentsField}
          canComment={mode !== 'readOnly'}
          draft={drafts.comment}
          onDraftChange={drafts.setComment}
        />
      )}
      {tab === '5' && place && <TimelinePanel board={board} place={place} />}
      {tab === '4' && (
        <WatchersPanel
          watchers={drafts.watchers}
          me={props.me && { id: props.me.id, name: props.me.name }}
          canEditOthers={mode !== 'readOnly'}
          onChange={drafts.setWatchers}
        />
      )}
    </div>
  );
}

/**
 * The field the comments tab writes: the board's Note field, or the list's own comments, which are no field
 * of the list and keep plain text (docs/configuration.md#comments).
 */
function commentsFieldFor(board: BoardResponse): Field | undefined {
  const name = commentsFieldOf(board);
  if (name !== LIST_COMMENTS_FIELD) return board.fields.find((field) => field.internalName === name);
  return { internalName: name, name, type: 'Note', isRequired: false, isReadOnly: false, isMulti: false, isAllowFillIn: false };
}
