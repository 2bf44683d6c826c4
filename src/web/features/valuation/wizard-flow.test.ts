import { describe, expect, it } from 'vitest';
import { clampStep, parseStep, previousStep, resumeStep } from './wizard-flow.ts';
import { emptyWizardState, stepNumber, type TWizardState } from './wizard-state.ts';

const fresh = emptyWizardState('TRD-261122-AB12');
const device: TWizardState = { ...fresh, category: 'phone', brandId: 1 };
const model: TWizardState = { ...device, modelId: 13, storageGb: 128, year: 2023 };
const quoted: TWizardState = { ...model, quoteId: '0b6f2d1e-3c1a-4c7e-9d2a-1f2e3d4c5b6a' };
const fromLanding: TWizardState = { ...model, skipped: ['device', 'model'] };

describe('wizard flow', () => {
  it('accepts only the wizard step names', () => {
    expect(parseStep('condition')).toBe('condition');
    expect(parseStep('nope')).toBeNull();
    expect(parseStep(null)).toBeNull();
  });

  it('opens a step only when the ones before it are answered', () => {
    expect(clampStep('offer', fresh)).toBe('device');
    expect(clampStep('condition', device)).toBe('model');
    expect(clampStep('offer', model)).toBe('condition');
    expect(clampStep('offer', quoted)).toBe('offer');
    expect(clampStep('fulfilment', quoted)).toBe('option');
  });

  it('opens the offer while its quote is being stored, but not the steps after it', () => {
    const pending: TWizardState = { ...model, quotePending: true };
    expect(clampStep('offer', pending)).toBe('offer');
    expect(clampStep('option', pending)).toBe('offer');
    expect(resumeStep(pending)).toBe('offer');
    expect(clampStep('offer', { ...device, quotePending: true })).toBe('model');
  });

  it('resumes at the furthest numbered step', () => {
    expect(resumeStep(fresh)).toBe('device');
    expect(resumeStep(model)).toBe('condition');
    expect(resumeStep(quoted)).toBe('offer');
  });

  it('counts "Step 1 of 2" when the landing form answered the device', () => {
    expect(stepNumber('condition', fromLanding.skipped)).toEqual({ current: 1, total: 2 });
    expect(stepNumber('offer', fromLanding.skipped)).toEqual({ current: 2, total: 2 });
    expect(stepNumber('condition', [])).toEqual({ current: 3, total: 4 });
    expect(previousStep('condition', fromLanding)).toBeNull();
    expect(previousStep('condition', model)).toBe('model');
  });
});
