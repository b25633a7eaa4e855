/**
 * Another site's set player, loaded lazily and sandboxed: it may run its script, play (also full screen) and open its
 * own links in a new tab, and it is told only this site's origin.
 */
export function PlayerFrame({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      src={src}
      title={title}
      className="size-full"
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
    />
  );
}
