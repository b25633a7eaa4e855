/** A DJ's picture, or their initials on a tinted disc when they have none. */
export function DjAvatar({ name, image, size = 56 }: { name: string; image: string | null; size?: number }) {
  if (image)
    return (
      <img
        src={image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-cue-500/15 font-display text-lg font-bold text-cue-300"
      style={{ width: size, height: size }}
    >
      {initials}
    </span>
  );
}
