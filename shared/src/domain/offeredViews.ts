import { type OfferedView, offeredViewSchema } from '../api/listViews';

// Apart from the chosen views' grouping, which a board's start reads: the wizard alone parses the kept views, and a
// module is bundled whole, so here the schema and zod stay out of the board's start-up JS (docs/performance.md#start-up).

/**
 * The views a board offers (its `views` setting), read from what it keeps: entries as an import or an older
 * wizard left them that name no list or no view are not offered.
 */
export function offeredViewsOf(views: readonly Record<string, unknown>[]): OfferedView[] {
  return views.flatMap((view) => {
    const parsed = offeredViewSchema.safeParse(view);
    return parsed.success ? [parsed.data] : [];
  });
}
