import type { ModelItem, ModelList, ModelSite } from './model';
import { type SpRoute, json, notFound, withItem } from './answers';
import { itemJson, versionChanged } from './itemRoutes';

// Shapes: learn.microsoft.com, "Working with folders and files with REST" (attachmentFiles, add(FileName=),
// $value, getFileByServerRelativePath(decodedUrl=) with Length as a string, as SP.File answers it).
// Assumption: an attachment's address is {site path}/Lists/{list title}/Attachments/{item id}/{file name}.

const attachmentUrl = (site: ModelSite, list: ModelList, item: ModelItem, name: string) =>
  `${new URL(site.url).pathname}/Lists/${list.Title}/Attachments/${item.Id}/${name}`;

const attachmentJson = (site: ModelSite, list: ModelList, item: ModelItem, name: string) => ({
  'odata.type': 'SP.Attachment',
  FileName: name,
  ServerRelativeUrl: attachmentUrl(site, list, item, name),
});

const quoted = (text: string) => text.replace(/^'|'$/g, '').replace(/''/g, "'");

const libraryFileUrl = (site: ModelSite, list: ModelList, item: ModelItem) =>
  `${new URL(site.url).pathname}/${list.Title}/${String(item.values.FileLeafRef)}`;

/** The library item whose document has this server-relative address. */
function documentAt(site: ModelSite, path: string): { list: ModelList; item: ModelItem } | null {
  for (const list of site.lists.filter((candidate) => candidate.BaseType === 1)) {
    const item = list.items.find((candidate) => libraryFileUrl(site, list, candidate) === path);
    if (item) return { list, item };
  }
  return null;
}

/** `name.txt`, else `name1.txt`, `name2.txt`, ... as EnsureUniqueFileName makes a name unique in its folder. */
function uniqueName(list: ModelList, name: string): string {
  const taken = new Set(list.items.map((item) => String(item.values.FileLeafRef).toLowerCase()));
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 1; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem}${n}${extension}`;
  return candidate;
}

export const fileRoutes: SpRoute[] = [
  {
    // Shapes: "Working with folders and files with REST" (files/add, AddUsingPath); an upload makes the
    // library's item, version 1 by the uploader. Assumption: a taken name without Overwrite is a 400.
    pattern:
      /^web\/lists\(([^)]+)\)\/rootfolder\/files\/addusingpath\(decodedurl='(.+?)'(?:,overwrite=(true|false))?(?:,ensureuniquefilename=(true|false))?\)$/i,
    verbs: ['POST'],
    answer: (request, match, model) => {
      const list = model.list(request.site, match[1].replace(/^guid/i, '').replace(/'/g, ''));
      if (!list || list.BaseType !== 1) return notFound('List does not exist.');
      const wanted = match[2].replace(/''/g, "'");
      const name = match[4]?.toLowerCase() === 'true' ? uniqueName(list, wanted) : wanted;
      if (list.items.some((item) => String(item.values.FileLeafRef).toLowerCase() === name.toLowerCase())) {
        return {
          status: 400,
          body: {
            'odata.error': {
              code: '-2130575257, Microsoft.SharePoint.SPException',
              message: { lang: 'en-US', value: `A file with the name ${name} already exists.` },
            },
          },
        };
      }
      const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
      const author = model.userOfToken(request.site, request.headers.authorization);
      const item: ModelItem = {
        Id: list.nextItemId++,
        values: { FileLeafRef: name },
        Created: now,
        Modified: now,
        AuthorId: author,
        EditorId: author,
        etagVersion: 1,
        uiVersion: 1,
        fileContent: new Uint8Array(request.raw),
      };
      list.items.push(item);
      item.history = [{ uiVersion: 1, values: { ...item.values }, editorId: author, at: now }];
      return json({
        'odata.type': 'SP.File',
        Name: name,
        Length: String(item.fileContent?.byteLength ?? 0),
        ServerRelativeUrl: libraryFileUrl(request.site, list, item),
      });
    },
  },
  {
    pattern: /^web\/getfilebyserverrelativepath\(decodedurl=(.+)\)\/listitemallfields$/i,
    verbs: ['GET'],
    answer: ({ site }, match) => {
      const found = documentAt(site, quoted(match[1]));
      return found ? json(itemJson(site, found.list, found.item)) : notFound('File Not Found.');
    },
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/file$/i,
    verbs: ['GET'],
    answer: withItem((site, list, item) =>
      item.fileContent
        ? json({
            'odata.type': 'SP.File',
            Name: item.values.FileLeafRef,
            Length: String(item.fileContent.byteLength),
            ServerRelativeUrl: libraryFileUrl(site, list, item),
          })
        : notFound('File Not Found.'),
    ),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/file\/\$value$/i,
    verbs: ['GET'],
    answer: withItem((_site, _list, item) => (item.fileContent ? { status: 200, body: item.fileContent } : notFound('File Not Found.'))),
  },
  {
    // Uploading a document's content makes a new version of its item, by the uploader.
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/file\/\$value$/i,
    verbs: ['PUT'],
    answer: (request, match, model) =>
      withItem((site, list, item) => {
        item.fileContent = new Uint8Array(request.raw);
        versionChanged(list, item, model.userOfToken(site, request.headers.authorization));
        return { status: 204 };
      })(request, match, model),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/attachmentfiles$/i,
    verbs: ['GET'],
    answer: withItem((site, list, item) =>
      json({ value: [...(item.attachments?.keys() ?? [])].map((name) => attachmentJson(site, list, item, name)) }),
    ),
  },
  {
    // Adding an attachment makes no version of the item, and raises no ETag the board would be told of.
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/attachmentfiles\/add\(filename=(.+)\)$/i,
    verbs: ['POST'],
    answer: (request, match, model) =>
      withItem((site, list, item) => {
        const name = quoted(match[3]);
        item.attachments ??= new Map();
        item.attachments.set(name, new Uint8Array(request.raw));
        return json(attachmentJson(site, list, item, name));
      })(request, match, model),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/attachmentfiles\((.+)\)\/\$value$/i,
    verbs: ['GET'],
    answer: (request, match, model) =>
      withItem((_site, _list, item) => {
        const content = item.attachments?.get(quoted(match[3]));
        return content ? { status: 200, body: content } : notFound('File Not Found.');
      })(request, match, model),
  },
  {
    pattern: /^web\/lists\(([^)]+)\)\/items\((\d+)\)\/attachmentfiles\((.+)\)$/i,
    verbs: ['DELETE'],
    answer: (request, match, model) =>
      withItem((_site, _list, item) => {
        return item.attachments?.delete(quoted(match[3])) ? { status: 200 } : notFound('File Not Found.');
      })(request, match, model),
  },
  {
    pattern: /^web\/getfilebyserverrelativepath\(decodedurl=(.+)\)$/i,
    verbs: ['GET'],
    answer: ({ site }, match) => {
      const path = quoted(match[1]);
      for (const list of site.lists) {
        for (const item of list.items) {
          for (const [name, content] of item.attachments ?? []) {
            if (attachmentUrl(site, list, item, name) === path)
              return json({ 'odata.type': 'SP.File', Name: name, ServerRelativeUrl: path, Length: String(content.byteLength) });
          }
        }
      }
      return notFound('File Not Found.');
    },
  },
];
