// Writes public/sounds/success.wav: a short, soft two-note chime (C6 then E6) played when the
// daily goal is reached. Generated rather than downloaded so its licence is ours and it stays
// tiny (16-bit mono, 22.05 kHz, 0.7 s ≈ 31 KB). Run: node packages/web/scripts/make-success-sound.mjs
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';

const SAMPLE_RATE = 22_050;
const DURATION_S = 0.7;
const PEAK = 0.6; // headroom: the app plays it at volume 0.25 on top of this
const NOTES = [
  { hz: 1046.5, start: 0 }, // C6
  { hz: 1318.5, start: 0.11 }, // E6, a major third up: reads as "done", not as an alert
];
// Bell-like: a fundamental plus two quiet overtones, each fading faster than the one below.
const PARTIALS = [
  { ratio: 1, gain: 1, decay: 0.28 },
  { ratio: 2, gain: 0.25, decay: 0.14 },
  { ratio: 3, gain: 0.08, decay: 0.08 },
];
const ATTACK_S = 0.006;
const FADE_OUT_S = 0.08;

const length = Math.round(SAMPLE_RATE * DURATION_S);
const samples = new Float64Array(length);
for (const note of NOTES) {
  for (let i = Math.round(note.start * SAMPLE_RATE); i < length; i += 1) {
    const t = i / SAMPLE_RATE - note.start;
    const attack = Math.min(1, t / ATTACK_S);
    for (const p of PARTIALS) {
      samples[i] += p.gain * attack * Math.exp(-t / p.decay) * Math.sin(2 * Math.PI * note.hz * p.ratio * t);
    }
  }
}
// The tail fades to silence so the file never ends on a click.
for (let i = 0; i < length; i += 1) {
  const left = (length - 1 - i) / SAMPLE_RATE;
  if (left < FADE_OUT_S) samples[i] *= left / FADE_OUT_S;
}
const max = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0);

const data = Buffer.alloc(length * 2);
for (let i = 0; i < length; i += 1) {
  data.writeInt16LE(Math.round((samples[i] / max) * PEAK * 32_767), i * 2);
}
const header = Buffer.alloc(44);
header.write('RIFF', 0, 'ascii');
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8, 'ascii');
header.write('fmt ', 12, 'ascii');
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(SAMPLE_RATE, 24);
header.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
header.writeUInt16LE(2, 32); // block align
header.writeUInt16LE(16, 34); // bits per sample
header.write('data', 36, 'ascii');
header.writeUInt32LE(data.length, 40);

const out = path.join(import.meta.dirname, '../public/sounds/success.wav');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, Buffer.concat([header, data]));
console.log(`wrote ${out} (${header.length + data.length} bytes)`);
