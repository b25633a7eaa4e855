import { Section } from '../../ui/layout.tsx';
import { LatestSetsPlayer } from './latest-sets-player.tsx';

export function LatestSetsSection() {
  return (
    <Section
      id="latest-sets"
      eyebrow="Listen"
      title="Latest DJ sets"
      lead="The twelve newest public sets from DJs on Cuepoint, from Mixcloud, SoundCloud, YouTube, Twitch and more."
    >
      <LatestSetsPlayer />
    </Section>
  );
}
