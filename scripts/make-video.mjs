#!/usr/bin/env node
// Makes Maya's looping welcome message for /beta: public/media/maya-message.webm (VP9, no audio),
// an H.264 copy maya-message.mp4 for browsers without WebM (older iOS Safari), and the poster
// public/media/maya-message-poster.png.
//
// Each frame is drawn on a canvas in headless Chromium at an exact time t (not recorded in real
// time), piped as PNG into ffmpeg, so the output is the same on every run and machine speed.
// Needs Debian's chromium and ffmpeg:  apt-get install -y chromium ffmpeg
// Usage: node scripts/make-video.mjs
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const WIDTH = 640;
const HEIGHT = 800;
const FPS = 24;
const SECONDS = 10; // every motion in the scene has a period that divides this, so the loop is seamless
const POSTER_AT = 1.6;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'public', 'media');
const videoPath = join(outDir, 'maya-message.webm');
const mp4Path = join(outDir, 'maya-message.mp4');
const posterPath = join(outDir, 'maya-message-poster.png');

for (const [bin, args] of [
  ['ffmpeg', ['-version']],
  [CHROMIUM, ['--version']],
]) {
  if (spawnSync(bin, args, { stdio: 'ignore' }).status !== 0) {
    console.error(`make-video: ${bin} is missing. Install it (as root: apt-get install -y chromium ffmpeg) and run again.`);
    process.exit(1);
  }
}

