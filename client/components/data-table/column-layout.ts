import type { TableColumn } from '#contract';

/**
 * How a column sits in the table (issue 36): the table scrolls sideways inside its own box, so
 * a wide table never widens the page, and its actions stay reachable:
 *
 * - the action (`buttons`) column is fixed at the right edge (from tablet width up), on a solid
 *   background with a rule on its left, so the cells that scroll under it stay hidden;
 * - a text column without a declared width is one line between a minimum and a maximum width
 *   (TEXT_BOUNDS), and a longer value ends in an ellipsis (the full text on hover, `title`), so
 *   one long value (an SMS text) cannot take the whole width;
 * - a column given a width wraps its text at exactly that width (long texts such as SMS contents
 *   in the warning records), neither narrower nor wider.
 */
const isActionColumn = (column: TableColumn) => column.type === 'buttons';

// From tablet width up: on a phone the buttons would take most of the screen and leave the
// scrolled columns a sliver, so there they scroll with the row and end it.
const STICKY_END = 'md:sticky md:right-0 md:z-[1] md:shadow-[inset_1px_0_0_var(--color-slate-200)]';

/** Classes of the header cell. */
export const headerCellClass = (column: TableColumn) =>
  isActionColumn(column) ? `${STICKY_END} bg-slate-50` : '';

/**
 * Classes of a body cell. The fixed column follows the row's hover and selection with solid
 * colours (the row's own are see-through, which would show the cells scrolling under it).
 */
export const bodyCellClass = (column: TableColumn) =>
  isActionColumn(column)
    ? `${STICKY_END} bg-white group-hover:bg-slate-50 group-data-selected:bg-primary-soft`
    : '';

/** Bounds of a one-line text cell, as Tailwind classes on the value's own box. */
export const TEXT_BOUNDS = 'block min-w-16 max-w-60 truncate';
