// The emulator as its own process, so the local stack can stop and restart it like a real service.
import { startWebPubSubEmulator } from './emulator';

const port = Number(process.env.LISTBOARD_EMULATOR_PORT);
const accessKey = process.env.LISTBOARD_EMULATOR_KEY ?? '';
if (!Number.isInteger(port) || port <= 0 || accessKey.length < 32) {
  console.error('The Web PubSub emulator needs LISTBOARD_EMULATOR_PORT and LISTBOARD_EMULATOR_KEY.');
  process.exit(2);
}
const emulator = await startWebPubSubEmulator({ port, accessKey });
process.send?.('ready');
const stop = () => void emulator.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
