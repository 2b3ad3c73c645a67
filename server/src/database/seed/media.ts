// Small real files for the demo downloads, generated rather than shipped: lock chimes as 16-bit mono
// PCM WAV (what a Tesla plays from LockChime.wav on a USB drive) and light shows as FSEQ v2
// sequences (the xLights format a Tesla reads from LightShow/lightshow.fseq: 48 channels, 20 ms steps,
// uncompressed). The light shows carry no music; members add their own lightshow.mp3.

const SAMPLE_RATE = 16_000;

export interface Tone {
  /** Hz; 0 is silence. */
  frequency: number;
  ms: number;
}

/** A WAV file playing the tones one after another, each with a short fade so nothing clicks. */
export function chimeWav(tones: readonly Tone[], volume = 0.5): Buffer {
  const samples = tones.map((t) => Math.round((SAMPLE_RATE * t.ms) / 1000));
  const total = samples.reduce((a, b) => a + b, 0);
  const wav = Buffer.alloc(44 + total * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + total * 2, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(total * 2, 40);
  let offset = 44;
  tones.forEach((tone, i) => {
    const n = samples[i];
    const fade = Math.min(Math.round(SAMPLE_RATE * 0.01), Math.floor(n / 2));
    for (let s = 0; s < n; s++) {
      const envelope = Math.min(1, s / Math.max(1, fade), (n - s) / Math.max(1, fade)) * Math.exp((-2 * s) / n);
      const value = tone.frequency ? Math.sin((2 * Math.PI * tone.frequency * s) / SAMPLE_RATE) * envelope * volume : 0;
      wav.writeInt16LE(Math.round(value * 32767), offset);
      offset += 2;
    }
  });
  return wav;
}

const CHANNELS = 48;
const STEP_MS = 20;

/**
 * An FSEQ v2 file of `seconds` length whose frames come from `frame(index, channels)`: each channel
 * is a light (0 = off, 255 = full). Header layout per the xLights FSEQ v2 specification.
 */
export function lightShowFseq(
  seconds: number,
  frame: (index: number, channels: Uint8Array) => void,
  createdAt: Date,
): Buffer {
  const frames = Math.round((seconds * 1000) / STEP_MS);
  const header = Buffer.alloc(32);
  header.write('PSEQ', 0, 'ascii');
  header.writeUInt16LE(32, 4); // channel data offset
  header.writeUInt8(0, 6); // minor version
  header.writeUInt8(2, 7); // major version
  header.writeUInt16LE(32, 8); // length of the fixed header (no variable headers)
  header.writeUInt32LE(CHANNELS, 10);
  header.writeUInt32LE(frames, 14);
  header.writeUInt8(STEP_MS, 18);
  header.writeUInt8(0, 19); // flags
  header.writeUInt8(0, 20); // compression: none
  header.writeUInt8(0, 21); // compression blocks
  header.writeUInt8(0, 22); // sparse ranges
  header.writeUInt8(0, 23);
  header.writeBigUInt64LE(BigInt(createdAt.getTime()) * 1000n, 24); // unique id: creation time in µs
  const data = Buffer.alloc(frames * CHANNELS);
  const channels = new Uint8Array(CHANNELS);
  for (let i = 0; i < frames; i++) {
    channels.fill(0);
    frame(i, channels);
    data.set(channels, i * CHANNELS);
  }
  return Buffer.concat([header, data]);
}

/** Frames per second of the light shows. */
export const FRAMES_PER_SECOND = 1000 / STEP_MS;
