import type { BoardConfig } from '../../api/board';

/**
 * The comments field that stands for the list item's own comments (SharePoint's modern comments, the
 * built-in store's item comments) rather than an append-only Note field: the spec's default comment field.
 */
export const LIST_COMMENTS_FIELD = 'spmoderncomments';

/**
 * Where a board's comments live (docs/configuration.md#comments): the chosen append-only Note field or
 * LIST_COMMENTS_FIELD; a board that chose no field uses the list's own comments while
 * `commentsNewExperience` is on, and has no comments when it is off. Null: the board has no comments.
 */
export function commentsFieldOf(config: Pick<BoardConfig, 'commentsFieldName' | 'commentsNewExperience'>): string | null {
  if (config.commentsFieldName) return config.commentsFieldName;
  return config.commentsNewExperience ? LIST_COMMENTS_FIELD : null;
}

/** Whether the board's comments are the list item's own (read and written through the host's comments, not a field). */
export const usesListComments = (config: Pick<BoardConfig, 'commentsFieldName' | 'commentsNewExperience'>) =>
  commentsFieldOf(config) === LIST_COMMENTS_FIELD;

/** What the wizard's comments step writes for a choice: a Note field, the list's own comments, or none. */
export function withCommentsChoice<C extends Pick<BoardConfig, 'commentsFieldName' | 'commentsNewExperience'>>(
  config: C,
  choice: string | null,
): C {
  if (choice === null) return { ...config, commentsFieldName: null, commentsNewExperience: false };
  if (choice === LIST_COMMENTS_FIELD) return { ...config, commentsFieldName: LIST_COMMENTS_FIELD, commentsNewExperience: true };
  return { ...config, commentsFieldName: choice };
}
