import { type ItemInfo, detectFileType, fileNameProblem, printableFileName } from '@listboard/shared';
import { UseCaseError, invalid } from '../errors';

/** A file part of an upload (a multipart form's file as the Functions runtime and undici give it). */
export interface UploadedFile {
  name: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** What the upload says of one file (spec 1 section 7: attachmentTypes, showAs; docs/api.md#upload-options). */
export interface UploadOption {
  /** File 0 or img 1: an img must be an image by name and content. */
  attachmentType: 0 | 1;
  /** The image shows on the card. */
  showAs: boolean;
}

/** An upload of files to an item (spec 1 section 7): itemInfo (JSON), boardID, the files and an option per file. */
export interface UploadForm {
  info: ItemInfo;
  boardId: string;
  files: UploadedFile[];
  options: UploadOption[];
}

export interface CheckedFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Reads the files and checks every one before any is stored: a name SharePoint and the store can keep
 * (fileNameProblem), not empty (spec 1 section 5: "File is empty"), and a type from the content that a
 * browser will not run.
 */
export async function checkedFiles(files: readonly UploadedFile[]): Promise<CheckedFile[]> {
  for (const file of files) {
    const problem = fileNameProblem(file.name);
    if (problem) throw invalid('invalid_file_name', `${printableFileName(file.name)} is not a valid file name. ${problem}`);
  }
  const contents = await Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
  for (const file of contents) {
    if (file.bytes.byteLength === 0) throw invalid('file_empty', 'File is empty');
    const type = detectFileType(file.name, file.bytes);
    if (type.kind === 'refused') throw new UseCaseError('file_not_allowed', `${file.name}: ${type.reason}`);
  }
  return contents;
}
