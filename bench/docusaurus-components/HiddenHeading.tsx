// typescript-eslint's `<HiddenHeading id="…" />` (an anchor target; its own imports a CSS module):
// an empty element with the id, so links to it resolve.
export default function HiddenHeading({ id }: { id: string }) {
  return <span id={id} />;
}
