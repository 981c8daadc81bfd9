import type { cardEnUS } from './en-US';

export const cardFrFR: Record<keyof typeof cardEnUS, string> = {
};
