// Photo rows for seeded content. The pictures are SVG illustrations in web/public/demo/, served by the
// web app itself, so the demo makes no request to a third-party host.
import type { Db } from '../transaction.repository';

export const DEMO_PICTURES = [
  'bratislava-nabrezie',
  'cybertruck',
  'jazda-zrucnosti',
  'light-show',
  'model-3',
  'model-y',
  'servis-dielna',
  'softver-aktualizacia',
  'stretnutie-clenov',
  'supercharger-nocou',
  'tatry-roadtrip',
  'wallbox-doma',
  'zimna-cesta',
] as const;

export type DemoPicture = (typeof DEMO_PICTURES)[number];

export const demoPictureSrc = (picture: DemoPicture) => `/demo/${picture}.svg`;

/** Creates a photo of a demo picture and returns its id. */
export async function createPhoto(
  tx: Db,
  picture: DemoPicture,
  alt: string,
  album?: { albumId: string; sortOrder: number },
): Promise<string> {
  const photo = await tx.photo.create({
    data: {
      src: demoPictureSrc(picture),
      alt,
      localeCode: 'sk',
      width: 1200,
      height: 675,
      albumId: album?.albumId,
      sortOrder: album?.sortOrder ?? 0,
    },
    select: { id: true },
  });
  return photo.id;
}
