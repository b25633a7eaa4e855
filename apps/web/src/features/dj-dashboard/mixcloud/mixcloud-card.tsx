import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Radio } from 'lucide-react';
import { ACTIVE_PUBLISH_STATUSES } from '@cuepoint/domain/mixcloud/api';
import {
  MIXCLOUD_RETURN_MESSAGES,
  MIXCLOUD_RETURN_PARAM,
  MIXCLOUD_RETURN_VALUES,
  type TMixcloudReturn,
} from '@cuepoint/domain/mixcloud/messages';
import { Button } from '../../../ui/button.tsx';
import { DashboardCard } from '../../../ui/dashboard-card.tsx';
import { Alert } from '../../../ui/feedback.tsx';
import { useDjSets } from '../sets/sets-api.ts';
import { ConnectionPanel } from './connection-panel.tsx';
import {
  fetchMixcloudStatus,
  fetchPublishes,
  MIXCLOUD_KEYS,
  sendMixcloudUpload,
  type SendUpload,
} from './mixcloud-api.ts';
import { PublishForm } from './publish-form.tsx';
import { PublishList } from './publish-list.tsx';

/** Leaves the app for Mixcloud's authorize page (a full-page redirect, docs/product/djs.md). */
const leaveFor = (url: string) => window.location.assign(url);
/** How often a running upload's progress is read. */
const PROGRESS_POLL_MS = 1500;

const isReturn = (value: string | null): value is TMixcloudReturn =>
  (MIXCLOUD_RETURN_VALUES as readonly (string | null)[]).includes(value);

/**
 * The DJ dashboard's Mixcloud card: the connection (connect, test the token, disconnect), publishing a set with its
 * tracklist as sections, and each upload followed with its progress until Mixcloud has the show.
 */
export function MixcloudCard({
  redirect = leaveFor,
  send = sendMixcloudUpload,
}: {
  redirect?: (url: string) => void;
  send?: SendUpload;
}) {
  const [search] = useSearchParams();
  const returned = search.get(MIXCLOUD_RETURN_PARAM);
  const status = useQuery({ queryKey: MIXCLOUD_KEYS.status, queryFn: fetchMixcloudStatus });
  const sets = useDjSets();
  const publishes = useQuery({
    queryKey: MIXCLOUD_KEYS.publishes,
    queryFn: fetchPublishes,
    refetchInterval: (query) =>
      query.state.data?.some((publish) => ACTIVE_PUBLISH_STATUSES.includes(publish.status))
        ? PROGRESS_POLL_MS
        : false,
  });

  return (
    <DashboardCard title="Mixcloud" icon={<Radio className="size-5" aria-hidden />} testId="dj-mixcloud">
      {status.isPending || sets.isPending ? (
        <div role="status" aria-label="Loading your Mixcloud connection" className="flex flex-col gap-3">
          <div aria-hidden className="h-16 animate-pulse rounded-xl bg-ink-800" />
          <div aria-hidden className="h-32 animate-pulse rounded-xl bg-ink-800" />
        </div>
      ) : status.isError || sets.isError ? (
        <Alert tone="error">
          <p>Your Mixcloud connection could not be loaded: {(status.error ?? sets.error)?.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => {
              void status.refetch();
              void sets.refetch();
            }}
          >
            Try again
          </Button>
        </Alert>
      ) : (
        <div className="flex flex-col gap-5">
          {isReturn(returned) ? (
            <Alert
              tone={returned === 'connected' ? 'success' : returned === 'not_configured' ? 'info' : 'error'}
            >
              <p>{MIXCLOUD_RETURN_MESSAGES[returned]}</p>
            </Alert>
          ) : null}
          <ConnectionPanel status={status.data} redirect={redirect} />
          {status.data.connected || status.data.platform_available ? (
            <section aria-labelledby="mixcloud-publish-heading" className="flex flex-col gap-3">
              <h3 id="mixcloud-publish-heading" className="font-display text-base font-semibold">
                Publish a set
              </h3>
              <PublishForm
                key={sets.data.map((set) => set.id).join(',')}
                sets={sets.data}
                status={status.data}
                send={send}
              />
            </section>
          ) : null}
          <section aria-labelledby="mixcloud-uploads-heading" className="flex flex-col gap-3">
            <h3 id="mixcloud-uploads-heading" className="font-display text-base font-semibold">
              Uploads
            </h3>
            {publishes.isPending ? (
              <div
                role="status"
                aria-label="Loading your uploads"
                className="h-16 animate-pulse rounded-xl bg-ink-800"
              />
            ) : publishes.isError ? (
              <Alert tone="error">
                <p>Your uploads could not be loaded: {publishes.error.message}</p>
              </Alert>
            ) : (
              <PublishList publishes={publishes.data} send={send} />
            )}
          </section>
        </div>
      )}
    </DashboardCard>
  );
}
