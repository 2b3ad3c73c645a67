// Demo gallery (/galeria): two albums of past events and one of members' cars.
import { createPhoto, DemoPicture } from './photos';
import type { Db } from '../transaction.repository';

interface AlbumSeed {
  slug: string;
  title: string;
  description: string;
  /** Slug of the demo event the album belongs to. */
  event?: string;
  publishedDaysAgo: number;
  photos: [DemoPicture, string][];
}

export const DEMO_ALBUMS: readonly AlbumSeed[] = [
  {
    slug: 'jarne-stretnutie-v-piestanoch',
    title: 'Jarné stretnutie v Piešťanoch',
    description: 'Zraz na Kúpeľnom ostrove: autá, prednášky a jazda zručnosti.',
    event: 'jarne-stretnutie-v-piestanoch',
    publishedDaysAgo: 195,
    photos: [
      ['stretnutie-clenov', 'Rad elektromobilov na parkovisku Kúpeľného ostrova'],
      ['model-3', 'Červený Model 3 člena klubu pri prehliadke áut'],
      ['jazda-zrucnosti', 'Modrý sedan prechádza slalom medzi kužeľmi'],
      ['model-y', 'Tmavosivý Model Y pripravený na jazdu zručnosti'],
    ],
  },
  {
    slug: 'jesenny-vylet-na-donovaly',
    title: 'Jesenný výlet na Donovaly',
    description: 'Spoločná jazda Starohorskou dolinou a obed na Donovaloch.',
    event: 'jesenny-vylet-na-donovaly',
    publishedDaysAgo: 57,
    photos: [
      ['tatry-roadtrip', 'Kolóna áut na horskej ceste pod Donovalmi'],
      ['supercharger-nocou', 'Nabíjacia zastávka cestou späť do Ružomberka'],
      ['zimna-cesta', 'Prvý sneh na hrebeni počas návratu'],
    ],
  },
  {
    slug: 'nase-auta',
    title: 'Naše autá',
    description: 'Autá členov klubu: od prvých Modelov S po Cybertruck.',
    publishedDaysAgo: 30,
    photos: [
      ['cybertruck', 'Cybertruck z nerezovej ocele na ceste za mestom'],
      ['wallbox-doma', 'Biely sedan nabíja z wallboxu pri rodinnom dome'],
      ['light-show', 'Svetelná šou auta pod nočnou oblohou'],
      ['bratislava-nabrezie', 'Večerná Bratislava z nábrežia Dunaja'],
    ],
  },
];

export async function seedGallery(tx: Db, eventIds: Map<string, string>, now: Date): Promise<void> {
  for (const [i, a] of DEMO_ALBUMS.entries()) {
    const publishedAt = new Date(now.getTime() - a.publishedDaysAgo * 86_400_000);
    const album = await tx.galleryAlbum.create({
      data: {
        slug: a.slug,
        title: a.title,
        description: a.description,
        eventId: a.event ? eventIds.get(a.event) : null,
        publishedAt,
        sortOrder: i,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      },
      select: { id: true },
    });
    const photoIds: string[] = [];
    for (const [sortOrder, [picture, alt]] of a.photos.entries())
      photoIds.push(await createPhoto(tx, picture, alt, { albumId: album.id, sortOrder }));
    await tx.galleryAlbum.update({ where: { id: album.id }, data: { coverPhotoId: photoIds[0] } });
  }
}
