// What a site moving to docgen registers for typescript-eslint's `<PackageLink packageName scope />`
// (an npm version badge from @uiw/react-shields there): a link to the package on npm.
export default function PackageLink({ packageName, scope }: { packageName: string; scope?: string }) {
  const name = [scope, packageName].filter(Boolean).join('/');
  return <a href={`https://www.npmjs.com/package/${name}`}>{name} on npm</a>;
}
