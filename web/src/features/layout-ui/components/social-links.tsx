// The club's social profiles (docs/product-rules.md §1: X, Instagram, YouTube, Facebook, Discord), from the site
// settings; a network without a link is left out, and only web addresses pass (docs/product-rules.md §8).
import { DiscordLogo, FacebookLogo, InstagramLogo, XLogo, YoutubeLogo } from '@/components/ui/icons';
import { safeExternalUrl } from '@/lib/external-url';
import { t, type MessageKey } from '@/lib/i18n';
import type { SiteSettings } from '../api/site-settings';

const NETWORKS = [
  { key: 'x', label: 'footer.social_x', Icon: XLogo },
  { key: 'instagram', label: 'footer.social_instagram', Icon: InstagramLogo },
  { key: 'youtube', label: 'footer.social_youtube', Icon: YoutubeLogo },
  { key: 'facebook', label: 'footer.social_facebook', Icon: FacebookLogo },
  { key: 'discord', label: 'footer.social_discord', Icon: DiscordLogo },
] as const satisfies readonly { key: keyof SiteSettings; label: MessageKey; Icon: unknown }[];

export function SocialLinks({ settings, siteName }: { settings: SiteSettings; siteName: string }) {
  const links = NETWORKS.map((network) => ({ ...network, href: safeExternalUrl(settings[network.key]) })).filter(
    (link) => link.href,
  );
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('footer.social')}>
      {links.map(({ key, label, Icon, href }) => (
        <li key={key}>
          <a
            className="social-links__link"
            href={href!}
            rel="noopener noreferrer me"
            target="_blank"
            aria-label={t(label, { site: siteName })}
          >
            <Icon width={22} height={22} />
          </a>
        </li>
      ))}
    </ul>
  );
}
