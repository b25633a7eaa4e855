import { describe, expect, it } from 'vitest';
import { TRAINING_SPECIALTIES, ZTrainingSpecialty } from './training.ts';

describe('training specialties', () => {
  it('lists the 12 spec specialties once, first and last verbatim', () => {
    expect(TRAINING_SPECIALTIES).toHaveLength(12);
    expect(new Set(TRAINING_SPECIALTIES).size).toBe(12);
    expect(TRAINING_SPECIALTIES[0]).toBe('Music Production Basics');
    expect(TRAINING_SPECIALTIES.at(-1)).toBe('Workflow Optimization');
    expect(ZTrainingSpecialty.parse('DAW-Specific Training')).toBe('DAW-Specific Training');
    expect(ZTrainingSpecialty.safeParse('Turntablism').success).toBe(false);
  });
});
