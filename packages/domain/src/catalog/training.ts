import { z } from 'zod';

/**
 * docs/product/accounts-and-sessions.md: the 12 training specialties a producer may offer, word for word and in this
 * order.
 */
export const TRAINING_SPECIALTIES = [
  'Music Production Basics',
  'Beat Making & Drums',
  'Melody & Harmony',
  'Mixing & Mastering',
  'Sound Design',
  'Sampling Techniques',
  'DAW-Specific Training',
  'Music Theory',
  'Arrangement & Structure',
  'Recording Techniques',
  'Plugin Usage',
  'Workflow Optimization',
] as const;
export type TTrainingSpecialty = (typeof TRAINING_SPECIALTIES)[number];

export const ZTrainingSpecialty = z.enum(TRAINING_SPECIALTIES, { error: 'Unknown training specialty' });

/** docs/product/accounts-and-sessions.md: training rate minimum 0 in steps of 5; experience 0 to 50 years. */
export const TRAINING_RATE_STEP = 5;
export const TRAINING_EXPERIENCE_MAX_YEARS = 50;

/** docs/product/content.md: a training session is suggested to last 30 to 60 minutes. */
export const TRAINING_SESSION_MINUTES = { min: 30, max: 60 } as const;
