import type { HttpRequest } from '@azure/functions';
import { type ItemInfo, boardIdSchema, detectFileType, fileNameProblem, itemInfoSchema, printableFileName } from '@listboard/shared';
import { ApiError, badRequest } from '../http/apiError';

/** A file part of a multipart form, as the Functions runtime and undici give it. */
export interface UploadedFile {
  name: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** An upload of files to an item (spec 1 section 7): itemInfo (JSON), boardID and the files. */
export interface UploadForm {
  info: ItemInfo;
  boardId: string;
  files: UploadedFile[];
}

export interface CheckedFile {
  name: string;
  bytes: Uint8Array;
}

/** Reads the multipart form of an upload; a body that is no such form is a 400, never a 500. */
export async function readUploadForm(request: Pick<HttpRequest, 'formData'>): Promise<UploadForm> {
  let form: Awaited<ReturnType<HttpRequest['formData']>>;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('invalid_form', 'The upload must be a multipart form with itemInfo, boardID and files.');
  }
  const info = itemInfoSchema.safeParse(parseJson(String(form.get('itemInfo') ?? '')));
  const boardId = boardIdSchema.safeParse(form.get('boardID'));
  if (!info.success || !boardId.success) throw badRequest('invalid_form', 'The upload needs itemInfo (JSON with siteURL, listID and itemID) and boardID.');
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

/**
 * Reads the files and checks every one before any is stored: a name SharePoint and the store can keep
 * (fileNameProblem), not empty (spec 1 section 5: "File is empty"), and a type from the content that a
 * browser will not run.
 */
export async function checkedFiles(files: readonly UploadedFile[]): Promise<CheckedFile[]> {
  for (const file of files) {
    const problem = fileNameProblem(file.name);
    if (problem) throw badRequest('invalid_file_name', `${printableFileName(file.name)} is not a valid file name. ${problem}`);
  }
  const contents = await Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
  for (const file of contents) {
    if (file.bytes.byteLength === 0) throw badRequest('file_empty', 'File is empty');
    const type = detectFileType(file.name, file.bytes);
    if (type.kind === 'refused') throw new ApiError(415, 'file_not_allowed', `${file.name}: ${type.reason}`);
  }
  return contents;
}
