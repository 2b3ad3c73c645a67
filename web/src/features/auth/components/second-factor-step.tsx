// The second factor's step of the sign-in screens, loaded when a member reaches it: most sign-ins
// have no second factor, so the screens open without its code (docs/performance.md §2).
import { lazy, Suspense, type ComponentProps } from 'react';

const SecondFactorForm = lazy(() => import('./second-factor-form').then((m) => ({ default: m.SecondFactorForm })));

export function SecondFactorStep(props: ComponentProps<typeof SecondFactorForm>) {
  return (
    <Suspense fallback={null}>
      <SecondFactorForm {...props} />
    </Suspense>
  );
}
