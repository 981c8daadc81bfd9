import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import importFences from './import-fences.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function problems(file: string, source: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    source,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { listboard: importFences as unknown as ESLint.Plugin },
        rules: { 'listboard/import-fences': 'error' },
      },
    ],
    path.join(root, file),
  );
  return messages.map((m) => m.message);
}

describe('import fences', () => {
  it('keeps shared free of our other packages', () => {
    expect(problems('shared/src/domain/x.ts', "import { a } from '@listboard/functions/host-api';")).toHaveLength(1);
    expect(problems('shared/src/domain/x.ts', "import { a } from '../api/board';")).toEqual([]);
  });
  it('lets frontend and functions import shared but not each other', () => {
    expect(problems('frontend/src/app/x.ts', "import { a } from '@listboard/shared';")).toEqual([]);
    expect(problems('frontend/src/app/x.ts', "import { a } from '@listboard/functions/host-api';")).toHaveLength(1);
    expect(problems('functions/src/services/x.ts', "import { a } from '../../../frontend/src/api/client';")).toHaveLength(1);
  });
  it('keeps frontend features apart', () => {
    expect(problems('frontend/src/features/board/x.ts', "import { a } from '../boards-list/BoardTile';")).toHaveLength(1);
    expect(problems('frontend/src/features/board/dnd/x.ts', "import { a } from '../CardView';")).toEqual([]);
    expect(problems('frontend/src/app/x.ts', "import { a } from '../features/board/BoardPage';")).toEqual([]);
  });

  it('keeps Azure SDKs and @pnp in the adapters', () => {
    expect(problems('functions/src/usecases/item/x.ts', "import { TableClient } from '@azure/data-tables';")).toHaveLength(1);
    expect(problems('functions/src/http/x.ts', "import { BlobClient } from '@azure/storage-blob';")).toHaveLength(1);
    expect(problems('functions/src/usecases/item/x.ts', "import { spfi } from '@pnp/sp';")).toHaveLength(1);
    expect(problems('functions/src/adapters/tables/x.ts', "import { TableClient } from '@azure/data-tables';")).toEqual([]);
    expect(problems('functions/src/adapters/sharepoint/x.ts', "import { spfi } from '@pnp/sp';")).toEqual([]);
  });
  it('keeps HTTP types out of the use cases', () => {
    expect(problems('functions/src/usecases/files/x.ts', "import type { HttpRequest } from '@azure/functions';")).toHaveLength(1);
    expect(problems('functions/src/http/x.ts', "import type { HttpRequest } from '@azure/functions';")).toEqual([]);
    expect(problems('functions/src/usecases/files/x.ts', "import { RawResponse } from '../../http/endpoint';")).toHaveLength(1);
  });
  it('lets use cases reach storage only through ports', () => {
    expect(
      problems('functions/src/usecases/item/x.ts', "import { TableListHost } from '../../adapters/lists-local/tableListHost';"),
    ).toHaveLength(1);
    expect(problems('functions/src/context/x.ts', "import { createServices } from '../composition/services';")).toHaveLength(1);
    expect(problems('functions/src/usecases/item/x.ts', "import type { ListHost } from '../../ports/listHost';")).toEqual([]);
    expect(problems('functions/src/ports/x.ts', "import { openSession } from '../context/session';")).toHaveLength(1);
    expect(problems('functions/src/adapters/tables/x.ts', "import { notFound } from '../../usecases/errors';")).toHaveLength(1);
    expect(problems('functions/src/composition/x.ts', "import { TableClients } from '../adapters/tables/tableClients';")).toEqual([]);
  });
  it('keeps the jobs, the content and the HTTP kit in their rooms', () => {
    expect(problems('functions/src/jobs/x.ts', "import { TableClients } from '../adapters/tables/tableClients';")).toHaveLength(1);
    expect(problems('functions/src/jobs/x.ts', "import { deliverChanges } from '../usecases/notifications/index';")).toEqual([]);
    expect(problems('functions/src/usecases/news/x.ts', "import { changeJob } from '../../jobs/index';")).toHaveLength(1);
    expect(problems('functions/src/content/x.ts', "import { newsOf } from '../usecases/news/newsFeed';")).toHaveLength(1);
    expect(problems('functions/src/content/x.ts', "import type { ReleaseNote } from '../ports/newsStore';")).toEqual([]);
    expect(problems('functions/src/usecases/news/x.ts', "import { RELEASE_NOTES } from '../../content/releaseNotes';")).toEqual([]);
    expect(problems('functions/src/http/x.ts', "import { admitToBoards } from '../usecases/license/licenseStanding';")).toHaveLength(1);
    expect(problems('functions/src/http/x.ts', "import { invalid } from '../usecases/errors';")).toEqual([]);
    expect(problems('functions/src/http/x.ts', "import type { FileContent } from '../usecases/files/index';")).toEqual([]);
    expect(problems('functions/src/http/x.ts', "import { type FileContent, readFile } from '../usecases/files/attachments';")).toHaveLength(
      1,
    );
    expect(problems('functions/src/routes/x.ts', "import { admitToBoards } from '../usecases/license/index';")).toEqual([]);
  });
  it('lets code outside a use-case group import it only through its front door', () => {
    expect(problems('functions/src/usecases/boards/x.ts', "import { loadBoardData } from '../kanban/boardData';")).toHaveLength(1);
    expect(problems('functions/src/usecases/files/x.ts', "import { recordChange } from '../notifications/changeRecorder';")).toHaveLength(
      1,
    );
    expect(problems('functions/src/routes/x.ts', "import { moveTask } from '../usecases/kanban/moveTask';")).toHaveLength(1);
    expect(problems('functions/src/jobs/x.ts', "import { deliverChanges } from '../usecases/notifications/changeDelivery';")).toHaveLength(
      1,
    );
    expect(problems('functions/src/usecases/boards/x.ts', "import { loadBoardData } from '../kanban/index';")).toEqual([]);
    expect(problems('functions/src/usecases/boards/x.ts', "import { loadBoardData } from '../kanban';")).toEqual([]);
    expect(problems('functions/src/routes/x.ts', "import { saveItemValues } from '../usecases/item/index';")).toEqual([]);
    expect(problems('functions/src/usecases/kanban/x.ts', "import { loadTasks } from './tasks';")).toEqual([]);
    expect(problems('functions/src/usecases/site/x.ts', "import { assertMayCreateBoards } from '../boards/boardConfig';")).toHaveLength(1);
    expect(problems('functions/src/http/x.ts', "import type { FileContent } from '../usecases/files/attachments';")).toHaveLength(1);
    expect(problems('functions/src/routes/x.ts', "import { boardCharts } from '../usecases/history/charts';")).toHaveLength(1);
    expect(problems('functions/src/usecases/boards/x.ts', "import { keepDigestCurrent } from '../common/keptVersions';")).toEqual([]);
    expect(problems('functions/src/usecases/item/x.ts', "import { openItemScope } from '../common/itemScope';")).toEqual([]);
  });
  it('keeps the floors (common, placement) below every group, and common below placement', () => {
    expect(problems('functions/src/usecases/common/x.ts', "import { recordChange } from '../notifications/index';")).toHaveLength(1);
    expect(problems('functions/src/usecases/placement/x.ts', "import { moveTask } from '../kanban';")).toHaveLength(1);
    expect(problems('functions/src/usecases/common/x.ts', "import { openBoard } from '../boards/viewableBoards';")).toHaveLength(1);
    expect(problems('functions/src/usecases/common/x.ts', "import { readColumn } from '../placement/columnOrder';")).toHaveLength(1);
    expect(problems('functions/src/usecases/placement/x.ts', "import type { ItemScope } from '../common/itemScope';")).toEqual([]);
    expect(problems('functions/src/usecases/placement/x.ts', "import { conflict } from '../errors';")).toEqual([]);
  });
  it('lets only tests and other helpers import a testing/ folder', () => {
    expect(problems('frontend/src/features/board/canvas/x.ts', "import { renderCanvas } from '../testing/canvas';")).toHaveLength(1);
    expect(problems('frontend/src/features/board/canvas/x.test.ts', "import { renderCanvas } from '../testing/canvas';")).toEqual([]);
    expect(problems('frontend/src/features/board/testing/x.ts', "import { card } from './dndBoard';")).toEqual([]);
    expect(problems('shared/src/domain/conditions/x.ts', "import { NOW } from './testing/conditions';")).toHaveLength(1);
  });
  it('keeps the app shell above the features and the shared page layers below them', () => {
    expect(problems('frontend/src/features/board/x.ts', "import { useHostNavigate } from '../../app/hostNavigation';")).toHaveLength(1);
    expect(problems('frontend/src/ui/fields/x.ts', "import { BoardCard } from '../../features/board/BoardCard';")).toHaveLength(1);
    expect(problems('frontend/src/api/x.ts', "import { App } from '../app/App';")).toHaveLength(1);
    expect(problems('frontend/src/host/x.ts', "import { BoardPage } from '../features/board/BoardPage';")).toHaveLength(1);
    expect(problems('frontend/src/features/board/x.ts', "import { withHostQuery } from '../../host/hostQuery';")).toEqual([]);
  });
  it('keeps the server state out of the presentational ui: it declares what it needs, the app provides it', () => {
    expect(problems('frontend/src/ui/fields/x.ts', "import { fetchUser } from '../../api/itemEndpoints';")).toEqual([
      'ui is presentational and may not import api: declare what it needs (as ui/fields/FieldDataSource.tsx does) and let app or the feature provide it',
    ]);
    expect(problems('frontend/src/ui/x.test.ts', "import { queryKeys } from '../api/queryKeys';")).toHaveLength(1);
    expect(problems('frontend/src/ui/x.ts', "import type { ApiError } from '../api/client';")).toHaveLength(1);
    expect(problems('frontend/src/api/hooks/x.ts', "import { useAlerts } from '../../ui/alerts';")).toEqual([]);
    expect(problems('frontend/src/features/board/x.ts', "import { usePersonPhoto } from '../../api/hooks/usePersonPhoto';")).toEqual([]);
  });
  it('lets shared import no package but zod outside its tests', () => {
    expect(problems('shared/src/domain/x.ts', "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    expect(problems('shared/src/domain/x.ts', "import React from 'react';")).toHaveLength(1);
    expect(problems('shared/src/api/x.ts', "import { z } from 'zod';")).toEqual([]);
    expect(problems('shared/src/domain/x.test.ts', "import { it } from 'vitest';")).toEqual([]);
  });
});
