import { MIXCLOUD_MESSAGES } from './messages.ts';
import { MIXCLOUD_MAX_TAGS, MIXCLOUD_TAG_MAX } from './sections.ts';

export type TParsedTags = { ok: true; tags: string[] } | { ok: false; error: string };

/**
 * The `tags` field (comma-joined, docs/product/djs.md) as Mixcloud's `tags-N-tag`: trimmed, inner spaces collapsed,
 * blanks and repeats (any case) dropped, at most 5 (Mixcloud's limit) of at most 50 characters each.
 */
export function parseTags(text: string | null | undefined): TParsedTags {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    if (tag.length > MIXCLOUD_TAG_MAX) return { ok: false, error: MIXCLOUD_MESSAGES.tagTooLong };
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  if (tags.length > MIXCLOUD_MAX_TAGS) return { ok: false, error: MIXCLOUD_MESSAGES.tooManyTags };
  return { ok: true, tags };
}
