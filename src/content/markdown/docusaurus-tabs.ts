// Docusaurus' `<Tabs>` read as docgen's tabs, the same for the `<Tabs>` an MDX page writes
// (remark-mdx-components.ts) and the one a site's own component renders (rehype-mdx-components.ts):
// each tab's label, the tab shown first, the query parameter that names the chosen one. The markup
// is remark-code-tabs.ts'.

/** A `<TabItem>`: its props and its content (Markdown, or HTML a component rendered). */
export interface TabItemSource<C> {
  props: Record<string, unknown>;
  children: C[];
}

export interface DocusaurusTabs<C> {
  panels: { label: string; value?: string; children: C[] }[];
  /** The panel shown first. */
  active: number;
  queryKey?: string;
}

/** What is wrong with a `<Tabs>`, and what to do. */
export interface TabsProblem {
  message: string;
  hint: string;
}

/** `attrs`: the `<Tabs>` props (`values`, `defaultValue`, `groupId`, `queryString`). */
export function docusaurusTabs<C>(
  attrs: Record<string, unknown>,
  items: TabItemSource<C>[],
): DocusaurusTabs<C> | TabsProblem {
  const values = Array.isArray(attrs.values) ? (attrs.values as { value?: unknown; label?: unknown }[]) : [];
  const panels = items.map(({ props, children }) => {
    const value = props.value === undefined ? undefined : String(props.value);
    const label = props.label ?? values.find((v) => v.value === props.value)?.label ?? value ?? 'Tab';
    return { label: String(label), value, isDefault: props.default === true, children };
  });
  if (panels.length === 0)
    return {
      message: 'A <Tabs> block has no <TabItem> inside.',
      hint: 'Put each tab\'s content in <TabItem value="…" label="…">.',
    };
  const chosen =
    attrs.defaultValue !== undefined
      ? panels.findIndex((p) => p.value === String(attrs.defaultValue))
      : panels.findIndex((p) => p.isDefault);
  // `queryString="lang"`, or `queryString` alone: the group's `groupId` names the query parameter.
  const queryKey =
    typeof attrs.queryString === 'string'
      ? attrs.queryString
      : attrs.queryString === true && typeof attrs.groupId === 'string'
        ? attrs.groupId
        : undefined;
  if (attrs.queryString === true && queryKey === undefined)
    return {
      message: '<Tabs queryString> without a `groupId`: the query parameter has no name.',
      hint: 'Add `groupId="…"`, or name the parameter: `queryString="lang"`.',
    };
  return {
    panels: panels.map(({ label, value, children }) => ({ label, value, children })),
    active: Math.max(0, chosen),
    queryKey,
  };
}
