/** Spec 3 section 5: 12-hour times are 'h:mm AM/PM', 24-hour times 'HH:mm' (the colon optional in both). */
export type ClockFormat = '24h' | '12h';

export interface TimeOfDay {
  hours: number;
  minutes: number;
}

/** Spec 3 section 9: the time list has 48 half-hour slots. */
export const TIME_SLOT_COUNT = 48;

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime({ hours, minutes }: TimeOfDay, clock: ClockFormat): string {
  if (clock === '24h') return `${pad(hours)}:${pad(minutes)}`;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)} ${suffix}`;
}

export function timeSlots(clock: ClockFormat): string[] {
  return Array.from({ length: TIME_SLOT_COUNT }, (_, slot) => formatTime({ hours: Math.floor(slot / 2), minutes: (slot % 2) * 30 }, clock));
}

const TIME_24 = /^(\d{1,2}):?(\d{2})$/;
const TIME_12 = /^(\d{1,2}):?(\d{2})\s*([ap])\.?m\.?$/i;

/** A typed time, or null when it is not a time of the clock format. */
export function parseTime(text: string, clock: ClockFormat): TimeOfDay | null {
  const match = (clock === '24h' ? TIME_24 : TIME_12).exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return null;
  if (clock === '12h') {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (match[3].toLowerCase() === 'p' ? 12 : 0);
  }
  return hours > 23 ? null : { hours, minutes };
}
