import { maskProfileText } from '@cuepoint/domain/trust/contact-masking';
import { djProfileDescription } from '@cuepoint/domain/djs/public-profile';
import { couldBeDjSlug } from '@cuepoint/domain/djs/reserved-slugs';
import { djProfilePath } from '@cuepoint/domain/djs/profile-rules';
import { escapeHtml } from '../../../http/escape-html.ts';
import type { DjProfileRow, DjProfileStore } from './profile-store.ts';

/** A DJ page's path: /{slug} or /dj/{id}. */
export type DjPageRef = { slug: string } | { id: number };

const MAX_ID = 2_147_483_647;

/** The DJ a page path names (`/nova-reyes`, `/dj/12`), or undefined for every other path and the app's own. */
export function djPageOf(url: string): DjPageRef | undefined {
  const path = url.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  const byId = /^\/dj\/(\d{1,10})$/.exec(path);
  if (byId) {
    const id = Number(byId[1]);
    return id >= 1 && id <= MAX_ID ? { id } : undefined;
  }
  const bySlug = /^\/([^/]+)$/.exec(path);
  if (!bySlug) return undefined;
  try {
    const segment = decodeURIComponent(bySlug[1]!);
    return couldBeDjSlug(segment) ? { slug: segment.toLowerCase() } : undefined;
  } catch {
    return undefined;
  }
}

const REPLACED = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="description"[^>]*>\s*/gi,
  /<meta\s+property="og:(?:title|description|type|url|image)"[^>]*>\s*/gi,
  /<meta\s+name="twitter:[^"]*"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
];

function absolute(url: string, base: string): string | undefined {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** What a DJ's meta tags say: name, slug, bio, genres, city and picture, as the public page shows them. */
export type DjMetaProfile = {
  stage_name: string;
  slug: string;
  bio: string;
  genres: readonly string[];
  city: string | null;
  picture: string | null;
};

export function metaProfileOf(row: DjProfileRow): DjMetaProfile {
  return {
    stage_name: row.stageName,
    slug: row.slug,
    bio: maskProfileText(row.bio),
    genres: row.genres,
    city: row.currentCity ?? row.accountCity,
    picture: row.profileImageUrl ?? row.bannerImageUrl,
  };
}

/**
 * The SPA's index.html with a DJ's name, bio and image in its title, description and Open Graph/Twitter tags, for
 * crawlers and link previews that run no script. The canonical URL is always /{slug}, also on /dj/{id}. Every
 * value is escaped; title and description match what the page sets itself.
 */
export function withDjMeta(indexHtml: string, profile: DjMetaProfile, publicUrl: string): string {
  const url = new URL(djProfilePath(profile.slug), publicUrl).toString();
  const description = djProfileDescription({ ...profile, location: { city: profile.city } });
  const image = profile.picture ? absolute(profile.picture, publicUrl) : undefined;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(profile.stage_name)} · Cuepoint</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:title', profile.stage_name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image
      ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', profile.stage_name)]
      : []),
    meta('property', 'profile:username', profile.slug),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', profile.stage_name),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
  const stripped = REPLACED.reduce((html, pattern) => html.replace(pattern, ''), indexHtml);
  return stripped.replace(/<\/head>/i, `    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * The HTML for a path: a DJ page (/{slug}, /dj/{id}) of an existing DJ gets the DJ's meta tags; every other path,
 * an unknown DJ and any failure to look one up get what `otherwise` makes of it, so the page always loads.
 */
export function createDjPageHtml(options: {
  indexHtml: string;
  store: Pick<DjProfileStore, 'bySlug' | 'byUserId'>;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
  otherwise: (url: string) => Promise<string>;
}) {
  const { indexHtml, store, publicUrl, log, otherwise } = options;
  return async (url: string): Promise<string> => {
    const page = djPageOf(url);
    if (!page) return otherwise(url);
    try {
      const row = 'slug' in page ? await store.bySlug(page.slug) : await store.byUserId(page.id);
      return row ? withDjMeta(indexHtml, metaProfileOf(row), publicUrl) : otherwise(url);
    } catch (error) {
      log.warn({ err: error }, 'DJ meta lookup failed; serving the plain page');
      return otherwise(url);
    }
  };
}
