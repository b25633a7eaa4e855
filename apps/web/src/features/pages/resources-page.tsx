import {
  BookOpen,
  MessageSquarePlus,
  Newspaper,
  ShoppingBag,
  SlidersHorizontal,
  type LucideIcon,
} from 'lucide-react';
import { groupResourcesByCategory, type TResourceCategory } from '@cuepoint/domain/content/resources';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card, Container, PageHero } from '../../ui/layout.tsx';
import { ResourceCard } from './resource-card.tsx';
import { HydrateLater } from '../../app/render/hydrate-later.tsx';

const CATEGORY_ICONS: Record<TResourceCategory, LucideIcon> = {
  'Tips & Education': BookOpen,
  Content: Newspaper,
  'Hardware & Reviews': SlidersHorizontal,
  Shopping: ShoppingBag,
};

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export function ResourcesPage() {
  usePageTitle(
    'Resources',
    'Six external sites we recommend to DJs: education, mixes and news, gear reviews and music shopping.',
  );
  const groups = groupResourcesByCategory();
  return (
    <>
      <PageHero
        eyebrow="Resources"
        title="Sites every DJ should know"
        lead="A short, hand-picked list of places to learn the craft, follow the scene, read honest gear reviews and buy music in quality you can play loud."
      />
      {/* Below the hero: taken over after the first screen. */}
      <HydrateLater>
        <Container className="py-14 sm:py-20">
          {/* Two balanced columns: the categories hold 1, 2, 1 and 2 sites, so each column gets three. */}
          <div className="gap-8 md:columns-2">
            {groups.map(({ category, items }) => {
              const Icon = CATEGORY_ICONS[category];
              const id = `category-${slug(category)}`;
              return (
                <section key={category} aria-labelledby={id} className="mb-12 break-inside-avoid">
                  <div className="mb-5 flex items-center gap-3">
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-cue-500/15 text-cue-400">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <h2 id={id} className="text-2xl font-bold">
                      {category}
                    </h2>
                  </div>
                  <ul className="space-y-5">
                    {items.map((item) => (
                      <ResourceCard key={item.url} item={item} />
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
          <p className="text-sm text-mist-400">
            Cuepoint is not affiliated with these sites and is not paid to list them. Links open in a new tab.
          </p>
          <Card className="mt-10 flex flex-col items-start gap-5 bg-gradient-to-br from-ink-800 to-ink-900 sm:flex-row sm:items-center sm:p-8">
            <div className="flex-1">
              <h2 className="text-xl font-bold sm:text-2xl">Know a site that belongs here?</h2>
              <p className="mt-2 text-mist-300">
                Tell us about the blog, shop or channel that made you a better DJ and we will take a look.
              </p>
            </div>
            <ButtonLink
              to="/contact"
              variant="secondary"
              icon={<MessageSquarePlus className="size-4" aria-hidden />}
            >
              Suggest a resource
            </ButtonLink>
          </Card>
        </Container>
      </HydrateLater>
    </>
  );
}
