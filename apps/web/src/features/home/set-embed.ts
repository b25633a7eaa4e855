import { embedSrcFor, embedSrcFromHtml } from '@cuepoint/domain/djs/embeds';
import type { TPublicDjSet } from '@cuepoint/domain/djs/sets';

const AUTOPLAY_PARAM: Record<string, string> = {
  mixcloud: 'autoplay=1',
  soundcloud: 'auto_play=true',
  youtube: 'autoplay=1',
  twitch: 'autoplay=true',
  libsyn: 'autoplay=true',
};

/**
 * The iframe src for a set: a pasted embed only when it points at a known player, else one built from the link
 * (`hostname` is the page's own, which Twitch's player requires).
 */
export function playerSrc(
  set: Pick<TPublicDjSet, 'embed_html' | 'platform' | 'external_url'>,
  autoplay: boolean,
  hostname: string,
): string | undefined {
  const src = embedSrcFromHtml(set.embed_html) ?? embedSrcFor(set.platform, set.external_url, hostname);
  if (!src || !autoplay) return src;
  const url = new URL(src);
  const [key, value] = (AUTOPLAY_PARAM[set.platform] ?? 'autoplay=1').split('=') as [string, string];
  url.searchParams.set(key, value);
  return url.toString();
}
