import { UserRound } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** A DJ's picture (decorative beside their name), or a placeholder. */
export function DjAvatar({ image, size = 'md' }: { image: string | null; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-10' : 'size-12';
  if (image) return <img src={image} alt="" className={cn(box, 'shrink-0 rounded-full object-cover')} />;
  return (
    <span
      aria-hidden
      className={cn(box, 'flex shrink-0 items-center justify-center rounded-full bg-ink-700 text-mist-300')}
    >
      <UserRound className="size-5" />
    </span>
  );
}
