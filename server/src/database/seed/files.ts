// Demo downloads (/uzivatel/light-shows, /uzivatel/lock-chimes): real small files written through the
// storage service, then recorded in `files`. Storing happens before the seed's transaction (a file
// system is not transactional); index.ts removes them again when the transaction does not commit.
import { Readable } from 'node:stream';
import { FILE_TYPES, FileTypeName } from '../../domain/file-types';
import { FILE_FOLDER } from '../../modules/files/file-admin.service';
import type { StorageService } from '../../storage/storage.service';
import { chimeWav, FRAMES_PER_SECOND, lightShowFseq } from './media';
import type { Db } from '../transaction.repository';

interface DemoFile {
  kind: 'light_show' | 'lock_chime';
  title: string;
  description: string;
  fileName: string;
  type: FileTypeName;
  content: (createdAt: Date) => Buffer;
}

const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const A5 = 880;

const DEMO_FILES: DemoFile[] = [
  {
    kind: 'lock_chime',
    title: 'Dvojtón',
    description:
      'Krátky stúpajúci dvojtón. Súbor uložte do koreňa USB kľúča pod názvom LockChime.wav a vyberte ho v Toybox → Boombox.',
    fileName: 'LockChime.wav',
    type: 'wav',
    content: () =>
      chimeWav([
        { frequency: E5, ms: 140 },
        { frequency: 0, ms: 40 },
        { frequency: A5, ms: 260 },
      ]),
  },
  {
    kind: 'lock_chime',
    title: 'Zvonkohra',
    description: 'Štyri tóny C dur ako zvonkohra na radnici. Menej ako sekunda, aby nerušila susedov.',
    fileName: 'LockChime.wav',
    type: 'wav',
    content: () =>
      chimeWav(
        [
          { frequency: C5, ms: 150 },
          { frequency: E5, ms: 150 },
          { frequency: G5, ms: 150 },
          { frequency: C6, ms: 350 },
        ],
        0.45,
      ),
  },
  {
    kind: 'lock_chime',
    title: 'Retro pípnutie',
    description: 'Dve rýchle pípnutia ako staré diaľkové ovládače. Pre tých, čo majú radi jednoduchosť.',
    fileName: 'LockChime.wav',
    type: 'wav',
    content: () =>
      chimeWav(
        [
          { frequency: 1200, ms: 90 },
          { frequency: 0, ms: 70 },
          { frequency: 1200, ms: 90 },
        ],
        0.35,
      ),
  },
  {
    kind: 'light_show',
    title: 'Vianočné trblietanie',
    description:
      'Tridsaťsekundová sekvencia svetiel (FSEQ v2, 48 kanálov, krok 20 ms). Uložte ju ako LightShow/lightshow.fseq na USB kľúč a pridajte vlastnú skladbu ako LightShow/lightshow.mp3.',
    fileName: 'lightshow.fseq',
    type: 'fseq',
    content: (createdAt) =>
      lightShowFseq(
        30,
        (i, ch) => {
          const beat = Math.floor(i / (FRAMES_PER_SECOND / 2));
          for (let c = 0; c < ch.length; c++) if ((c + beat) % 3 === 0) ch[c] = 255;
        },
        createdAt,
      ),
  },
  {
    kind: 'light_show',
    title: 'Svetelná vlna',
    description:
      'Svetlo prebieha spredu dozadu a späť, dvadsať sekúnd. Formát FSEQ v2 pre Light Show v Toyboxe; hudbu si doplňte sami.',
    fileName: 'lightshow.fseq',
    type: 'fseq',
    content: (createdAt) =>
      lightShowFseq(
        20,
        (i, ch) => {
          const period = ch.length * 2;
          const step = Math.floor(i / 2) % period;
          const head = step < ch.length ? step : period - step - 1;
          for (let c = Math.max(0, head - 3); c <= head; c++) ch[c] = 255 - (head - c) * 60;
        },
        createdAt,
      ),
  },
];

export interface StoredDemoFile {
  file: DemoFile;
  key: string;
  sizeBytes: number;
  sha256: string;
}

/** Writes the demo files into storage. */
export async function storeDemoFiles(storage: StorageService, now: Date): Promise<StoredDemoFile[]> {
  const stored: StoredDemoFile[] = [];
  for (const file of DEMO_FILES) {
    const bytes = file.content(now);
    // The key layout of staff uploads (files/<uuid>.<ext>), so the seeded rows are like theirs.
    const result = await storage.put(FILE_FOLDER, Readable.from([bytes]), {
      maxBytes: bytes.length,
      extension: FILE_TYPES[file.type].extension,
    });
    stored.push({ file, ...result });
  }
  return stored;
}

export async function seedFiles(tx: Db, stored: StoredDemoFile[], uploadedById: string, now: Date): Promise<void> {
  await tx.file.createMany({
    data: stored.map(({ file, key, sizeBytes, sha256 }, i) => ({
      kind: file.kind,
      title: file.title,
      description: file.description,
      fileName: file.fileName,
      storageKey: key,
      contentType: FILE_TYPES[file.type].contentType,
      sizeBytes,
      sha256,
      uploadedById,
      createdAt: new Date(now.getTime() - (stored.length - i) * 3_600_000),
    })),
  });
}
