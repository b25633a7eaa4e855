import { useNavigate } from 'react-router';
import { CalendarPlus, PencilLine } from 'lucide-react';
import { bookDjDestination } from '@cuepoint/domain/djs/public-profile';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { useAuth } from '../accounts/auth-context.tsx';
import { useAuthModals } from '../accounts/auth-modals.tsx';

/**
 * "Book this DJ" (1-foundation §2 Book-DJ routing): a venue goes to its booking form, any other signed-in user to the
 * enthusiast dashboard, both with the DJ's id; a visitor gets the sign-up dialog carrying the DJ. The DJ sees a
 * way to edit their profile instead.
 */
export function BookDjButton({ djId }: { djId: number }) {
  const auth = useAuth();
  const modals = useAuthModals();
  const navigate = useNavigate();
  const user = auth.status === 'authenticated' ? auth.user : null;

  if (user?.user_type === 'dj' && user.id === djId) {
    return (
      <ButtonLink to="/dj-dashboard" variant="outline" icon={<PencilLine className="size-4" aria-hidden />}>
        Edit your profile
      </ButtonLink>
    );
  }
  const book = () => {
    const destination = bookDjDestination(user?.user_type, djId);
    if (destination) navigate(destination);
    else modals.openSignUp({ djId });
  };
  return (
    <Button onClick={book} icon={<CalendarPlus className="size-4" aria-hidden />}>
      Book this DJ
    </Button>
  );
}
