import type { ModelItem, ModelList, ModelSite } from './model';
import { type SpRoute, json, notFound, withItem } from './answers';
import { versionChanged } from './itemRoutes';

// Shapes: learn.microsoft.com, "Working with folders and files with REST" (attachmentFiles, add(FileName=),
// $value, getFileByServerRelativePath(decodedUrl=) with Length as a string, as SP.File answers it).
// Assumption: an attachment's address is {site path}/Lists/{list title}/Attachments/{item id}/{file name}.

const attachmentUrl = (site: ModelSite, list: ModelList, item: ModelItem, name: string) =>
  `${new URL(site.url).pathname}/Lists/${list.Title}/Attachments/${item.Id}/${name}`;

const attachmentJson = (site: ModelSite, list: ModelList, item: ModelItem, name: string) =>
  ({ 'odata.type': 'SP.Attachment', FileName: name, ServerRelativeUrl: attachmentUrl(site, list, item, name) });

const quoted = (text: string) => text.replace(/^'|'$/g, '').replace(/''/g, "'");

const libraryFileUrl = (site: ModelSite, list: ModelList, item: ModelItem) => `${new URL(site.url).pathname}/${list.Title}/${String(item.values.FileLeafRef)}`;

export const fileRoutes: SpRoute[] = [
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/file$/i, verbs: ['GET'],
    answer: withItem((site, list, item) => (item.fileContent
      ? json({ 'odata.type': 'SP.File', Name: item.values.FileLeafRef, Length: String(item.fileContent.byteLength), ServerRelativeUrl: libraryFileUrl(site, list, item) })
      : notFound('File Not Found.'))),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/file\/\$value$/i, verbs: ['GET'],
    answer: withItem((_site, _list, item) => (item.fileContent ? { status: 200, body: item.fileContent } : notFound('File Not Found.'))),
  },
  {
    // Uploading a document's content makes a new version of its item, by the uploader.
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/file\/\$value$/i, verbs: ['PUT'],
    answer: (request, match, model) => withItem((site, list, item) => {
      item.fileContent = new Uint8Array(request.raw);
      versionChanged(list, item, model.userOfToken(site, request.headers.authorization));
      return { status: 204 };
    })(request, match, model),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/attachmentfiles$/i, verbs: ['GET'],
    answer: withItem((site, list, item) => json({ value: [...(item.attachments?.keys() ?? [])].map((name) => attachmentJson(site, list, item, name)) })),
  },
  {
    // Adding an attachment makes no version of the item, and raises no ETag the board would be told of.
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/attachmentfiles\/add\(filename=(.+)\)$/i, verbs: ['POST'],
    answer: (request, match, model) => withItem((site, list, item) => {
      const name = quoted(match[3]);
      item.attachments ??= new Map();
      item.attachments.set(name, new Uint8Array(request.raw));
      return json(attachmentJson(site, list, item, name));
    })(request, match, model),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/attachmentfiles\((.+)\)\/\$value$/i, verbs: ['GET'],
    answer: (request, match, model) => withItem((_site, _list, item) => {
      const content = item.attachments?.get(quoted(match[3]));
      return content ? { status: 200, body: content } : notFound('File Not Found.');
    })(request, match, model),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/attachmentfiles\((.+)\)$/i, verbs: ['DELETE'],
    answer: (request, match, model) => withItem((_site, _list, item) => {
      return item.attachments?.delete(quoted(match[3])) ? { status: 200 } : notFound('File Not Found.');
    })(request, match, model),
  },
  {
    pattern: /^web\/getfilebyserverrelativepath\(decodedurl=(.+)\)$/i, verbs: ['GET'],
    answer: ({ site }, match) => {
      const path = quoted(match[1]);
      for (const list of site.lists) {
        for (const item of list.items) {
          for (const [name, content] of item.attachments ?? []) {
            if (attachmentUrl(site, list, item, name) === path) return json({ 'odata.type': 'SP.File', Name: name, ServerRelativeUrl: path, Length: String(content.byteLength) });
          }
        }
      }
      return notFound('File Not Found.');
    },
  },
];
