import { KeyboardCode, KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core';

/** dnd-kit's key handler, bound in the sensor's constructor; its typings keep it private. */
interface SensorKeyHandler {
  handleKeyDown(event: Event): void;
}

/** The keys that end a keyboard drag in dnd-kit's defaults, which the board keeps. */
const ENDING_KEYS: readonly string[] = [KeyboardCode.Space, KeyboardCode.Enter, KeyboardCode.Esc];

/**
 * dnd-kit's keyboard sensor, taking keys from the moment of the pick-up. The library starts listening for keys from a
 * timer it sets then (so that the key that picked the card up does not also drop it), and a busy page may run that
 * timer after it has announced the pick-up: an arrow pressed meanwhile was lost. Until that timer has run, this sensor
 * hands every key but the pick-up's own to the library's handler, and keeps it from the library's listener, should
 * both be listening for a moment (docs/board-dragging.md#keyboard).
 */
export class PromptKeyboardSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super(props);
    const pickUp = props.event;
    const target = pickUp.target instanceof Node ? pickUp.target.ownerDocument : null;
    const keys = target ?? document;
    const handler = this as unknown as SensorKeyHandler;
    const early = (event: KeyboardEvent) => {
      if (event === pickUp) return;
      event.stopImmediatePropagation();
      if (!ENDING_KEYS.includes(event.code)) {
        handler.handleKeyDown(event);
        return;
      }
      // A drag ended now would still get the library's listener from its timer, so the key waits for that timer.
      event.preventDefault();
      stop();
      setTimeout(() => handler.handleKeyDown(event));
    };
    const stop = () => keys.removeEventListener('keydown', early);
    keys.addEventListener('keydown', early);
    // Set after the library's own timer, so it runs once the library listens.
    setTimeout(stop);
  }
}
