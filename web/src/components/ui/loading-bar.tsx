// The loading bar (docs/product-rules.md §9): a 3 px bar in the brand colour at the top of the page while a
// client-side navigation loads. It appears only when loading takes longer than 200 ms (throttle)
// and fills over 2000 ms, then completes and fades when the page is there.
import { useEffect, useState, type CSSProperties } from 'react';
import { useNavigation } from 'react-router-dom';
import { site } from '@/config/site';

type Phase = 'idle' | 'running' | 'finishing';

export function LoadingBar() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');
  const { durationMs, throttleMs, heightPx } = site.loadingBar;

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => setPhase('running'), throttleMs);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : 'idle'));
  }, [busy, throttleMs]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = window.setTimeout(() => setPhase('idle'), 400);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const style = { '--loading-duration': `${durationMs}ms`, height: `${heightPx}px` } as CSSProperties;
  return <div className="loading-bar" data-phase={phase} style={style} aria-hidden="true" />;
}
