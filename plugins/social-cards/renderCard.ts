import fs from 'node:fs';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';

/**
 * A 1200×630 PNG card of the brand (Open Graph and Twitter size), drawn by satori (layout to SVG)
 * and resvg (SVG to PNG) from local files only: the logo in static/img and a TrueType font on
 * this machine, never a download.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const BRAND = {background: '#1b1f4b', accent: '#a79ff5', text: '#ffffff', muted: '#d7d5f7'};

/** Fonts tried in order: Debian's Liberation Sans (fonts-liberation, a Chromium dependency), then DejaVu Sans. */
const FONT_CANDIDATES = [
  ['/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'],
  ['/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf', '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf'],
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
];

export interface CardFonts {
  regular: Buffer;
  bold: Buffer;
}

/** The first installed font pair, or null (then no card can be drawn). */
export function findCardFonts(candidates: string[][] = FONT_CANDIDATES): CardFonts | null {
  const pair = candidates.find((files) => files.every((file) => fs.existsSync(file)));
  return pair ? {regular: fs.readFileSync(pair[0]), bold: fs.readFileSync(pair[1])} : null;
}

export interface CardText {
  /** Big line: the product's docs, or a page title. */
  title: string;
  /** Small line above it: the area of the page, or the tagline. */
  eyebrow: string;
  /** Line at the bottom, e.g. the site's host name. */
  footer: string;
  productName: string;
}

type Node = {type: string; props: {style?: Record<string, unknown>; children?: unknown; src?: string; width?: number; height?: number}};
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node =>
  ({type, props: {style, children, ...extra}});

export async function renderCard(text: CardText, fonts: CardFonts, logoSvg: string): Promise<Buffer> {
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const titleSize = text.title.length > 60 ? 56 : text.title.length > 34 ? 68 : 80;
  const tree = el('div', {
    // satori sizes the content box: the padding is inside the card's 1200×630.
    width: CARD_WIDTH - 160, height: CARD_HEIGHT - 144, display: 'flex', flexDirection: 'column', justifyContent: 'space-between',
    padding: '72px 80px', background: BRAND.background, color: BRAND.text, fontFamily: 'Card',
  }, [
    el('div', {display: 'flex', alignItems: 'center', gap: 24}, [
      el('img', {width: 72, height: 72}, undefined, {src: logo, width: 72, height: 72}),
      el('div', {fontSize: 44, fontWeight: 700}, text.productName),
    ]),
    el('div', {display: 'flex', flexDirection: 'column', gap: 20}, [
      el('div', {fontSize: 32, color: BRAND.accent, fontWeight: 700}, text.eyebrow),
      el('div', {fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, maxWidth: 1040}, text.title),
    ]),
    el('div', {display: 'flex', justifyContent: 'space-between', fontSize: 28, color: BRAND.muted, borderTop: `4px solid ${BRAND.accent}`, paddingTop: 24}, [
      el('div', {}, text.footer),
      el('div', {}, 'Developer documentation'),
    ]),
  ]);
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [
      {name: 'Card', data: fonts.regular, weight: 400, style: 'normal'},
      {name: 'Card', data: fonts.bold, weight: 700, style: 'normal'},
    ],
  });
  return Buffer.from(new Resvg(svg, {fitTo: {mode: 'width', value: CARD_WIDTH}}).render().asPng());
}

export function readLogo(siteDir: string): string {
  return fs.readFileSync(path.join(siteDir, 'static/img/logo.svg'), 'utf8');
}
