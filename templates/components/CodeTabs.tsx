// The same tabs markup the Markdown pipeline writes for `:::tabs`, so one runtime serves both.
export interface CodeTab {
  label: string;
  /** Highlighted `<pre>` HTML. */
  html: string;
}

export default function CodeTabs({
  id,
  tabs,
  ariaLabel,
}: {
  id: string;
  tabs: CodeTab[];
  ariaLabel: string;
}) {
  return (
    <div className="code-tabs" data-tabs="">
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
        >
          <div className="code-block">
            <div dangerouslySetInnerHTML={{ __html: tab.html }} />
            <button type="button" className="copy-button" aria-label="Copy code to clipboard" data-copy="">
              Copy
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
