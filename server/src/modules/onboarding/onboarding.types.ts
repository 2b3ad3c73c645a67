// What other modules may know of the onboarding module besides OnboardingService: the answers with
// their step state, as the responses that embed them (staff pages, the data export) document them.
export { OnboardingDto } from './onboarding.dto';
