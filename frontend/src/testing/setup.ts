// Vitest set-up of the page's tests (jsdom). Fluent's MessageBar, Popover and Dialog watch their size, and
// jsdom has no ResizeObserver. Assigned directly (not vi.stubGlobal) so vi.unstubAllGlobals in a test keeps it.
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
