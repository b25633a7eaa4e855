import { useRef, useState } from 'react';
import { Building2, Pencil } from 'lucide-react';
import type { TVenueSettings } from '@cuepoint/domain/venues/venue-profile';
import type { TOpeningHours } from '@cuepoint/domain/venues/opening-hours';
import { Button } from '../../../ui/button.tsx';
import { saveVenueSettings } from '../venue-api.ts';
import { useSettingsCache } from '../use-venue-queries.ts';
import { OpeningHoursEditor } from './opening-hours-editor.tsx';
import { VenueDetailsForm } from './venue-details-form.tsx';
import { VenueDetailsView } from './venue-details-view.tsx';

/** Venue Settings (docs/product/venues.md): the venue's details in view or edit mode, and its opening hours. */
export function SettingsTab({ settings }: { settings: TVenueSettings }) {
  const cache = useSettingsCache();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const saveHours = async (changes: Partial<TOpeningHours>) => {
    const saved = await saveVenueSettings({ opening_hours: changes });
    cache.put(saved);
    return saved;
  };
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="venue-details-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="venue-details-title" className="flex items-center gap-2 text-lg font-semibold">
            <Building2 className="size-5 text-cue-400" aria-hidden />
            Venue details
          </h2>
          {editing ? null : (
            <Button
              ref={editButton}
              variant="outline"
              size="sm"
              icon={<Pencil className="size-4" aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit details
            </Button>
          )}
        </div>
        {editing ? (
          <VenueDetailsForm profile={settings.venue_profile} onDone={stopEditing} />
        ) : (
          <VenueDetailsView profile={settings.venue_profile} />
        )}
      </section>
      <OpeningHoursEditor hours={settings.opening_hours} save={saveHours} />
    </div>
  );
}
