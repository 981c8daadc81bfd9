import type { dialogEnUS } from './en-US';

export const dialogFrFR: Record<keyof typeof dialogEnUS, string> = {
};
