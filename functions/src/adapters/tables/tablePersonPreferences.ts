import { type BoardsViewType, type FilterRule, asciiJson, boardsViewTypeSchema, filterRuleSchema } from '@listboard/shared';
import { z } from 'zod';
import type { HomePreferences, PersonPreferences } from '../../ports/personPreferences';
import { checkEntitySize, fromChunks, toChunks } from './chunkedJson';
import { type TableClients, getEntityOrNull, keyOf, listAll, odataString, statusOf, tableKey } from './tableClients';

/** The person's row, beside the language TablePersonLanguages keeps in it: every write here merges. */
export const PEOPLE_TABLE = 'lbpeople';
const PEOPLE = PEOPLE_TABLE;
export const FAVORITES_TABLE = 'lbfavorites';
const FAVORITES = FAVORITES_TABLE;
const FILTERS_PREFIX = 'homeFilters';
const storedFiltersSchema = z.array(filterRuleSchema);

interface PersonRow {
  firstSeenAt?: string;
  viewType?: number;
  [chunk: string]: unknown;
}

/**
 * Boards-home preferences in Table Storage. `lbpeople`: PartitionKey = tenant, RowKey = login, one row per
 * person. `lbfavorites`: PartitionKey = tenant and login, RowKey = board id, one row per starred board, so
 * starring two boards at once loses neither. A person's own settings take the last write: nobody else writes them.
 * The board notes a person dismissed are rows of `lbfavorites` too, in a partition of their own (tenant, login
 * and `notes`): one row per board, so a dismissal is a fact written once, and removing the board removes it.
 */
export class TablePersonPreferences implements PersonPreferences {
  constructor(private readonly tables: TableClients) {}

  async visit(tenant: string, login: string): Promise<HomePreferences & { isFirstLoad: boolean }> {
    const client = await this.tables.table(PEOPLE);
    const key = { partitionKey: keyOf(tenant), rowKey: keyOf(login) };
    const row = await getEntityOrNull<PersonRow>(client, key.partitionKey, key.rowKey);
    const preferences = preferencesOf(row);
    if (row?.firstSeenAt) return { ...preferences, isFirstLoad: false };
    const firstSeenAt = new Date().toISOString();
    try {
      // Conditional either way: of two first calls at once, one writes and the other finds it written.
      if (row) await client.updateEntity({ ...key, firstSeenAt }, 'Merge', { etag: row.etag });
      else await client.createEntity({ ...key, firstSeenAt });
      return { ...preferences, isFirstLoad: true };
    } catch (error) {
      if (statusOf(error) === 409 || statusOf(error) === 412) return { ...preferences, isFirstLoad: false };
      throw error;
    }
  }

  async setViewType(tenant: string, login: string, viewType: BoardsViewType): Promise<void> {
    await (await this.tables.table(PEOPLE)).upsertEntity({ partitionKey: keyOf(tenant), rowKey: keyOf(login), viewType }, 'Merge');
  }

  async setHomeFilters(tenant: string, login: string, filters: FilterRule[]): Promise<void> {
    const entity = { partitionKey: keyOf(tenant), rowKey: keyOf(login), ...toChunks(FILTERS_PREFIX, asciiJson(filters)) };
    await (await this.tables.table(PEOPLE)).upsertEntity(checkEntitySize(entity, 'saved filters'), 'Merge');
  }

  async favorites(tenant: string, login: string): Promise<Set<string>> {
    const rows = await listAll<{ boardId: string }>(
      await this.tables.table(FAVORITES),
      `PartitionKey eq ${odataString(favoritesOf(tenant, login))}`,
    );
    return new Set(rows.map((row) => row.boardId));
  }

  async setFavorite(tenant: string, login: string, boardId: string, isFavorite: boolean): Promise<void> {
    const client = await this.tables.table(FAVORITES);
    const key = { partitionKey: favoritesOf(tenant, login), rowKey: tableKey(boardId) };
    if (isFavorite) {
      await client.upsertEntity({ ...key, boardId, tenant: tenant.toLowerCase() }, 'Replace');
      return;
    }
    try {
      await client.deleteEntity(key.partitionKey, key.rowKey);
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }

  async hasDismissedBoardNote(tenant: string, login: string, boardId: string): Promise<boolean> {
    return (await getEntityOrNull(await this.tables.table(FAVORITES), notesOf(tenant, login), tableKey(boardId))) !== null;
  }

  async dismissBoardNote(tenant: string, login: string, boardId: string): Promise<void> {
    const row = { partitionKey: notesOf(tenant, login), rowKey: tableKey(boardId), boardId, tenant: tenant.toLowerCase() };
    await (await this.tables.table(FAVORITES)).upsertEntity(row, 'Replace');
  }

  /** A removed board leaves no star behind: its rows are found by board across the tenant's people (a rare, background scan). */
  async removeBoard(tenant: string, boardId: string): Promise<void> {
    const client = await this.tables.table(FAVORITES);
    const rows = await listAll<{ tenant: string }>(
      client,
      `RowKey eq ${odataString(tableKey(boardId))} and tenant eq ${odataString(tenant.toLowerCase())}`,
    );
    for (const row of rows) {
      try {
        await client.deleteEntity(String(row.partitionKey), String(row.rowKey));
      } catch (error) {
        if (statusOf(error) !== 404) throw error;
      }
    }
  }
}

function favoritesOf(tenant: string, login: string): string {
  return `${keyOf(tenant)}|${keyOf(login)}`;
}

function notesOf(tenant: string, login: string): string {
  return `${favoritesOf(tenant, login)}|notes`;
}

function preferencesOf(row: PersonRow | null): HomePreferences {
  const viewType = boardsViewTypeSchema.safeParse(row?.viewType);
  // Saved filters that no longer parse (a rule shape changed) are dropped rather than failing the home.
  const filters = row ? storedFiltersSchema.safeParse(JSON.parse(fromChunks(FILTERS_PREFIX, row) || '[]')) : null;
  return { viewType: viewType.success ? viewType.data : 0, filters: filters?.success ? filters.data : [] };
}
