// The console's request as code: cURL, JavaScript and Python tabs (WAI-ARIA tabs, arrow keys move
// between them), secrets masked.
import { useState } from 'react';
import type { BuiltRequest } from './request.ts';
import { curl, javascript, python } from './snippets.ts';

const LANGUAGES = [
  ['curl', 'cURL'],
  ['js', 'JavaScript'],
  ['python', 'Python'],
] as const;

export function GeneratedCode({ uid, request }: { uid: string; request: BuiltRequest }) {
  const [snippet, setSnippet] = useState<'curl' | 'js' | 'python'>('curl');
  return (
    <div className="api-console__group">
      <div role="tablist" aria-label="The request as code" className="api-console__tabs">
        {LANGUAGES.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${uid}-tab-${id}`}
            aria-selected={snippet === id}
            aria-controls={`${uid}-code`}
            tabIndex={snippet === id ? 0 : -1}
            onClick={() => setSnippet(id)}
            onKeyDown={(e) => {
              const order = ['curl', 'js', 'python'] as const;
              const at = order.indexOf(snippet);
              const next =
                e.key === 'ArrowRight'
                  ? order[(at + 1) % 3]
                  : e.key === 'ArrowLeft'
                    ? order[(at + 2) % 3]
                    : undefined;
              if (!next) return;
              setSnippet(next);
              document.getElementById(`${uid}-tab-${next}`)?.focus();
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <pre
        className="api-console__code"
        id={`${uid}-code`}
        role="tabpanel"
        aria-labelledby={`${uid}-tab-${snippet}`}
        tabIndex={0}
      >
        <code>
          {snippet === 'curl' ? curl(request) : snippet === 'js' ? javascript(request) : python(request)}
        </code>
      </pre>
      <p className="api-console__note">Secrets are shown as &lt;secret&gt;.</p>
    </div>
  );
}
