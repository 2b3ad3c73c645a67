// Copies the page's address and confirms with a toast.
import { LinkIcon } from '@/components/ui/icons';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toasts';

export function CopyLinkButton() {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.add({ title: t('common.link_copied'), icon: 'success', color: 'success' });
    } catch {
      toast.add({ title: t('common.copy_failed'), icon: 'error', color: 'error' });
    }
  };
  return (
    <button type="button" className="button button--secondary" onClick={copy}>
      <LinkIcon width={18} height={18} />
      {t('common.copy_link')}
    </button>
  );
}
