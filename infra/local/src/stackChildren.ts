import path from 'node:path';
import { type RunningAzurite, startAzurite } from './azurite';
import { type RunningGraph, startGraphStandIn } from './graph/graphStandIn';
import { type RunningMailSink, startMailSink } from './mail/mailSink';
import { type SupervisedEmulator, superviseEmulator } from './webpubsub/supervisor';

/**
 * The services a stack runs beside its host: storage, the live channel's emulator, the mail sink and Graph's stand-in.
 * A stack starts its own, or is handed running ones (the integration tests keep them across the files of a worker and
 * clear their state between files, docs/local-stack.md); only the stack that started them stops them.
 */
export interface StackChildren {
  azurite: RunningAzurite;
  emulator: SupervisedEmulator;
  mail: RunningMailSink;
  graph: RunningGraph;
  stop(): Promise<void>;
}

export interface StackChildrenOptions {
  root: string;
  /** The emulator's pid file goes here; with `inMemory` false, Azurite's data and the mail too. */
  dataDir: string;
  inMemory?: boolean;
}

/**
 * Azurite, then the Web PubSub emulator: a start Azurite refuses (its data folder in use) must not touch the
 * running stack's emulator pid file. Azurite is stopped again when the emulator does not start.
 */
async function storageAndChannel(options: StackChildrenOptions): Promise<{ azurite: RunningAzurite; emulator: SupervisedEmulator }> {
  const azurite = await startAzurite({ location: options.inMemory ? null : path.join(options.dataDir, 'azurite') });
  try {
    return { azurite, emulator: await superviseEmulator(options.root, options.dataDir) };
  } catch (error) {
    await azurite.stop();
    throw error;
  }
}

/** Starts the children side by side (one after another, a test stack waited about 3 s of its 8 for them). */
export async function startStackChildren(options: StackChildrenOptions): Promise<StackChildren> {
  const started = await Promise.allSettled([
    storageAndChannel(options),
    startMailSink(options.inMemory ? null : path.join(options.dataDir, 'mail'), Number(process.env.LISTBOARD_MAIL_INBOX_PORT) || 0),
    // Office 365's photos (the admin panel's avatar source) come from Graph's stand-in.
    startGraphStandIn(),
  ]);
  const [storage, mailStart, graphStart] = started;
  const refused = started.find((start) => start.status === 'rejected');
  if (refused || storage.status !== 'fulfilled' || mailStart.status !== 'fulfilled' || graphStart.status !== 'fulfilled') {
    await Promise.all([
      storage.status === 'fulfilled' && Promise.all([storage.value.azurite.stop(), storage.value.emulator.stop()]),
      mailStart.status === 'fulfilled' && mailStart.value.stop(),
      graphStart.status === 'fulfilled' && graphStart.value.stop(),
    ]);
    throw refused?.status === 'rejected' ? refused.reason : new Error('a child of the stack did not start');
  }
  const { azurite, emulator } = storage.value;
  const mail = mailStart.value;
  const graph = graphStart.value;
  return {
    azurite,
    emulator,
    mail,
    graph,
    stop: async () => {
      await Promise.all([azurite.stop(), emulator.stop(), mail.stop(), graph.stop()]);
    },
  };
}
