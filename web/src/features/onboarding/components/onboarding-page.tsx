// /uzivatel/dokoncenie-registracie: the onboarding wizard of docs/product-rules.md §4. It opens at the member's
// current step (the first incomplete one), saves each step as it is answered, and "back" follows
// the previous-step rule. The last save registers the car; step 4 shows it and leads on.
import { useEffect, useRef, useState } from 'react';
import { QueryView } from '@/components/ui/query-state';
import { t, type MessageKey } from '@/lib/i18n-member';
import { previousStep, useOnboarding, type Onboarding, type Step } from '../api/onboarding';
import { StepAccount } from './step-account';
import { StepDetails } from './step-details';
import { StepDone } from './step-done';
import { StepModel } from './step-model';

const TITLES: Record<Step, MessageKey> = {
  1: 'member.onboarding.step1_title',
  2: 'member.onboarding.step2_title',
  3: 'member.onboarding.step3_title',
  4: 'member.onboarding.step4_title',
};

function Progress({ step, onboarding }: { step: Step; onboarding: Onboarding }) {
  return (
    <ol className="wizard-progress" aria-label={t('member.onboarding.progress')}>
      {([1, 2, 3, 4] as Step[]).map((n) => {
        const done = n < 4 ? onboarding.steps[String(n) as '1' | '2' | '3'] : onboarding.complete;
        return (
          <li
            key={n}
            className={n === step ? 'wizard-progress__item wizard-progress__item--current' : 'wizard-progress__item'}
            aria-current={n === step ? 'step' : undefined}
          >
            <span className="wizard-progress__number" aria-hidden="true">
              {n}
            </span>
            <span>{t(TITLES[n])}</span>
            {done && n !== step && <span className="visually-hidden">{t('member.onboarding.step_done')}</span>}
          </li>
        );
      })}
    </ol>
  );
}

function Wizard({ onboarding }: { onboarding: Onboarding }) {
  const [step, setStep] = useState<Step>(onboarding.current_step);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Keyboard and screen-reader users continue at the new step's heading.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const back = step > 1 && step < 4 ? () => setStep(previousStep(step)) : undefined;
  const next = (saved: Onboarding) => setStep(saved.complete ? 4 : (Math.min(step + 1, 4) as Step));

  return (
    <div className="wizard">
      <Progress step={step} onboarding={onboarding} />
      <h2 ref={heading} tabIndex={-1} className="wizard__title">
        {t('member.onboarding.step_of', { step, total: 4 })}: {t(TITLES[step])}
      </h2>
      {step === 1 && <StepAccount onboarding={onboarding} onSaved={next} />}
      {step === 2 && <StepModel onboarding={onboarding} onSaved={next} onBack={back} />}
      {step === 3 && <StepDetails onboarding={onboarding} onSaved={next} onBack={back} />}
      {step === 4 && <StepDone onboarding={onboarding} />}
    </div>
  );
}

export function OnboardingPage() {
  const query = useOnboarding();
  return (
    <section className="onboarding" aria-labelledby="page-title">
      <h1 id="page-title">{t('member.onboarding.title')}</h1>
      <p className="onboarding__intro">{t('member.onboarding.intro')}</p>
      <QueryView query={query}>{(data) => <Wizard onboarding={data.v} />}</QueryView>
    </section>
  );
}
