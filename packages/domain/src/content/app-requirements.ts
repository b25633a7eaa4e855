/**
 * The Cuepoint app's audio format and system requirements (docs/product/content.md), shown on /cuepoint-stream and
 * /app.
 */
export const STREAM_AUDIO_FORMAT = 'Uncompressed 48 kHz PCM';

export const APP_SYSTEM_REQUIREMENTS = [
  { label: 'Operating system', value: 'macOS 12.0+' },
  { label: 'Memory', value: '4 GB RAM minimum (8 GB recommended)' },
  { label: 'DJs', value: '10+ Mbps upload' },
  { label: 'Venues', value: '10+ Mbps download' },
] as const;
