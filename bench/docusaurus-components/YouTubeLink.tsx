// What a site moving to docgen registers for `<LiteYouTubeEmbed id="…" />`: the CSP allows no
// third-party frames, so a link to the video takes the embed's place.
export default function YouTubeLink({
  id,
  title = 'Watch the video on YouTube',
}: {
  id: string;
  title?: string;
}) {
  return (
    <p className="video-link">
      <a href={`https://www.youtube.com/watch?v=${encodeURIComponent(id)}`}>{title}</a>
    </p>
  );
}
