import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Link2, PlugZap, Unlink, XCircle } from 'lucide-react';
import type { TMixcloudStatus, TTokenTest } from '@cuepoint/domain/mixcloud/api';
import { MIXCLOUD_MESSAGES } from '@cuepoint/domain/mixcloud/messages';
import { Button } from '../../../ui/button.tsx';
import { Alert, Badge } from '../../../ui/feedback.tsx';
import { disconnectMixcloud, MIXCLOUD_KEYS, mixcloudStartUrl, testMixcloudToken } from './mixcloud-api.ts';

/** Token test (docs/product/djs.md): idle, testing, then ok or fail. */
type TestState = { state: 'idle' } | { state: 'testing' } | { state: 'done'; result: TTokenTest };

function TokenTest({ test }: { test: TestState }) {
  if (test.state === 'idle') return null;
  if (test.state === 'testing')
    return (
      <p role="status" className="text-sm text-mist-300">
        Testing the token with Mixcloud…
      </p>
    );
  const { result } = test;
  return (
    <p
      role="status"
      className={
        result.ok
          ? 'flex items-center gap-2 text-sm text-emerald-300'
          : 'flex items-center gap-2 text-sm text-red-300'
      }
    >
      {result.ok ? (
        <CheckCircle2 className="size-4" aria-hidden />
      ) : (
        <XCircle className="size-4" aria-hidden />
      )}
      {result.ok ? `${result.message} Signed in as ${result.name} (@${result.username}).` : result.message}
    </p>
  );
}

/**
 * The DJ's Mixcloud account: connect (a full-page redirect to Mixcloud and back), test the token, disconnect. Without
 * a Mixcloud application on the server it says how to enable one.
 */
export function ConnectionPanel({
  status,
  redirect,
}: {
  status: TMixcloudStatus;
  redirect(url: string): void;
}) {
  const client = useQueryClient();
  const [test, setTest] = useState<TestState>({ state: 'idle' });
  const [leaving, setLeaving] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const connect = useMutation({
    mutationFn: mixcloudStartUrl,
    onSuccess: (url) => {
      setLeaving(true);
      redirect(url);
    },
  });
  const disconnect = useMutation({
    mutationFn: disconnectMixcloud,
    onSuccess: (next) => {
      setTest({ state: 'idle' });
      client.setQueryData(MIXCLOUD_KEYS.status, next);
    },
  });
  const runTest = async () => {
    setTest({ state: 'testing' });
    try {
      const result = await testMixcloudToken('user');
      setTest({ state: 'done', result });
      if (!result.ok || status.token_status !== 'ok')
        await client.invalidateQueries({ queryKey: MIXCLOUD_KEYS.status });
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : MIXCLOUD_MESSAGES.tokenTestErrored;
      setTest({ state: 'done', result: { ok: false, username: null, name: null, message } });
    }
  };
  const failure = connect.error ?? disconnect.error;
  useEffect(() => {
    if (failure) errorRef.current?.focus();
  }, [failure]);

  if (!status.configured) return <Alert tone="info">{MIXCLOUD_MESSAGES.notConfigured}</Alert>;

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-ink-600 bg-ink-900 p-4">
      {status.connected ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="cue">Connected</Badge>
            <span className="text-sm text-mist-100">
              {status.name} <span className="text-mist-400">(@{status.username})</span>
            </span>
            {status.token_status === 'invalid' ? (
              <Badge tone="amber">{MIXCLOUD_MESSAGES.tokenInvalid}</Badge>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              icon={<PlugZap className="size-4" aria-hidden />}
              busy={test.state === 'testing'}
              onClick={() => void runTest()}
            >
              Test token
            </Button>
            {status.token_status === 'invalid' ? (
              <Button
                size="sm"
                icon={<Link2 className="size-4" aria-hidden />}
                busy={connect.isPending || leaving}
                onClick={() => connect.mutate()}
              >
                Reconnect Mixcloud
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              icon={<Unlink className="size-4" aria-hidden />}
              busy={disconnect.isPending}
              onClick={() => disconnect.mutate()}
            >
              Disconnect
            </Button>
          </div>
          <TokenTest test={test} />
        </>
      ) : (
        <>
          <p className="text-sm text-mist-200">
            Connect your Mixcloud account to publish your sets to it, with their tracklists as Mixcloud
            sections.
          </p>
          <div>
            <Button
              size="sm"
              icon={<Link2 className="size-4" aria-hidden />}
              busy={connect.isPending || leaving}
              onClick={() => connect.mutate()}
            >
              Connect Mixcloud
            </Button>
          </div>
        </>
      )}
      {failure ? (
        <Alert tone="error" ref={errorRef} tabIndex={-1}>
          <p>{failure.message}</p>
        </Alert>
      ) : null}
    </div>
  );
}
