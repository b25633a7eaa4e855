import { useSearchParams } from 'react-router';
import { SIGNUP_USER_TYPES, type TSignupUserType } from '@cuepoint/domain/accounts/user-types';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Container } from '../../../ui/layout.tsx';
import { SignUpWizard } from '../sign-up/sign-up-wizard.tsx';

function presetFrom(value: string | null): TSignupUserType | undefined {
  return (SIGNUP_USER_TYPES as readonly string[]).includes(value ?? '')
    ? (value as TSignupUserType)
    : undefined;
}

/** /signup: the wizard on a page of its own (the callback's 'Try Again' and shared links land here). */
export function SignUpPage() {
  usePageTitle('Join Cuepoint');
  const [params] = useSearchParams();
  const presetType = presetFrom(params.get('type') ?? params.get('userType'));
  const djId = Number.parseInt(params.get('dj_id') ?? '', 10);
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold sm:text-4xl">Join Cuepoint</h1>
        <p className="mt-3 text-mist-300">Three short steps, then you are in.</p>
        <div className="mt-8 rounded-2xl border border-ink-600 bg-ink-850 p-5 sm:p-8">
          <SignUpWizard presetType={presetType} djId={Number.isFinite(djId) && djId > 0 ? djId : undefined} />
        </div>
      </div>
    </Container>
  );
}
