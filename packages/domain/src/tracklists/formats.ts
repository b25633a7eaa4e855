import { convert1001Tracklists } from './1001tracklists.ts';
import { convertDjay } from './djay.ts';
import { TRACKLIST_FORMAT_LIST, type TTracklistFormatInfo } from './format-list.ts';
import { convertRekordbox } from './rekordbox.ts';
import { convertSerato } from './serato.ts';
import type { TConvertOptions, TTracklistFormatId, TTracklistInput, TTracklistResult } from './types.ts';
import { convertVirtualDj } from './virtualdj.ts';

export type TConvert = (input: TTracklistInput, options?: TConvertOptions) => TTracklistResult;

/** A converter: its metadata from `format-list.ts` and the conversion itself. */
export interface TTracklistFormat extends TTracklistFormatInfo {
  convert: TConvert;
}

const CONVERTERS: Record<TTracklistFormatId, TConvert> = {
  djay: (input) => convertDjay(input),
  '1001tracklists': (input) => convert1001Tracklists(input),
  virtualdj: (input, options) => convertVirtualDj(input, options),
  serato: (input) => convertSerato(input),
  rekordbox: (input, options) => convertRekordbox(input, options),
};

/** The five converters in the order the /dj-tools index and the footer list them. */
export const TRACKLIST_FORMATS: readonly TTracklistFormat[] = TRACKLIST_FORMAT_LIST.map((info) => ({
  ...info,
  convert: CONVERTERS[info.id],
}));

export function tracklistFormat(id: TTracklistFormatId): TTracklistFormat {
  return TRACKLIST_FORMATS.find((entry) => entry.id === id)!;
}

/** The converter for a /dj-tools route segment, or undefined for an unknown one. */
export function tracklistFormatBySlug(slug: string): TTracklistFormat | undefined {
  return TRACKLIST_FORMATS.find((entry) => entry.slug === slug);
}

/** Converts `input` from the given format; never throws, whatever the input. */
export function convertTracklist(
  id: TTracklistFormatId,
  input: TTracklistInput,
  options?: TConvertOptions,
): TTracklistResult {
  return tracklistFormat(id).convert(input, options);
}
