import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { NEWSLETTER_MESSAGES } from '@cuepoint/domain/content/newsletter-messages';
import { apiBody, apiData, apiClient } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Alert, Spinner } from '../../ui/feedback.tsx';
import { Card, Container } from '../../ui/layout.tsx';
import { formErrorMessage } from './form-error.ts';

/**
 * Where the unsubscribe link of every newsletter mail lands. Opening the link changes nothing (mail scanners open
 * links too); one press of the button unsubscribes.
 */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe from the newsletter');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lookup = useQuery({
    queryKey: ['newsletter-unsubscribe', token],
    queryFn: ({ signal }) =>
      apiData(apiClient.GET('/newsletter/unsubscribe', { params: { query: { token } }, signal })),
    enabled: token !== '',
    retry: false,
  });
  const unsubscribe = useMutation({
    mutationFn: () => apiBody(apiClient.POST('/newsletter/unsubscribe', { body: { token } })),
  });

  const fail = (error: unknown) =>
    formErrorMessage(error, {
      network: NEWSLETTER_MESSAGES.network,
      failed: NEWSLETTER_MESSAGES.unknownLink,
    });

  let body;
  if (!token) body = <Alert tone="error">{NEWSLETTER_MESSAGES.unknownLink}</Alert>;
  else if (lookup.isPending) body = <Spinner label="Checking your link…" />;
  else if (lookup.isError) body = <Alert tone="error">{fail(lookup.error)}</Alert>;
  else if (unsubscribe.isSuccess) body = <Alert tone="success">{unsubscribe.data.message}</Alert>;
  else if (lookup.data.status === 'unsubscribed')
    body = <Alert tone="info">{NEWSLETTER_MESSAGES.alreadyUnsubscribed}</Alert>;
  else {
    body = (
      <div className="space-y-5">
        <p className="text-mist-200">
          Stop sending the Cuepoint newsletter to{' '}
          <strong className="break-all text-mist-100">{lookup.data.email}</strong>?
        </p>
        <Button onClick={() => unsubscribe.mutate()} busy={unsubscribe.isPending} variant="danger">
          Unsubscribe
        </Button>
        {unsubscribe.isError ? <Alert tone="error">{fail(unsubscribe.error)}</Alert> : null}
      </div>
    );
  }

  return (
    <Container className="py-16 sm:py-24">
      <Card className="mx-auto max-w-xl">
        <div className="mb-6 flex items-center gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-cue-500/15 text-cue-400">
            <MailX className="size-6" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold">Newsletter subscription</h1>
        </div>
        {body}
        <div className="mt-8">
          <ButtonLink to="/blog" variant="outline" size="sm">
            Read the blog
          </ButtonLink>
        </div>
      </Card>
    </Container>
  );
}
