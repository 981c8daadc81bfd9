import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type TestProjectInlineConfiguration, defineConfig } from 'vitest/config';

const conditions = ['source', 'module', 'node', 'import', 'default'];

/** The test files under `roots` (folders of the repository) whose names end as `ending` says, as paths from its root. */
function testFiles(roots: string[], ending: RegExp): string[] {
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => ending.test(file) && !file.includes('node_modules'))
      .map((file) => path.posix.join(root, file.split(path.sep).join('/'))),
  );
}

/**
 * A test file that replaces modules (module mocks) or sets the process's environment by hand for its own run: no
 * set-up file can put that back, so it needs a module graph of its own.
 */
const CHANGES_MODULES = /\bvi\.(mock|doMock)\(|\bprocess\.env\.\w+ =[^=]/;

/**
 * A test file that changes globals through Vitest (fake timers, stubbed globals and environment variables, spies): it
 * can share a module graph where the project's set-up file puts them all back after every test.
 */
const CHANGES_GLOBALS = /\bvi\.(useFakeTimers|stubGlobal|stubEnv|spyOn)\(/;

/**
 * A project in two: the files that change modules, or globals the project does not put back itself, run
 * isolated, each in a fresh module graph (and jsdom); the others share one per worker. Importing Fluent UI and the
 * page anew for each of 117 page files took two thirds of the frontend project's time (580 s isolated against 171 s
 * shared on two cores), and the node files' imports four fifths of theirs (90 s against 19 s).
 */
function sharedAndIsolated(
  name: string,
  files: string[],
  test: TestProjectInlineConfiguration['test'],
  { restoresGlobals = false } = {},
): TestProjectInlineConfiguration[] {
  const needsOwnGraph = (source: string) => CHANGES_MODULES.test(source) || (!restoresGlobals && CHANGES_GLOBALS.test(source));
  const isolated = files.filter((file) => needsOwnGraph(readFileSync(file, 'utf8')));
  const shared = files.filter((file) => !isolated.includes(file));
  const project = (projectName: string, include: string[], isolate: boolean): TestProjectInlineConfiguration => ({
    resolve: { conditions: test?.environment === 'jsdom' ? ['source', 'module', 'browser', 'import', 'default'] : conditions },
    ssr: { resolve: { conditions } },
    test: { ...test, name: projectName, include, isolate, sequence: { groupOrder: (test?.sequence?.groupOrder ?? 0) + (isolate ? 1 : 0) } },
  });
  // An empty include would fall back to Vitest's default files, so an empty half is left out.
  return [
    ...(shared.length ? [project(name, shared, false)] : []),
    ...(isolated.length ? [project(`${name}-isolated`, isolated, true)] : []),
  ];
}

const integrationFiles = testFiles(['tests/integration'], /\.test\.ts$/);
/**
 * Integration suites that run alone: four editors writing 600 times (62 s alone, 112 s beside another suite, near
 * its budget on a slower machine), and those that kill or restart the stack's children and time their return.
 */
const ALONE = /\/(concurrentEditors|localHost|emulatorRestarts|storageOutage|dataTransferResume|liveChannelOutage)\.test\.ts$/;
const INTEGRATION: TestProjectInlineConfiguration['test'] = {
  maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 3),
  sequence: { groupOrder: 2 },
  globalSetup: ['vitest.globalSetup.ts'],
  environment: 'node',
  testTimeout: 30000,
  hookTimeout: 60000,
};

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    // The unit and page files two at a time (the CI machine has two cores), their isolated halves after them, then
    // the integration files.
    maxWorkers: 2,
    reporters: ['default', './infra/tooling/retriedTestsReporter.ts'],
    projects: [
      ...sharedAndIsolated(
        'unit',
        testFiles(['shared/src', 'functions/src', 'infra/local/src', 'infra/tooling', 'infra/teams', 'frontend/build'], /\.test\.ts$/),
        {
          environment: 'node',
        },
      ),
      ...sharedAndIsolated(
        'frontend',
        testFiles(['frontend/src'], /\.test\.tsx?$/),
        {
          environment: 'jsdom',
          setupFiles: ['frontend/src/testing/setup.ts'],
          testTimeout: 30000,
          // One retry, as the e2e suite has: a page test that fails once beside the integration suites' stacks and then
          // passes is named at the run's end (retriedTestsReporter.ts), while a defect fails both; VITEST_NO_RETRY=1 hunts one.
          retry: process.env.VITEST_NO_RETRY ? 0 : 1,
        },
        // The set-up file puts timers, stubbed globals and spies back after every test, so only module mocks isolate:
        // the project's two halves took 117 s so (129 files shared, 17 isolated) against 181 s with 37 isolated.
        { restoresGlobals: true },
      ),
      // The integration files three at a time, after the unit and page files, each starting a stack of its own: its
      // stacks wait on their children part of the time, so three took 116 s against 135 s two at a time
      // (docs/local-stack.md).
      ...sharedAndIsolated(
        'integration',
        integrationFiles.filter((file) => !ALONE.test(file)),
        INTEGRATION,
      ),
      // Last, one at a time: the suites that keep both cores busy on their own or race a killed process.
      {
        resolve: { conditions },
        ssr: { resolve: { conditions } },
        test: {
          ...INTEGRATION,
          name: 'integration-alone',
          include: integrationFiles.filter((file) => ALONE.test(file)),
          isolate: true,
          fileParallelism: false,
          sequence: { groupOrder: 4 },
        },
      },
    ],
  },
});
