// Source rewrites the parser needs before it runs, as Docusaurus' own preprocessor does. Each keeps
// every line where it was, so messages still give the file's line numbers.
//
// `:::tip Title` (the Docusaurus 2 admonition title, still accepted by Docusaurus 3) is not a
// directive to remark-directive: it reads `:::tip[Title]`. Lines inside fenced code are left alone.

const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;
const TITLED_CONTAINER = /^([ \t]*:{3,}[A-Za-z][\w-]*)[ \t]+([^\s[{].*?)[ \t]*(\r?)$/;

export function preprocessMarkdown(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const opened = FENCE.exec(line)?.[1];
      if (fence) {
        if (opened && opened[0] === fence[0] && opened.length >= fence.length && !line.slice(line.indexOf(opened) + opened.length).trim()) fence = undefined;
        return line;
      }
      if (opened) {
        fence = opened;
        return line;
      }
      const titled = TITLED_CONTAINER.exec(line);
      return titled ? `${titled[1]}[${titled[2]!.replace(/[[\]]/g, '\\$&')}]${titled[3]}` : line;
    })
    .join('\n');
}
