// Step 4, completed: the registered car and the way into the member area (the path the member was
// going to when onboarding interrupted them, else the dashboard).
import { useNavigate } from 'react-router-dom';
import { CarPicture } from '@/components/ui/car-picture';
import { t } from '@/lib/i18n-member';
import { takeStoredPath } from '@/lib/stored-path';
import type { Onboarding } from '../api/onboarding';

export function StepDone({ onboarding }: { onboarding: Onboarding }) {
  const navigate = useNavigate();
  return (
    <div className="wizard__done">
      <p role="status" className="member-alert member-alert--success">
        {t('member.onboarding.done')}
      </p>
      {onboarding.model && (
        <figure className="car-preview">
          <CarPicture model={onboarding.model} color={onboarding.color} />
          <figcaption>{[onboarding.car_name, onboarding.model, onboarding.vin].filter(Boolean).join(' · ')}</figcaption>
        </figure>
      )}
      <button
        type="button"
        className="button button--primary"
        onClick={() => navigate(takeStoredPath() ?? '/uzivatel/dashboard', { replace: true })}
      >
        {t('member.onboarding.to_member_area')}
      </button>
    </div>
  );
}
