import { randomUUID } from 'node:crypto';
import type { BoardTemplate } from '@listboard/shared';
import { OwnerApi } from './arrange';

/**
 * A board of the demo board's template (its columns, lanes and fields) over a new list holding `rows`
 * (value strings by field), owned by Adele, who imports it: the template import (POST site/importTemplate,
 * as a template file is imported) creates the list, the board and the items in one request, where
 * item/values would take one request a card. Answers the board's name, `title` and a tag of its own.
 */
export async function boardFromRows(
  baseURL: string,
  demoBoardID: string,
  title: string,
  rows: readonly BoardTemplate['content'][number]['values'][],
): Promise<string> {
  const api = await OwnerApi.signIn(baseURL);
  const tag = randomUUID().slice(0, 6);
  const name = `${title} ${tag}`;
  const template = await api.call<BoardTemplate>('POST', 'site/loadTemplateData', { boardId: demoBoardID, includeContent: false });
  for (const list of template.listData) list.name = `${list.name} ${tag}`;
  const content = rows.map((values, index) => ({ ID: index + 1, values }));
  await api.call('POST', 'site/importTemplate', { template: { ...template, includeContent: true, content }, name });
  return name;
}
