import type { dialogEnUS } from './en-US';

export const dialogDeDE: Record<keyof typeof dialogEnUS, string> = {
};
