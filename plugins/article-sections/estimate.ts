/**
 * How tall a run of an article's blocks renders, estimated at build time from their content
 * against the theme's type scale (Infima's variables as src/css/custom.css leaves them: 16 px text
 * at line height 1.65, paragraphs 1.25rem apart, 14.4 px code at 1.45, headings at 1.25), for a
 * column of a given width. The estimate is what a deferred section of a long article takes before
 * it is rendered (content-visibility: auto with an intrinsic block size), so that the scroll bar
 * and the anchors below it are near their place; the browser then keeps the size it rendered.
 * Widths are the article's column: COLUMNS.phone at Lighthouse's mobile screen (412 px),
 * COLUMNS.desktop at 1280 px with the sidebar and the table of contents.
 */

/** A block of an article as the estimate sees it (./blocks.ts reads them from the MDX tree). */
export type Block =
  /** Running text: a paragraph or a list item's own text. `code` counts the characters in inline code. */
  | {kind: 'text'; chars: number; code: number}
  | {kind: 'heading'; level: number; chars: number}
  | {kind: 'list'; items: Block[][]}
  /** A code block: lines as shown, a title bar, lines that wrap at the block's edge, a Run bar under it. */
  | {kind: 'code'; lines: number; longest: number; title: boolean; wrap: boolean; run: boolean}
  /** A table: each row's cells, by the characters they hold. */
  | {kind: 'table'; rows: number[][]}
  /** An admonition: a heading and its content, inside padding. */
  | {kind: 'box'; children: Block[]}
  /** A tab group: its tab bar and the first panel (the one the server shows). */
  | {kind: 'tabs'; panel: Block[]}
  /** A closed <details>: its summary line. */
  | {kind: 'details'; chars: number}
  | {kind: 'rule'}
  /** Anything else, by the text it holds. */
  | {kind: 'other'; chars: number};

/** The article column's width in px, and whether the phone type scale applies (Infima's ≤ 576 px). */
export interface Column {
  width: number;
  phone: boolean;
}

export const COLUMNS = {
  phone: {width: 380, phone: true},
  desktop: {width: 703, phone: false},
} as const satisfies Record<string, Column>;

const LINE = 26.4; // 16 px × 1.65
const GAP = 20; // --ifm-leading: paragraphs, lists, code blocks
/** Average advance of a character of running text and of inline code (with its padding), in px. */
const TEXT_CHAR = 8.6;
const CODE_CHAR = 9.6;
/** Words wrap before the edge: a line holds this share of the characters that would fit. */
const WRAP_FILL = 0.93;
const LIST_INDENT = 32; // 2rem
const LIST_ITEM_GAP = 4; // 0.25rem
const CODE_LINE = 20.88; // 14.4 px × 1.45
const CODE_CHAR_WIDTH = 8.67;
const CODE_PADDING = 32; // 1rem above and below the lines
const CODE_TITLE = 46; // 0.75rem padding, a 14.4 px line, the border
const CODE_GUTTER = 52; // the buttons' column on the right
const RUN_BAR = 50; // a runnable sample's Run control under its code (src/components/CodeBlock/RunBar.tsx)
const TABLE_CELL_PADDING = 24;
const TABLE_ROW_BORDER = 1;
const TABLE_MIN_COLUMN = 110;
const BOX_PADDING = 32; // the admonition's 1rem above and below
const BOX_INSET = 40; // its side padding and left border
const BOX_HEADING = 29;
const TABS_BAR = 58;

/** Heading sizes in px, desktop and phone, with their margins above and below. */
const HEADINGS: Record<number, {size: number; phoneSize: number; above: number}> = {
  2: {size: 32, phoneSize: 24, above: 40},
  3: {size: 24, phoneSize: 20, above: 30},
  4: {size: 20, phoneSize: 20, above: 25},
  5: {size: 16, phoneSize: 16, above: 25},
  6: {size: 13, phoneSize: 13, above: 25},
};

function textLines(chars: number, code: number, width: number): number {
  if (chars <= 0) return 0;
  const advance = (chars - code) * TEXT_CHAR + code * CODE_CHAR;
  return Math.max(1, Math.ceil(advance / (Math.max(width, 60) * WRAP_FILL)));
}

function tableHeight(rows: readonly (readonly number[])[], width: number): number {
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const columnWidth = Math.max(TABLE_MIN_COLUMN, width / columns) - TABLE_CELL_PADDING;
  let height = 0;
  for (const row of rows) {
    const lines = Math.max(1, ...row.map((chars) => textLines(chars, chars / 3, columnWidth)));
    height += lines * LINE + TABLE_CELL_PADDING + TABLE_ROW_BORDER;
  }
  return height + 1; // the header row's 2 px border
}

/** The height of one block at `column`, with the margin below it. */
export function blockHeight(block: Block, column: Column): number {
  const {width} = column;
  switch (block.kind) {
    case 'text':
      return textLines(block.chars, block.code, width) * LINE + GAP;
    case 'heading': {
      const scale = HEADINGS[block.level] ?? HEADINGS[6];
      const size = column.phone ? scale.phoneSize : scale.size;
      const lines = Math.max(1, Math.ceil((block.chars * size * 0.56) / width));
      return scale.above + lines * size * 1.25 + GAP;
    }
    case 'list': {
      let height = 0;
      for (const item of block.items) {
        const inner = blocksHeight(item, {...column, width: width - LIST_INDENT});
        // A tight item's text has no margin below it; the list's own margin ends it.
        height += Math.max(LINE, inner - (item.length === 1 && item[0].kind === 'text' ? GAP : 0));
      }
      return height + Math.max(0, block.items.length - 1) * LIST_ITEM_GAP + GAP;
    }
    case 'code': {
      const perLine = block.wrap
        ? Math.max(1, Math.ceil((block.longest * CODE_CHAR_WIDTH) / Math.max(60, width - CODE_GUTTER - 20)))
        : 1;
      return (
        (block.title ? CODE_TITLE : 0) +
        CODE_PADDING +
        block.lines * perLine * CODE_LINE +
        2 +
        (block.run ? RUN_BAR : 0) +
        GAP
      );
    }
    case 'table':
      return tableHeight(block.rows, width) + 16;
    case 'box':
      return BOX_PADDING + BOX_HEADING + blocksHeight(block.children, {...column, width: width - BOX_INSET}) - GAP + 16;
    case 'tabs':
      return TABS_BAR + blocksHeight(block.panel, column);
    case 'details':
      return textLines(block.chars, 0, width - 40) * LINE + 34 + GAP;
    case 'rule':
      return 1 + 2 * 30;
    case 'other':
      return block.chars > 0 ? textLines(block.chars, 0, width) * LINE + GAP : 0;
  }
}

/** The height of a run of blocks at `column`, the last one's margin below included. */
export function blocksHeight(blocks: readonly Block[], column: Column): number {
  return blocks.reduce((sum, block) => sum + blockHeight(block, column), 0);
}
