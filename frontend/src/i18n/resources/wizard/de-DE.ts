import { wizardEnUS } from './en-US';

export const wizardDeDE: Record<keyof typeof wizardEnUS, string> = {
  ...wizardEnUS,
};
