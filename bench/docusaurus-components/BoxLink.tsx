// What react-native-website would register for `<BoxLink href="…">…</BoxLink>`: a link.
import type { ReactNode } from 'react';

export default function BoxLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <p className="box-link">
      <a href={href}>{children}</a>
    </p>
  );
}
