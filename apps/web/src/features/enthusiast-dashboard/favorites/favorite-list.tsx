import { Link } from 'react-router';
import { X } from 'lucide-react';

/** A favorites list: each name (a link to the DJ's page when `slug` names one) with a remove button naming it. */
export function FavoriteList({
  label,
  items,
  removing,
  onRemove,
}: {
  label: string;
  items: ReadonlyArray<{ id: number; name: string; slug?: string | null }>;
  /** The name being removed, whose button shows it is busy. */
  removing: string | null;
  onRemove(name: string): void;
}) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-ink-700">
      {items.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 py-2.5">
          <span className="min-w-0 break-words font-medium text-mist-100">
            {item.slug ? (
              <Link to={`/${item.slug}`} className="text-cue-300 underline-offset-2 hover:underline">
                {item.name}
              </Link>
            ) : (
              item.name
            )}
          </span>
          <button
            type="button"
            onClick={() => onRemove(item.name)}
            disabled={removing === item.name}
            aria-label={`Remove ${item.name}`}
            className="shrink-0 rounded-full p-2 text-mist-300 hover:bg-ink-700 hover:text-mist-100 disabled:opacity-50"
          >
            <X className="size-4" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
