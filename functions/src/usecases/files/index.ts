// The files group's front door: what the routes, the jobs and other groups use of it (docs/architecture.md, "The walls of the use cases").
export {
  attachmentContent,
  chooseCardPicture,
  type FileContent,
  listAttachments,
  removeAttachments,
  uploadAttachments,
} from './attachments';
export { uploadItemFile } from './libraryFiles';
export { checkedFiles, type UploadedFile, type UploadForm, type UploadOption } from './uploadedFiles';
