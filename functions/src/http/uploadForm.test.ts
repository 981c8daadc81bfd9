import { API_ERROR_STATUS, type ApiErrorCode } from '@listboard/shared';
import { describe, expect, it } from 'vitest';
import { UseCaseError } from '../usecases/errors';
import { checkedFiles } from '../usecases/files/index';
import { readUploadForm } from './uploadForm';

const asRequest = (form: FormData) => ({ formData: async () => form }) as unknown as Parameters<typeof readUploadForm>[0];
const file = (content: string, name: string) => new File([content], name);

async function refusal(promise: Promise<unknown>): Promise<[number, string, string]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof UseCaseError)) throw new Error('expected a UseCaseError');
  const code: ApiErrorCode = error.code;
  return [API_ERROR_STATUS[code], code, error.message];
}

describe('readUploadForm', () => {
  it('reads itemInfo, boardID and the file parts', async () => {
    const form = new FormData();
    form.set('itemInfo', JSON.stringify({ siteURL: 'https://x.test/s', listID: 'l1', itemID: 4 }));
    form.set('boardID', 'b1');
    form.append('files', file('a', 'a.txt'));
    form.append('files', 'not a file');
    const read = await readUploadForm(asRequest(form));
    expect(read).toMatchObject({ info: { siteURL: 'https://x.test/s', listID: 'l1', itemID: 4 }, boardId: 'b1' });
    expect(read.files.map((f) => f.name)).toEqual(['a.txt']);
  });

  it('refuses a body that is no upload form with 400 invalid_form', async () => {
    const broken = {
      formData: async () => {
        throw new TypeError('no form');
      },
    } as unknown as Parameters<typeof readUploadForm>[0];
    expect((await refusal(readUploadForm(broken))).slice(0, 2)).toEqual([400, 'invalid_form']);
    const form = new FormData();
    form.set('itemInfo', '{not json');
    form.set('boardID', 'b1');
    expect((await refusal(readUploadForm(asRequest(form)))).slice(0, 2)).toEqual([400, 'invalid_form']);
  });
});

describe('upload options', () => {
  const formWith = (fields: Record<string, string>, names = ['a.png', 'b.txt']) => {
    const form = new FormData();
    form.set('itemInfo', JSON.stringify({ siteURL: 'https://x.test/s', listID: 'l1', itemID: 4 }));
    form.set('boardID', 'b1');
    for (const name of names) form.append('files', file('x', name));
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return asRequest(form);
  };

  it('reads attachmentTypes and showAs per file, and defaults to plain files off the card', async () => {
    const read = await readUploadForm(formWith({ attachmentTypes: '[1,0]', showAs: '[true,false]' }));
    expect(read.options).toEqual([
      { attachmentType: 1, showAs: true },
      { attachmentType: 0, showAs: false },
    ]);
    expect((await readUploadForm(formWith({}))).options).toEqual([
      { attachmentType: 0, showAs: false },
      { attachmentType: 0, showAs: false },
    ]);
  });

  it('refuses malformed options with 400 invalid_form', async () => {
    const malformed: Record<string, string>[] = [
      { attachmentTypes: '[1]' },
      { attachmentTypes: '[2,0]' },
      { attachmentTypes: '1,0' },
      { attachmentTypes: '{"0":1}' },
      { showAs: '[true]' },
      { showAs: '["yes",false]' },
      { attachmentTypes: '[0,0]', showAs: '[true,false]' },
    ];
    for (const fields of malformed) {
      expect((await refusal(readUploadForm(formWith(fields)))).slice(0, 2), JSON.stringify(fields)).toEqual([400, 'invalid_form']);
    }
  });
});

describe('checkedFiles', () => {
  it('passes text and known documents', async () => {
    const checked = await checkedFiles([file('plain notes', 'notes.txt')]);
    expect(checked.map((f) => [f.name, f.bytes.byteLength])).toEqual([['notes.txt', 11]]);
  });

  it('refuses empty files, bad names and active content', async () => {
    expect(await refusal(checkedFiles([file('x', 'ok.txt'), file('', 'empty.txt')]))).toEqual([400, 'file_empty', 'File is empty']);
    expect((await refusal(checkedFiles([file('x', '..')]))).slice(0, 2)).toEqual([400, 'invalid_file_name']);
    expect((await refusal(checkedFiles([file('<svg onload="alert(1)"/>', 'logo.png')]))).slice(0, 2)).toEqual([415, 'file_not_allowed']);
  });
});

describe('upload names and ids', () => {
  const formOf = (itemInfo: unknown, boardID = 'b1') => {
    const form = new FormData();
    form.set('itemInfo', JSON.stringify(itemInfo));
    form.set('boardID', boardID);
    return asRequest(form);
  };

  it('refuses a control character, a reserved name or a character SharePoint refuses before reading any file', async () => {
    for (const name of ['bad\u0000name.txt', 'CON.txt', 'a:b.txt', 'trailing.', ' lead.txt']) {
      const [status, code, message] = await refusal(checkedFiles([file('x', name)]));
      expect([status, code], JSON.stringify(name)).toEqual([400, 'invalid_file_name']);
      expect(message).not.toContain('\u0000');
    }
  });

  it('refuses item ids that are not JSON integers and ids that are no list or board ids', async () => {
    const info = { siteURL: 'https://x.test/s', listID: 'l1', itemID: 4 };
    for (const bad of [
      { ...info, itemID: '4' },
      { ...info, itemID: true },
      { ...info, itemID: 1.5 },
      { ...info, listID: '../l1' },
      { ...info, siteURL: 'x' },
    ]) {
      expect((await refusal(readUploadForm(formOf(bad)))).slice(0, 2), JSON.stringify(bad)).toEqual([400, 'invalid_form']);
    }
    expect((await refusal(readUploadForm(formOf(info, 'b/1')))).slice(0, 2)).toEqual([400, 'invalid_form']);
  });
});
