import { describe, expect, it } from 'vitest';
import { LIST_COMMENTS_FIELD, commentsFieldOf, usesListComments, withCommentsChoice } from './listComments';

describe('commentsFieldOf', () => {
  it('uses the chosen Note field whatever commentsNewExperience says', () => {
    expect(commentsFieldOf({ commentsFieldName: 'KanbanComments', commentsNewExperience: true })).toBe('KanbanComments');
    expect(commentsFieldOf({ commentsFieldName: 'KanbanComments', commentsNewExperience: false })).toBe('KanbanComments');
  });

  it("gives a board without a field the list's own comments while commentsNewExperience is on", () => {
    expect(commentsFieldOf({ commentsFieldName: null, commentsNewExperience: true })).toBe(LIST_COMMENTS_FIELD);
    expect(usesListComments({ commentsFieldName: null, commentsNewExperience: true })).toBe(true);
  });

  it('leaves a board without a field without comments when commentsNewExperience is off', () => {
    expect(commentsFieldOf({ commentsFieldName: null, commentsNewExperience: false })).toBeNull();
    expect(usesListComments({ commentsFieldName: null, commentsNewExperience: false })).toBe(false);
  });

  it('keeps spmoderncomments chosen by name', () => {
    expect(usesListComments({ commentsFieldName: 'spmoderncomments', commentsNewExperience: false })).toBe(true);
    expect(usesListComments({ commentsFieldName: 'KanbanComments', commentsNewExperience: true })).toBe(false);
  });
});

describe('withCommentsChoice', () => {
  const board = { commentsFieldName: 'KanbanComments', commentsNewExperience: true };

  it('turns the new experience off for "no comments", so that none stays none', () => {
    const none = withCommentsChoice(board, null);
    expect(none).toEqual({ commentsFieldName: null, commentsNewExperience: false });
    expect(commentsFieldOf(none)).toBeNull();
  });

  it("names the list's own comments and turns the new experience on", () => {
    expect(withCommentsChoice({ commentsFieldName: null, commentsNewExperience: false }, LIST_COMMENTS_FIELD)).toEqual({
      commentsFieldName: LIST_COMMENTS_FIELD,
      commentsNewExperience: true,
    });
  });

  it('names a Note field as it is', () => {
    expect(withCommentsChoice(board, 'Notes').commentsFieldName).toBe('Notes');
  });
});
