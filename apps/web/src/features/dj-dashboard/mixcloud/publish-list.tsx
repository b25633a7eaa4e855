import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, RefreshCw, Search } from 'lucide-react';
import {
  PUBLISH_STATUS_LABELS,
  PUBLISH_TARGET_LABELS,
  type TCloudcast,
  type TMixcloudPublish,
} from '@cuepoint/domain/mixcloud/api';
import { MIXCLOUD_MESSAGES } from '@cuepoint/domain/mixcloud/messages';
import { Button } from '../../../ui/button.tsx';
import { Alert, Badge } from '../../../ui/feedback.tsx';
import { DJ_SETS_KEYS } from '../sets/sets-api.ts';
import { checkCloudcast, MIXCLOUD_KEYS, type SendUpload } from './mixcloud-api.ts';
import { ProgressBar } from './progress-bar.tsx';

const tone = (status: TMixcloudPublish['status']) =>
  status === 'published' ? 'cue' : status === 'failed' ? 'amber' : 'wave';

function CloudcastCheck({ publish }: { publish: TMixcloudPublish }) {
  const client = useQueryClient();
  const check = useMutation({
    mutationFn: () => checkCloudcast(publish.set_id),
    // Once Mixcloud has the show, the set takes its address as its link.
    onSuccess: (found: TCloudcast) => {
      if (!found.processing) void client.invalidateQueries({ queryKey: DJ_SETS_KEYS.sets });
    },
  });
  const found = check.data;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          icon={<Search className="size-4" aria-hidden />}
          busy={check.isPending}
          onClick={() => check.mutate()}
        >
          Check on Mixcloud
        </Button>
        {publish.cloudcast_url ? (
          <a
            href={found?.url ?? publish.cloudcast_url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm font-semibold text-wave-300 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-wave-400"
          >
            Open on Mixcloud <ExternalLink className="size-3.5" aria-hidden />
          </a>
        ) : null}
      </div>
      {check.isError ? (
        <Alert tone="error">
          <p>{check.error.message || MIXCLOUD_MESSAGES.cloudcastCheckFailed}</p>
        </Alert>
      ) : found ? (
        <Alert tone={found.processing || !found.has_sections ? 'info' : 'success'}>
          <p>
            {found.processing
              ? MIXCLOUD_MESSAGES.stillProcessing
              : found.has_sections
                ? `“${found.title}” is on Mixcloud with ${found.sections_count} sections.`
                : (found.message ?? MIXCLOUD_MESSAGES.noSections)}
          </p>
        </Alert>
      ) : null}
    </div>
  );
}

function Retry({ publish, send }: { publish: TMixcloudPublish; send: SendUpload }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const retry = useMutation({
    mutationFn: () =>
      send(
        {
          setId: publish.set_id,
          title: publish.title,
          target: publish.target,
          tags: publish.tags.join(', '),
          mp3: null,
          tracklist: null,
        },
        () => undefined,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: MIXCLOUD_KEYS.publishes }),
    onError: (failure) => setError(failure.message),
  });
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          size="sm"
          variant="outline"
          icon={<RefreshCw className="size-4" aria-hidden />}
          busy={retry.isPending}
          onClick={() => {
            setError(null);
            retry.mutate();
          }}
        >
          Try again
        </Button>
      </div>
      {error ? (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      ) : null}
    </div>
  );
}

/** The DJ's uploads to Mixcloud, newest first: status, progress 0–100, what went wrong, and what to do next. */
export function PublishList({ publishes, send }: { publishes: TMixcloudPublish[]; send: SendUpload }) {
  if (publishes.length === 0)
    return <p className="text-sm text-mist-400">Nothing published to Mixcloud yet.</p>;
  const latestPerSet = new Set<number>();
  return (
    <ul aria-label="Your Mixcloud uploads" className="flex flex-col gap-3">
      {publishes.map((publish) => {
        // Only a set's latest upload offers a retry (an older failure was already followed by another try).
        const latest = !latestPerSet.has(publish.set_id);
        latestPerSet.add(publish.set_id);
        return (
          <li
            key={publish.id}
            className="flex flex-col gap-2 rounded-xl border border-ink-600 bg-ink-900 p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-mist-100">{publish.title}</p>
              <Badge tone={tone(publish.status)}>{PUBLISH_STATUS_LABELS[publish.status]}</Badge>
            </div>
            <p className="text-xs text-mist-400">
              {PUBLISH_TARGET_LABELS[publish.target]} · {publish.sections_count} sections
              {publish.tags.length > 0 ? ` · ${publish.tags.join(', ')}` : ''}
            </p>
            {publish.status !== 'failed' ? (
              <ProgressBar value={publish.progress} label={`Upload of “${publish.title}” to Mixcloud`} />
            ) : null}
            {publish.error ? (
              <p role={publish.status === 'failed' ? 'alert' : 'status'} className="text-sm text-amber-cue">
                {publish.error}
                {publish.status === 'retrying' ? '. Trying again soon; nothing is lost.' : ''}
              </p>
            ) : null}
            {publish.status === 'published' ? <CloudcastCheck publish={publish} /> : null}
            {publish.status === 'failed' && latest && publish.set_id > 0 ? (
              <Retry publish={publish} send={send} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
