import type { cardEnUS } from './en-US';

export const cardEsES: Record<keyof typeof cardEnUS, string> = {
};
