import {
  currentStep,
  isOnboarded,
  previousStep,
  stepCompletion,
  type OnboardingAnswers,
} from '../../server/src/domain/onboarding-steps';

const none: OnboardingAnswers = {
  teslaAccountEmail: null,
  teslaAccountFullName: null,
  vin: null,
  model: null,
  variant: null,
  color: null,
  customColor: null,
  ownedSince: null,
};
const step1 = {
  teslaAccountEmail: 'jan@example.com',
  teslaAccountFullName: 'Ján Elektrický',
  vin: '5YJ3E1EA8KF000001',
};
const step2 = { model: 'MODEL_3' };
const step3 = { variant: 'LONG_RANGE', color: 'SOLID_BLACK', ownedSince: new Date('2024-01-15T00:00:00Z') };

describe('onboarding steps (docs/product-rules.md §4)', () => {
  it('a member without answers is at step 1, previous step 1, not onboarded', () => {
    for (const answers of [null, none]) {
      const steps = stepCompletion(answers);
      expect(steps).toEqual({ 1: false, 2: false, 3: false });
      expect(currentStep(steps)).toBe(1);
      expect(previousStep(currentStep(steps))).toBe(1);
      expect(isOnboarded(answers)).toBe(false);
    }
  });

  it('step 1 needs the Tesla account e-mail, its full name and the VIN, all three', () => {
    expect(stepCompletion({ ...none, ...step1 })[1]).toBe(true);
    for (const missing of ['teslaAccountEmail', 'teslaAccountFullName', 'vin'] as const) {
      expect(stepCompletion({ ...none, ...step1, [missing]: null })[1]).toBe(false);
      // Blank text is not an answer.
      expect(stepCompletion({ ...none, ...step1, [missing]: '   ' })[1]).toBe(false);
    }
  });

  it('walks 1 → 2 → 3 → 4 with previous steps 1, 1, 2, 1', () => {
    const walk = [
      none,
      { ...none, ...step1 },
      { ...none, ...step1, ...step2 },
      { ...none, ...step1, ...step2, ...step3 },
    ];
    expect(walk.map((a) => currentStep(stepCompletion(a)))).toEqual([1, 2, 3, 4]);
    expect(walk.map((a) => previousStep(currentStep(stepCompletion(a))))).toEqual([1, 1, 2, 1]);
    expect(walk.map((a) => isOnboarded(a))).toEqual([false, false, false, true]);
  });

  it('the current step is the first incomplete one, even when later steps are answered', () => {
    const later = { ...none, ...step2, ...step3 };
    expect(stepCompletion(later)).toEqual({ 1: false, 2: true, 3: true });
    expect(currentStep(stepCompletion(later))).toBe(1);
    const gap = { ...none, ...step1, ...step3 };
    expect(currentStep(stepCompletion(gap))).toBe(2);
    expect(previousStep(2)).toBe(1);
    expect(isOnboarded(gap)).toBe(false);
  });

  it('step 3 needs variant, a colour (listed or custom) and owned_since', () => {
    const base = { ...none, ...step1, ...step2, ...step3 };
    expect(stepCompletion({ ...base, color: null, customColor: 'Matná zelená' })[3]).toBe(true);
    expect(stepCompletion({ ...base, color: null, customColor: null })[3]).toBe(false);
    expect(stepCompletion({ ...base, variant: null })[3]).toBe(false);
    expect(stepCompletion({ ...base, ownedSince: null })[3]).toBe(false);
    expect(currentStep(stepCompletion({ ...base, ownedSince: null }))).toBe(3);
    expect(previousStep(3)).toBe(2);
  });
});
