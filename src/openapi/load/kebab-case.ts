// lodash's kebabCase, which docusaurus-plugin-openapi-docs uses for page slugs:
// split camelCase, acronyms, digits and punctuation into words; join lower-case with "-".
const WORDS = /[A-Z]{2,}(?=[A-Z][a-z]+[0-9]*|\b)|[A-Z]?[a-z]+[0-9]*|[A-Z]|[0-9]+/g;

export function kebabCase(input: string): string {
  const ascii = input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '');
  return (ascii.match(WORDS) ?? []).map((w) => w.toLowerCase()).join('-');
}
