// The texts of the gallery and its photo viewer (`pages.gallery`), loaded with
// the code that shows them (lib/i18n.ts pageTexts).
import { pageTexts } from '@/lib/i18n';

export const t = pageTexts({
  gallery: {
    title: 'Galéria',
    description: 'Fotografie z klubových stretnutí a jázd komunity {site}.',
    empty: 'Galériu pripravujeme.',
    albums: 'Albumy',
    all_albums: 'Všetky albumy',
    open_album: 'Album {title}',
    open_photo: 'Zväčšiť fotografiu: {alt}',
    lightbox: 'Prehliadač fotografií',
    previous: 'Predchádzajúca fotografia',
    next: 'Nasledujúca fotografia',
    position: 'Fotografia {index} z {count}',
    empty_album: 'Tento album je zatiaľ prázdny.',
  },
});
