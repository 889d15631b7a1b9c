// A section heading with its "#" direct link, as the Markdown pipeline gives Markdown headings.
import type { ReactNode } from 'react';

export default function AnchoredHeading({
  level,
  id,
  label,
  children,
}: {
  level: 2 | 3;
  id: string;
  label: string;
  children?: ReactNode;
}) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id}>
      {children ?? label}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${label}`}>
        #
      </a>
    </Tag>
  );
}
