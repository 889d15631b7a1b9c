// What react-native-website would register for `<PlatformSupport platforms={[…]} />` (its own
// draws icon badges from its theme): the list of platforms.
export default function PlatformSupport({ platforms = [] }: { platforms?: string[] }) {
  return (
    <p className="platform-support">
      <strong>Platform support:</strong> {platforms.join(', ')}
    </p>
  );
}
