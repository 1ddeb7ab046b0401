export interface PcmAudio {
  samples: Int16Array;
  sampleRate: number;
}

/** Reads a 16-bit mono PCM WAV, walking its chunks rather than trusting a 44-byte header. */
export function parseWav(wav: Uint8Array): PcmAudio {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (offset: number) => String.fromCharCode(...wav.subarray(offset, offset + 4));
  if (wav.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let sampleRate = 0;
  let offset = 12;
  while (offset + 8 <= wav.byteLength) {
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (tag(offset) === 'fmt ') {
      const format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new Error(`unsupported WAV: format ${format}, ${channels} channels, ${bits} bits`);
      }
      sampleRate = view.getUint32(body + 4, true);
    } else if (tag(offset) === 'data') {
      // a streamed WAV may declare more data than it holds
      const length = Math.min(size, wav.byteLength - body) >> 1;
      // a copy starts at offset 0, so it can be read as 16-bit words directly (the hosts we run
      // on are little-endian, as WAV is): a minute of speech in milliseconds, not a quarter second
      const copy = new Uint8Array(wav.subarray(body, body + length * 2));
      const samples = new Int16Array(copy.buffer, 0, length);
      if (!sampleRate) {
        throw new Error('WAV data before its format');
      }
      return { samples, sampleRate };
    }
    offset = body + size + (size & 1);
  }
  throw new Error('WAV without data');
}

/** A 16-bit mono PCM WAV of the samples. */
export function encodeWav({ samples, sampleRate }: PcmAudio): Buffer {
  const wav = Buffer.alloc(44 + samples.length * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples.length * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples.length * 2, 40);
  for (let index = 0; index < samples.length; index += 1) {
    wav.writeInt16LE(samples[index] ?? 0, 44 + index * 2);
  }
  return wav;
}
