/**
 * The curated external sites on /resources (docs/product/content.md): six entries across four categories.
 * Kept as data so the page, its tests and any future editor read one list.
 */
export const RESOURCE_CATEGORIES = ['Tips & Education', 'Content', 'Hardware & Reviews', 'Shopping'] as const;
export type TResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export type TResourceItem = {
  name: string;
  url: string;
  description: string;
  category: TResourceCategory;
};

export const RESOURCES: readonly TResourceItem[] = [
  {
    name: 'Digital DJ Tips',
    url: 'https://www.digitaldjtips.com/',
    description:
      'Free tutorials, gear guides and structured courses for every level, from your first beatmatch to building a DJ career.',
    category: 'Tips & Education',
  },
  {
    name: 'Resident Advisor',
    url: 'https://ra.co/',
    description:
      'Electronic music news, features, reviews and event listings — a good read on which scenes, venues and artists are moving.',
    category: 'Content',
  },
  {
    name: 'Mixcloud',
    url: 'https://www.mixcloud.com/',
    description:
      'Upload full DJ mixes and radio shows with licensing handled, and build a following around your recorded sets.',
    category: 'Content',
  },
  {
    name: 'DJ TechTools',
    url: 'https://djtechtools.com/',
    description:
      'Hands-on reviews of controllers, mixers and software, plus mapping, performance techniques and the Chroma Caps store.',
    category: 'Hardware & Reviews',
  },
  {
    name: 'Beatport',
    url: 'https://www.beatport.com/',
    description:
      'The download store most club DJs use: lossless WAV and AIFF files, genre charts, DJ charts and key and BPM data.',
    category: 'Shopping',
  },
  {
    name: 'Bandcamp',
    url: 'https://bandcamp.com/',
    description:
      'Buy music straight from artists and labels in lossless formats, with most of every sale going to the people who made it.',
    category: 'Shopping',
  },
];

export type TResourceGroup = { category: TResourceCategory; items: TResourceItem[] };

/** Groups resources in the fixed category order, leaving out categories without entries. */
export function groupResourcesByCategory(items: readonly TResourceItem[] = RESOURCES): TResourceGroup[] {
  return RESOURCE_CATEGORIES.map((category) => ({
    category,
    items: items.filter((item) => item.category === category),
  })).filter((group) => group.items.length > 0);
}
