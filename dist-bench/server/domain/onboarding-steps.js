"use strict";
// The onboarding state machine of spec §4, exactly as written:
//   1. Account and VIN — tesla_account_email, tesla_account_full_name and vin present;
//   2. Vehicle model — model present;
//   3. Vehicle details — variant, color and owned_since present;
//   4. Completed.
// The current step is the first incomplete one (4 when all are complete); the previous step from 2
// or 3 is the step before it, otherwise 1; the member is fully onboarded when 1–3 are complete.
// One decision beyond the spec: a colour outside the spec's list is answered in `custom_color`, and
// that satisfies step 3's "color" just as a listed colour does.
Object.defineProperty(exports, "__esModule", { value: true });
exports.stepCompletion = stepCompletion;
exports.currentStep = currentStep;
exports.previousStep = previousStep;
exports.isOnboarded = isOnboarded;
/** Present = set and, for text, not blank. */
const present = (value) => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined);
function stepCompletion(answers) {
    if (!answers)
        return { 1: false, 2: false, 3: false };
    const a = answers;
    return {
        1: present(a.teslaAccountEmail) && present(a.teslaAccountFullName) && present(a.vin),
        2: present(a.model),
        3: present(a.variant) && (present(a.color) || present(a.customColor)) && present(a.ownedSince),
    };
}
function currentStep(steps) {
    if (!steps[1])
        return 1;
    if (!steps[2])
        return 2;
    if (!steps[3])
        return 3;
    return 4;
}
/** Where "back" leads: 2 → 1, 3 → 2, otherwise 1. */
function previousStep(step) {
    return step === 2 || step === 3 ? (step - 1) : 1;
}
function isOnboarded(answers) {
    const steps = stepCompletion(answers);
    return steps[1] && steps[2] && steps[3];
}
//# sourceMappingURL=onboarding-steps.js.map