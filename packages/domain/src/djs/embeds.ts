import type { TSetPlatform } from './set-platforms.ts';

/** The only origins a set player may load from; the server's Content-Security-Policy frame-src lists the same. */
export const EMBED_HOSTS: Record<Exclude<TSetPlatform, 'other'>, string> = {
  mixcloud: 'https://player-widget.mixcloud.com',
  soundcloud: 'https://w.soundcloud.com',
  youtube: 'https://www.youtube-nocookie.com',
  twitch: 'https://player.twitch.tv',
  libsyn: 'https://html5-player.libsyn.com',
};

function parseUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function hostIs(url: URL, ...hosts: string[]) {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  return hosts.includes(host);
}

/** Recognises the platform of a set link; anything unknown is 'other'. */
export function detectPlatform(externalUrl: string): TSetPlatform {
  const url = parseUrl(externalUrl);
  if (!url) return 'other';
  if (hostIs(url, 'mixcloud.com')) return 'mixcloud';
  if (hostIs(url, 'soundcloud.com', 'on.soundcloud.com')) return 'soundcloud';
  if (hostIs(url, 'youtube.com', 'youtu.be', 'youtube-nocookie.com', 'music.youtube.com')) return 'youtube';
  if (hostIs(url, 'twitch.tv')) return 'twitch';
  if (hostIs(url, 'libsyn.com') || url.hostname.endsWith('.libsyn.com')) return 'libsyn';
  return 'other';
}

function youtubeId(url: URL): string | undefined {
  if (hostIs(url, 'youtu.be')) return url.pathname.slice(1).split('/')[0] || undefined;
  const fromQuery = url.searchParams.get('v');
  if (fromQuery) return fromQuery;
  const match = url.pathname.match(/^\/(?:embed|live|shorts)\/([\w-]{6,})/);
  return match?.[1];
}

/**
 * The player URL for a set, built only from the link's parts so no foreign markup is ever rendered.
 * `parentHost` is the page's host name, which Twitch requires.
 */
export function embedSrcFor(
  platform: TSetPlatform,
  externalUrl: string,
  parentHost = 'localhost',
): string | undefined {
  const url = parseUrl(externalUrl);
  if (!url) return undefined;
  switch (platform) {
    case 'mixcloud':
      return `${EMBED_HOSTS.mixcloud}/widget/iframe/?hide_cover=1&feed=${encodeURIComponent(url.pathname)}`;
    case 'soundcloud':
      return `${EMBED_HOSTS.soundcloud}/player/?url=${encodeURIComponent(url.toString())}&visual=true`;
    case 'youtube': {
      const id = youtubeId(url);
      return id && /^[\w-]+$/.test(id) ? `${EMBED_HOSTS.youtube}/embed/${id}` : undefined;
    }
    case 'twitch': {
      const parent = encodeURIComponent(parentHost);
      const video = url.pathname.match(/^\/videos\/(\d+)/)?.[1];
      if (video) return `${EMBED_HOSTS.twitch}/?video=${video}&parent=${parent}&autoplay=false`;
      const channel = url.pathname.split('/')[1];
      return channel && /^\w+$/.test(channel)
        ? `${EMBED_HOSTS.twitch}/?channel=${channel}&parent=${parent}&autoplay=false`
        : undefined;
    }
    case 'libsyn': {
      const id = url.pathname.match(/\/id\/(\d+)/)?.[1] ?? url.searchParams.get('id');
      return id && /^\d+$/.test(id) ? `${EMBED_HOSTS.libsyn}/embed/episode/id/${id}/` : undefined;
    }
    case 'other':
      return undefined;
  }
}

/** Pulls the src out of a pasted embed snippet, accepted only when it points at an allowed player host. */
export function embedSrcFromHtml(html: string | null | undefined): string | undefined {
  if (!html) return undefined;
  const src = html.match(/<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i)?.[1]?.replaceAll('&amp;', '&');
  if (!src) return undefined;
  const url = parseUrl(src);
  if (!url || url.protocol !== 'https:') return undefined;
  return Object.values(EMBED_HOSTS).includes(url.origin) ? url.toString() : undefined;
}
