// A job queue's name as staff read it: ours in Slovak (staff.jobs.queues in i18n-sk.ts), any other
// queue by its own name.
import { useTranslate } from 'react-admin';

export function QueueName({ name }: { name: string }) {
  const translate = useTranslate();
  return <>{translate(`staff.jobs.queues.${name}`, { _: name })}</>;
}
