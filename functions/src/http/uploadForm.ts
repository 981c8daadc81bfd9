import type { HttpRequest } from '@azure/functions';
import { boardIdSchema, itemInfoSchema } from '@listboard/shared';
import { invalid } from '../usecases/errors';
import type { UploadForm, UploadedFile } from '../usecases/files/index';

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
  return { info: info.data, boardId: boardId.data, files };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
