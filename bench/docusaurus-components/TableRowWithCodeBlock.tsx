// What react-native-website would register for `<TableRow name code url />` (its own renders the
// code with Docusaurus' theme CodeBlock): a row with the feature's name and its code.
export default function TableRowWithCodeBlock({
  name,
  url,
  code,
}: {
  name: string;
  url?: string;
  code: string;
}) {
  return (
    <tr>
      <td>{url ? <a href={url}>{name}</a> : name}</td>
      <td>
        <pre className="code">
          <code>{code}</code>
        </pre>
      </td>
    </tr>
  );
}
