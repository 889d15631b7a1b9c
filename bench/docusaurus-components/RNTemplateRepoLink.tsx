// What react-native-website would register for `<RNTemplateRepoLink href="…">`: a link into the
// community template's repository.
import type { ReactNode } from 'react';

export default function RNTemplateRepoLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={`https://github.com/react-native-community/template/blob/main/${href.replace(/^\//, '')}`}>
      {children}
    </a>
  );
}