/** Runs in the page. Draws the frame at time t (seconds). Kept as a string-free function for readability. */
function scene() {
  const W = 640,
    H = 800,
    T = 10;
  const canvas = document.querySelector('canvas');
  const ctx = canvas.getContext('2d');
  const TAU = Math.PI * 2;
  const captions = [
    { from: 0.3, to: 2.7, text: ['Hey, you made it!'] },
    { from: 2.9, to: 5.3, text: ["I'm Maya, and I'm so glad", "you're here this early."] },
    { from: 5.5, to: 8.0, text: ["Soon I'll help you meet people", "you'll really click with."] },
    { from: 8.2, to: 9.8, text: ['See you very soon.'] },
  ];
  // Seeded so every run draws the same bokeh and stars.
  let seed = 42;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const bokeh = Array.from({ length: 14 }, () => ({
    x: rnd() * W,
    y: rnd() * H,
    r: 30 + rnd() * 90,
    hue: rnd() < 0.55 ? '255,93,143' : '124,92,255',
    a: 0.08 + rnd() * 0.12,
    k: 1 + Math.floor(rnd() * 2),
    p: rnd() * TAU,
  }));
  const stars = Array.from({ length: 60 }, () => ({ x: rnd() * W, y: rnd() * H * 0.6, r: 0.5 + rnd() * 1.2, p: rnd() * TAU }));

  const ease = (x) => 1 - Math.pow(1 - Math.min(1, Math.max(0, x)), 3);
  const speaking = (t) => captions.some((c) => t > c.from + 0.1 && t < c.to - 0.3);

  window.drawFrame = (t) => {
    const bg = ctx.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, '#0b0b14');
    bg.addColorStop(0.55, '#1b1538');
    bg.addColorStop(1, '#3a1d52');
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, W, H);

    for (const s of stars) {
      ctx.fillStyle = `rgba(255,255,255,${0.25 + 0.35 * (0.5 + 0.5 * Math.sin(s.p + (TAU * t) / 5))})`;
      ctx.beginPath();
      ctx.arc(s.x, s.y, s.r, 0, TAU);
      ctx.fill();
    }
    for (const b of bokeh) {
      const x = b.x + Math.sin(b.p + (TAU * b.k * t) / T) * 40;
      const y = b.y + Math.cos(b.p + (TAU * t) / T) * 30;
      const g = ctx.createRadialGradient(x, y, 0, x, y, b.r);
      g.addColorStop(0, `rgba(${b.hue},${b.a})`);
      g.addColorStop(1, `rgba(${b.hue},0)`);
      ctx.fillStyle = g;
      ctx.fillRect(x - b.r, y - b.r, b.r * 2, b.r * 2);
    }

    // Avatar: a glowing orb in the brand gradient with Maya's "m", breathing; rings ripple while she talks.
    const cx = W / 2,
      cy = 300,
      breathe = 1 + 0.025 * Math.sin((TAU * t) / 2.5);
    const R = 92 * breathe;
    const talk = speaking(t);
    for (let i = 0; i < 3; i++) {
      const phase = (t / 1.25 + i / 3) % 1;
      ctx.strokeStyle = `rgba(255,93,143,${(talk ? 0.35 : 0.12) * (1 - phase)})`;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(cx, cy, R + 12 + phase * 70, 0, TAU);
      ctx.stroke();
    }
    const halo = ctx.createRadialGradient(cx, cy, R * 0.6, cx, cy, R * 2.1);
    halo.addColorStop(0, 'rgba(255,93,143,0.35)');
    halo.addColorStop(1, 'rgba(255,93,143,0)');
    ctx.fillStyle = halo;
    ctx.fillRect(cx - R * 2.2, cy - R * 2.2, R * 4.4, R * 4.4);
    const orb = ctx.createLinearGradient(cx - R, cy - R, cx + R, cy + R);
    orb.addColorStop(0, '#7c5cff');
    orb.addColorStop(1, '#ff5d8f');
    ctx.fillStyle = orb;
    ctx.beginPath();
    ctx.arc(cx, cy, R, 0, TAU);
    ctx.fill();
    const shine = ctx.createRadialGradient(cx - R * 0.35, cy - R * 0.45, 0, cx - R * 0.35, cy - R * 0.45, R);
    shine.addColorStop(0, 'rgba(255,255,255,0.35)');
    shine.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = shine;
    ctx.beginPath();
    ctx.arc(cx, cy, R, 0, TAU);
    ctx.fill();
    ctx.save();
    ctx.translate(cx - 32 * breathe * 1.9, cy - 37 * breathe * 1.9);
    ctx.scale(1.9 * breathe, 1.9 * breathe);
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 6;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.stroke(new Path2D('M18 45V29a7 7 0 0 1 14 0v16M32 29a7 7 0 0 1 14 0v16'));
    ctx.restore();

    ctx.textAlign = 'center';
    ctx.fillStyle = '#ffffff';
    ctx.font = '600 30px Inter, sans-serif';
    ctx.fillText('Maya', cx, 458);
    ctx.fillStyle = 'rgba(255,255,255,0.6)';
    ctx.font = '500 17px Inter, sans-serif';
    ctx.fillText('your AI companion', cx, 486);

    // Voice bars: a speech-like envelope while a caption is up, almost still otherwise.
    const bars = 25,
      bw = 6,
      gap = 6,
      y0 = 552;
    for (let i = 0; i < bars; i++) {
      const d = Math.abs(i - (bars - 1) / 2) / ((bars - 1) / 2);
      const wave = 0.5 + 0.5 * Math.sin(t * 11 + i * 0.9) * Math.sin(t * 4.3 + i * 0.37);
      const h = 5 + (talk ? 40 * wave * (1 - d * 0.7) : 2 * wave);
      const x = cx - (bars * (bw + gap) - gap) / 2 + i * (bw + gap);
      ctx.fillStyle = `rgba(255,${134 - Math.round(d * 40)},171,${0.55 + 0.45 * (1 - d)})`;
      ctx.beginPath();
      ctx.roundRect(x, y0 - h / 2, bw, h, 3);
      ctx.fill();
    }

    const cap = captions.find((c) => t >= c.from && t <= c.to);
    if (cap) {
      const a = Math.min(ease((t - cap.from) / 0.35), ease((cap.to - t) / 0.35));
      const lift = (1 - ease((t - cap.from) / 0.35)) * 10;
      ctx.globalAlpha = a;
      ctx.font = '600 29px Inter, sans-serif';
      const lh = 40;
      const top = 660 - ((cap.text.length - 1) * lh) / 2 + lift;
      const widest = Math.max(...cap.text.map((l) => ctx.measureText(l).width));
      ctx.fillStyle = 'rgba(11,11,20,0.55)';
      ctx.beginPath();
      ctx.roundRect(cx - widest / 2 - 24, top - 34, widest + 48, cap.text.length * lh + 22, 22);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      cap.text.forEach((line, i) => ctx.fillText(line, cx, top + i * lh));
      ctx.globalAlpha = 1;
    }
  };
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent(`<body style="margin:0"><canvas width="${WIDTH}" height="${HEIGHT}"></canvas></body>`);
  await page.evaluate(`(${scene.toString()})()`);
  await page.evaluate(() => document.fonts.ready);
  const frameAt = async (t) => {
    const dataUrl = await page.evaluate((time) => {
      window.drawFrame(time);
      return document.querySelector('canvas').toDataURL('image/png');
    }, t);
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  };

  mkdirSync(outDir, { recursive: true });
  writeFileSync(posterPath, await frameAt(POSTER_AT));

  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'image2pipe',
      '-framerate',
      String(FPS),
      '-c:v',
      'png',
      '-i',
      '-',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-an',
      videoPath,
      '-c:v',
      'libx264',
      '-crf',
      '30',
      '-preset',
      'slow',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      mp4Path,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise((resolve, reject) =>
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)))),
  );
  for (let i = 0; i < FPS * SECONDS; i++) {
    const frame = await frameAt(i / FPS);
    if (!ffmpeg.stdin.write(frame)) await new Promise((r) => ffmpeg.stdin.once('drain', r));
  }
  ffmpeg.stdin.end();
  await done;
} finally {
  await browser.close();
}

// Poster: shrink the palette so the PNG stays small (it shows for a moment before the video plays).
const tmpPoster = `${posterPath}.tmp.png`;
const quant = spawnSync('ffmpeg', [
  '-hide_banner',
  '-loglevel',
  'error',
  '-y',
  '-i',
  posterPath,
  '-vf',
  'split[a][b];[a]palettegen=max_colors=128[p];[b][p]paletteuse=dither=bayer:bayer_scale=3',
  tmpPoster,
]);
if (quant.status === 0) renameSync(tmpPoster, posterPath);

const kb = (file) => `${Math.round(statSync(file).size / 1024)} KB`;
console.log(
  `make-video: ${SECONDS} s loop: ${videoPath} (${kb(videoPath)}), ${mp4Path} (${kb(mp4Path)}), ${posterPath} (${kb(posterPath)})`,
);
