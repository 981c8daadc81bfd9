import type { dialogEnUS } from './en-US';

export const dialogEsES: Record<keyof typeof dialogEnUS, string> = {
};
