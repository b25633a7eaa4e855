import { CalendarPlus } from 'lucide-react';
import { ButtonLink } from '../../ui/button.tsx';

/** A DJ card's way to book them: the booking request form, aimed at this DJ. */
export function BookDjLink({ to, name }: { to: string; name: string }) {
  return (
    <ButtonLink to={to} variant="outline" size="sm" icon={<CalendarPlus className="size-4" aria-hidden />}>
      Book {name}
    </ButtonLink>
  );
}
