import { wizardEnUS } from './en-US';

export const wizardFrFR: Record<keyof typeof wizardEnUS, string> = {
  ...wizardEnUS,
};
