// The contract of an island module (a file named under `islands` in docgen.config.ts).
export interface IslandModule {
  /**
   * Renders the island into `element` (which holds the server-rendered fallback). `props` are the
   * attributes written in Markdown, e.g. `::island{name="demo" mode="dark"}` → `{ mode: 'dark' }`.
   * React islands call `createRoot(element).render(...)` here. Throwing (or rejecting) shows the
   * island's error boundary with the message and a 'Try again' button.
   */
  mount(element: HTMLElement, props: Record<string, string>): void | Promise<void>;
}
