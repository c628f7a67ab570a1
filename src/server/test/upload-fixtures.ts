// Small audio and image files made in code for tests and benchmarks (nothing binary is kept).
import sharp from 'sharp';

/** A PCM WAV header for `dataBytes` of audio. */
export function wavHeader(dataBytes: number, o: { rate?: number; bits?: number; channels?: number } = {}): Buffer {
  const rate = o.rate ?? 44_100;
  const bits = o.bits ?? 16;
  const ch = o.channels ?? 2;
  const b = Buffer.alloc(44);
  b.write('RIFF', 0);
  b.writeUInt32LE(Math.min(36 + dataBytes, 0xffffffff), 4);
  b.write('WAVE', 8);
  b.write('fmt ', 12);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(ch, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE((rate * ch * bits) / 8, 28);
  b.writeUInt16LE((ch * bits) / 8, 32);
  b.writeUInt16LE(bits, 34);
  b.write('data', 36);
  b.writeUInt32LE(dataBytes, 40);
  return b;
}

/** A WAV file of silence. */
export function wavFile(seconds: number, o: { rate?: number; bits?: number; channels?: number } = {}): Buffer {
  const rate = o.rate ?? 44_100;
  const data = Math.round(seconds * rate) * (o.channels ?? 2) * ((o.bits ?? 16) / 8);
  return Buffer.concat([wavHeader(data, o), Buffer.alloc(data)]);
}

export function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export function jpgImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
}
