import type { AttachmentFile } from '@listboard/shared';
import { invalid } from '../errors';
import { fileEntry, openItemFiles, publishFilesChanged } from './itemFiles';
import type { Session } from '../../context/session';
import { type UploadForm, checkedFiles } from './uploadedFiles';

/**
 * POST /api/item/files (multipart: itemInfo, boardID, files): replaces a library item's file.
 * Spec 1 section 5: a library-file field allows one file, and a file item with no file fails with
 * "File is empty". Rights first (403/404), then the input (400).
 */
export async function uploadItemFile(session: Session, form: UploadForm): Promise<AttachmentFile> {
  const target = await openItemFiles(session, form.boardId, form.info.listID, form.info.itemID, true);
  if (!target.list.isLibrary)
    throw invalid('not_a_library', `${target.list.title} is not a library: its items take attachments (POST /api/item/attachments).`);
  if (form.files.length === 0) throw invalid('file_empty', 'File is empty');
  if (form.files.length > 1) throw invalid('one_file_only', 'A library item holds one file: send exactly one.');
  const [file] = await checkedFiles(form.files);
  const { source, list, record } = target;
  const written = await session.lists.setItemFile(source.url, list.id, record.id, file.name, file.bytes, { editorId: session.user.id });
  await publishFilesChanged(session, target);
  return fileEntry(target, written.file.name);
}
