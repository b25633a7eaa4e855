import { z } from 'zod';

/** docs/product/producers-and-labels.md: primary DAW choices grouped as Professional, Prosumer, Free, Tracker. */
export const DAW_GROUP_NAMES = ['Professional', 'Prosumer', 'Free', 'Tracker'] as const;
export type TDawGroupName = (typeof DAW_GROUP_NAMES)[number];

export const DAW_GROUPS = [
  {
    group: 'Professional',
    daws: [
      'Ableton Live',
      'Logic Pro',
      'FL Studio',
      'Pro Tools',
      'Cubase Pro',
      'Studio One',
      'Bitwig Studio',
      'Reason',
      'Nuendo',
      'Digital Performer',
    ],
  },
  {
    group: 'Prosumer',
    daws: [
      'Reaper',
      'Ableton Live Intro',
      'Cubase Elements',
      'FL Studio Fruity Edition',
      'Bitwig Studio Producer',
      'Cakewalk Sonar',
      'Mixcraft',
      'Maschine',
      'MPC Software',
      'ACID Pro',
    ],
  },
  {
    group: 'Free',
    daws: [
      'GarageBand',
      'Cakewalk by BandLab',
      'BandLab Studio',
      'Tracktion Waveform Free',
      'LMMS',
      'Ardour',
    ],
  },
  {
    group: 'Tracker',
    daws: ['Renoise', 'OpenMPT', 'MilkyTracker', 'Furnace', 'SunVox', 'Schism Tracker'],
  },
] as const satisfies readonly { group: TDawGroupName; daws: readonly string[] }[];

export type TDaw = (typeof DAW_GROUPS)[number]['daws'][number];

/** Every DAW in group order, for validation and flat pickers. */
export const PRIMARY_DAWS: readonly TDaw[] = DAW_GROUPS.flatMap((group) => group.daws);

/** The refusal of a DAW outside the list names the list. */
export const UNKNOWN_DAW_MESSAGE = `Unknown DAW: use one of ${PRIMARY_DAWS.join(', ')}`;
export const ZDaw = z.enum(PRIMARY_DAWS, { error: UNKNOWN_DAW_MESSAGE });

export function dawGroupOf(daw: string): TDawGroupName | undefined {
  return DAW_GROUPS.find((group) => (group.daws as readonly string[]).includes(daw))?.group;
}

/** docs/product/producers-and-labels.md: project file extensions accepted on track upload. */
export const PROJECT_FILE_EXTENSIONS = [
  '.als',
  '.flp',
  '.logic',
  '.ptx',
  '.cpr',
  '.reason',
  '.rpp',
  '.song',
  '.cwp',
  '.npr',
] as const;
