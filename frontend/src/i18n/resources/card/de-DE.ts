import type { cardEnUS } from './en-US';

export const cardDeDE: Record<keyof typeof cardEnUS, string> = {
};
