import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { createTranslate } from '../../i18n/i18n';
import { saveFailure } from './saveFailure';
import { testBoard } from './testing/demoFields';

const t = createTranslate('en-US');
const fields = testBoard().fields;

describe('saveFailure', () => {
  it("puts the problems of a refused value under their fields, in the person's language", () => {
    const failure = saveFailure(
      new ApiError(400, 'invalid_value', 'Title: This is a required field.', [
        { field: 'Title', key: 'required_field', message: 'Title: This is a required field.' },
      ]),
      fields,
      t,
    );
    expect(failure).toEqual({ fieldErrors: { Title: t('required_field') }, message: null, reload: false });
  });

  it('keeps problems of fields that are not on the form as a message', () => {
    const failure = saveFailure(
      new ApiError(400, 'invalid_value', 'x', [{ field: 'Nope', key: 'field_read_only', message: 'The list has no field Nope.' }]),
      fields,
      t,
    );
    expect(failure.message).toBe('The list has no field Nope.');
  });

  it('shows the WIP limit message of the spec', () => {
    expect(saveFailure(new ApiError(409, 'wip_limit', 'full'), fields, t).message).toBe(t('wip_limit_error'));
  });

  it('reloads after someone else changed the item', () => {
    expect(saveFailure(new ApiError(412, 'stale_item', 'changed'), fields, t)).toEqual({
      fieldErrors: {},
      message: t('item_stale'),
      reload: true,
    });
  });

  it('explains a refusal and passes other messages through', () => {
    expect(saveFailure(new ApiError(403, 'access_denied', 'no'), fields, t).message).toBe(t('item_save_denied'));
    expect(saveFailure(new ApiError(415, 'file_not_allowed', 'a.exe: Files of type .exe are not allowed.'), fields, t).message).toBe(
      'a.exe: Files of type .exe are not allowed.',
    );
    expect(saveFailure(new ApiError(0, 'network', ''), fields, t).message).toBe(t('error_unexpected'));
  });
});
