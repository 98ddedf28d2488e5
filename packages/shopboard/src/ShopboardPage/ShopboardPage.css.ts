import { vars } from '@shoppable/ui';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space[400] });

export const url = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[200],
  padding: vars.space[300],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
});

export const urlLabel = style({ fontWeight: vars.font.weight.semibold });

export const urlText = style({
  minInlineSize: 0,
  overflow: 'hidden',
  color: vars.color.text.link,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The address's placeholder while it loads: as wide as an address can be, never wider. */
export const urlPlaceholder = style({ flex: '0 1 28ch', minInlineSize: 0 });

export const urlActions = style({
  display: 'flex',
  gap: vars.space[200],
  marginInlineStart: 'auto',
});

export const subdued = style({ margin: 0, color: vars.color.text.subdued });

export const explanation = style({
  margin: 0,
  color: vars.color.text.subdued,
  maxInlineSize: '70ch',
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space[300],
});

export const panel = style({
  display: 'grid',
  gap: vars.space[300],
  paddingBlockStart: vars.space[300],
});

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[300],
});

export const accountName = style({ fontWeight: vars.font.weight.semibold });

export const accountActions = style({
  display: 'flex',
  gap: vars.space[200],
  marginInlineStart: 'auto',
});

export const syncing = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[200],
  paddingBlock: vars.space[800],
  textAlign: 'center',
});

export const syncingTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const post = style({
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  blockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.bg.surface,
  boxShadow: vars.shadow.sm,
});

export const media = style({
  position: 'relative',
  minBlockSize: 0,
  backgroundColor: vars.color.bg.surfaceSunken,
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const mask = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.bg.overlay,
});

export const postBody = style({ display: 'grid', gap: vars.space[200], padding: vars.space[300] });

export const tags = style({ display: 'grid', gap: vars.space[100], justifyItems: 'start' });

export const tagList = style({
  display: 'grid',
  gap: vars.space['050'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size[200],
});

export const tagItem = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const postActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[200] });

export const drawer = style({ display: 'grid', gap: vars.space[200] });
