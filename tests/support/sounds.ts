// Lock chimes for upload tests: a real RIFF/WAVE header (8 kHz, 8-bit mono PCM) for `dataBytes` of sound.
export function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A whole WAV file: the header and `dataBytes` of silence. */
export const wavFile = (dataBytes: number): Buffer =>
  Buffer.concat([wavHeader(dataBytes), Buffer.alloc(dataBytes, 0x80)]);
