/** The factors/ part of staff: second factors, the step-up prompt, the Sign-in & security tab and the setting's card. */
import { preloadableLazy } from '@/components/preloadableLazy';

export { StepUpPrompt } from './components/StepUpPrompt';
export { StaffFactorsCard } from './components/StaffFactorsCard';
export const SecurityTab = preloadableLazy(() => import('./components/SecurityTab').then((module) => module.default));
