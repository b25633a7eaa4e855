import { Star } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { FieldError } from '../../ui/field.tsx';

/** Read-only stars for a rating (rounded to the half star), with its words for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden
          className={cn('size-4', rating >= value - 0.25 ? 'fill-amber-cue text-amber-cue' : 'text-ink-500')}
        />
      ))}
    </span>
  );
}

/** A choice of 1 to 5 stars as a radio group: arrow keys move, the label says the number. */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? 'star-input-error' : undefined}>
      <legend className="text-sm font-medium text-mist-200">Your rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-md p-1 focus-within:outline-2 focus-within:outline-wave-400"
          >
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <Star
              aria-hidden
              className={cn('size-7', value >= star ? 'fill-amber-cue text-amber-cue' : 'text-ink-500')}
            />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
      </div>
      <FieldError id="star-input-error">{error}</FieldError>
    </fieldset>
  );
}
