import { wizardEnUS } from './en-US';

export const wizardEsES: Record<keyof typeof wizardEnUS, string> = {
  ...wizardEnUS,
};
