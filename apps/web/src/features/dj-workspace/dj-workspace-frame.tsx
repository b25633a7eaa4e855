import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Container } from '../../ui/layout.tsx';
import { DashboardSkeleton } from '../../ui/dashboard-skeleton.tsx';
import { ToastProvider } from '../../ui/toast.tsx';
import { useSignedInPage } from '../accounts/use-signed-in-page.ts';
import { SignedOutNotice, WrongRoleNotice } from '../dj-dashboard/access-notice.tsx';
import { DjNav } from './dj-nav.tsx';

/**
 * One of the DJ's pages (docs/product/djs.md, "The DJ's pages"): the sign-in prompt for a visitor, the way home for
 * another kind of account, and for a DJ the pages' navigation, the page's heading and its content.
 */
export function DjWorkspaceFrame({
  title,
  description,
  lead,
  children,
}: {
  title: string;
  description: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title, description);
  const auth = useSignedInPage();
  if (auth.status === 'loading') return <DashboardSkeleton />;
  if (!auth.user) return <SignedOutNotice />;
  if (auth.user.user_type !== 'dj') return <WrongRoleNotice userType={auth.user.user_type} />;
  return (
    <ToastProvider>
      <DjNav />
      <Container className="py-6 sm:py-8">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-1 text-mist-300">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </Container>
    </ToastProvider>
  );
}
