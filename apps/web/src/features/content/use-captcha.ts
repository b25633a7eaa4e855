import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TCaptchaChallenge } from '@cuepoint/domain/content/captcha';
import { apiBody, apiClient } from '../../lib/api.ts';

export type CaptchaPath = '/newsletter.php' | '/contact.php' | '/bug-report.php';

/**
 * The arithmetic question of a form. Each question can be answered once, so it is never cached between mounts;
 * `reload()` fetches a new one (after a success, or after an error that mentions the captcha). With `ask: false`
 * the question is not asked yet (a form far down a page asks when the reader nears it); until then it shows as
 * loading.
 */
export function useCaptcha(path: CaptchaPath, { ask = true }: { ask?: boolean } = {}) {
  const query = useQuery({
    queryKey: ['captcha', path],
    queryFn: ({ signal }): Promise<TCaptchaChallenge> => apiBody(apiClient.GET(path, { signal })),
    staleTime: Infinity,
    gcTime: 0,
    enabled: ask,
  });
  useEffect(() => {
    // docs/product/content.md: a failed question load is only logged; the field says so and offers another try.
    if (query.error) console.warn(`Could not load the captcha question from ${path}`, query.error);
  }, [query.error, path]);
  return {
    question: query.data?.captcha,
    token: query.data?.token,
    loading: query.isFetching || (!ask && query.data === undefined),
    failed: query.isError,
    reload: () => void query.refetch(),
  };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
