// The same tabs markup the Markdown pipeline writes for `:::tabs`, so one runtime
// (src/client/code-blocks.ts) serves both. `local` groups (an API page's statuses and examples)
// switch on their own; the others follow the reader's remembered language.
import type { ReactNode } from 'react';

export interface CodeTab {
  label: string;
  /** Highlighted `<pre>` HTML. */
  html: string;
}

export default function CodeTabs({
  id,
  tabs,
  ariaLabel,
  lazy = false,
}: {
  id: string;
  tabs: CodeTab[];
  ariaLabel: string;
  /** Hidden tabs load on first use, even from the page's HTML (see `Tabs`). */
  lazy?: boolean;
}) {
  return (
    <Tabs
      id={id}
      ariaLabel={ariaLabel}
      lazy={lazy}
      tabs={tabs.map((tab) => ({ label: tab.label, content: <CodeBlock html={tab.html} /> }))}
    />
  );
}

/** Highlighted code with its copy button. */
export function CodeBlock({ html }: { html: string }) {
  return (
    <div className="code-block">
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <button type="button" className="copy-button" aria-label="Copy code to clipboard" data-copy="">
        Copy
      </button>
    </div>
  );
}

export function Tabs({
  id,
  ariaLabel,
  tabs,
  className,
  local = false,
  lazy = false,
}: {
  id: string;
  ariaLabel: string;
  tabs: { label: string; content: ReactNode }[];
  className?: string;
  local?: boolean;
  /**
   * Hidden tabs leave the page's HTML too, not just its navigation JSON (src/render/defer-panels.ts):
   * for generated tabs that are many and alike, such as an operation's request in eight languages.
   * Readers without JavaScript see the first tab.
   */
  lazy?: boolean;
}) {
  return (
    <div className={className ? `code-tabs ${className}` : 'code-tabs'} data-tabs={local ? 'local' : ''}>
      <div role="tablist" className="code-tabs__list" aria-label={ariaLabel}>
        {tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={i === 0 ? 'true' : 'false'}
            tabIndex={i === 0 ? 0 : -1}
            data-label={tab.label}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          className={i === 0 ? 'code-tabs__panel is-active' : 'code-tabs__panel'}
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          data-label={tab.label}
          data-lazy={lazy && i > 0 ? '' : undefined}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
