import { describe, expect, it } from 'vitest';
import { DEMO_DJ } from '../djs/dj-demo-data.ts';
import { DEMO_RECOMMENDED_DJS, demoEvents } from '../enthusiasts/enthusiast-demo-data.ts';
import { DEMO_OPPORTUNITIES } from '../venues/venue-demo-data.ts';
import { DEMO_DJS, MARA_LUX, demoDjPlace, type DemoDj } from './demo-djs.ts';

const byName = (name: string): DemoDj | undefined =>
  DEMO_DJS.find((dj) => dj.name === name.replace(/ \(sample\)$/, ''));

describe('The demo DJs across the role pages', () => {
  it('gives the DJ demo’s own DJ the home the other demos give her', () => {
    expect(byName(DEMO_DJ.stage_name)).toBe(MARA_LUX);
    expect(DEMO_DJ.current_location).toMatchObject({ city: MARA_LUX.city, country: MARA_LUX.country });
    expect(DEMO_DJ.bio).toContain(MARA_LUX.city);
  });

  it('places each recommended DJ of the enthusiast demo where the other demos do, with the same sound', () => {
    for (const dj of DEMO_RECOMMENDED_DJS) {
      const shared = byName(dj.name);
      if (!shared) continue;
      expect(dj.location, dj.name).toBe(demoDjPlace(shared));
      expect(shared.genres, dj.name).toEqual(expect.arrayContaining(dj.genres));
    }
    expect(DEMO_RECOMMENDED_DJS.find((dj) => dj.name === MARA_LUX.name)?.location).toBe('Hamburg, Germany');
  });

  it('streams the enthusiast demo’s events of far-away DJs from their home city', () => {
    for (const event of demoEvents()) {
      const shared = byName(event.dj_name);
      if (!shared || event.event_type !== 'stream') continue;
      expect({ city: event.city, country: event.country }, event.dj_name).toEqual({
        city: shared.city,
        country: shared.country,
      });
    }
  });

  it('lists the venue demo’s opportunities from each DJ’s own city', () => {
    for (const item of DEMO_OPPORTUNITIES) {
      const shared = byName(item.djName);
      expect(shared, item.djName).toBeDefined();
      expect(item.city, item.djName).toBe(shared!.city);
    }
  });
});
