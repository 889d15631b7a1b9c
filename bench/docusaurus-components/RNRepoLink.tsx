// What react-native-website would register for `<RNRepoLink href="…">` (its own imports
// Docusaurus' theme `A`): a link into the react-native repository.
import type { ReactNode } from 'react';

export default function RNRepoLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={`https://github.com/facebook/react-native/blob/main/${href.replace(/^\//, '')}`}>{children}</a>
  );
}
