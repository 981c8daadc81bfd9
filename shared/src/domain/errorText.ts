/** What a caught error says, for a log line: its message, or the thrown value itself. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
