/** See frameAncestors.mjs. */
export function withFrameAncestors<T extends { globalHeaders?: Record<string, string> }>(config: T, ancestors: string | undefined): T;
