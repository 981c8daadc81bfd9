import type { HttpRequest } from '@azure/functions';
import { ATTACHMENT_TYPE, boardIdSchema, itemInfoSchema, uploadAttachmentTypesSchema, uploadShowAsSchema } from '@listboard/shared';
import type { z } from 'zod';
import { invalid } from '../usecases/errors';
import type { UploadForm, UploadOption, UploadedFile } from '../usecases/files/index';

/** Reads the multipart form of an upload; a body that is no such form is a 400, never a 500. */
export async function readUploadForm(request: Pick<HttpRequest, 'formData'>): Promise<UploadForm> {
  let form: Awaited<ReturnType<HttpRequest['formData']>>;
  try {
    form = await request.formData();
  } catch {
    throw invalid('invalid_form', 'The upload must be a multipart form with itemInfo, boardID and files.');
  }
  const info = itemInfoSchema.safeParse(parseJson(String(form.get('itemInfo') ?? '')));
  const boardId = boardIdSchema.safeParse(form.get('boardID'));
  if (!info.success || !boardId.success)
    throw invalid('invalid_form', 'The upload needs itemInfo (JSON with siteURL, listID and itemID) and boardID.');
  const files = form.getAll('files').filter((f) => typeof f !== 'string') as unknown as UploadedFile[];
  return { info: info.data, boardId: boardId.data, files, options: uploadOptions(form, files.length) };
}

/**
 * The per-file upload options (docs/api.md#upload-options): attachmentTypes and showAs, JSON arrays aligned
 * with the files; either may be left out (every file a plain file, none on the card). Malformed is a 400.
 */
function uploadOptions(form: Awaited<ReturnType<HttpRequest['formData']>>, count: number): UploadOption[] {
  const types = optionalArray(form.get('attachmentTypes'), uploadAttachmentTypesSchema, 'attachmentTypes', count);
  const showAs = optionalArray(form.get('showAs'), uploadShowAsSchema, 'showAs', count);
  return Array.from({ length: count }, (_, i) => {
    const option = { attachmentType: types?.[i] ?? ATTACHMENT_TYPE.file, showAs: showAs?.[i] ?? false };
    if (option.showAs && option.attachmentType !== ATTACHMENT_TYPE.img)
      throw invalid(
        'invalid_form',
        `showAs marks file ${i + 1} for the card, which only an image (attachmentTypes ${ATTACHMENT_TYPE.img}) can show.`,
      );
    return option;
  });
}

function optionalArray<T>(value: unknown, schema: z.ZodType<T[]>, name: string, count: number): T[] | null {
  if (value === null) return null;
  const parsed = schema.safeParse(typeof value === 'string' ? parseJson(value) : null);
  if (!parsed.success || parsed.data.length !== count)
    throw invalid('invalid_form', `${name} must be a JSON array with one entry per file (${count}).`);
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
