import type { MultiCalendarRow } from '@roamstead/contract';
import { addDays } from '@roamstead/contract/constants';
import { defaultRangeExtractor, useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { TriangleAlert } from 'lucide-react';
import {
  type KeyboardEvent,
  memo,
  type PointerEvent,
  type RefObject,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { useTranslation } from '../../../i18n';
import { formatMoneyWith, useLocale } from '../../preferences';
import { type DayCell, dayCells, type GridPoint, inRect } from '../grid';

const NO_RATES = new Map<string, number>();
const NONE: VirtualItem[] = [];
/** A day's cell in px (Tailwind's h-14 and w-16). */
const CELL = { height: 56, width: 64 } as const;
/** The day headers' row in px (h-11; the scroller's scroll-pt-11 keeps cells clear of it). */
const HEADER_HEIGHT = 44;
/** The sticky listing column in px (scroll-ps-48 and scroll-ps-24 keep cells clear of it). */
const LISTING_WIDTH = { wide: 192, compact: 96 } as const;

const STATE_STYLE = {
  available: 'bg-surface',
  booked: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  blocked: 'bg-stripes text-muted',
  imported: 'bg-sky-100 text-sky-900',
} as const;

interface GridProps {
  rows: MultiCalendarRow[];
  from: string;
  days: number;
  focus: GridPoint;
  anchor: GridPoint | null;
  /** `listing_id/date` of nights the last bulk edit refused. */
  refused: ReadonlySet<string>;
  onFocus: (point: GridPoint, extend: boolean) => void;
  onSelect: (point: GridPoint, extend: boolean) => void;
  onClear: () => void;
  /** Narrow screens: the listing column is narrower. */
  compact: boolean;
}

/**
 * Listings as rows and days as columns in the ARIA grid pattern: one cell in the tab order (the
 * focused one), arrow keys, Home/End and Page Up/Down move, Shift extends the selection, Space
 * selects, Escape clears. Drag or Shift+click selects with a pointer.
 */
export function CalendarGrid({
  rows,
  from,
  days,
  focus,
  anchor,
  refused,
  onFocus,
  onSelect,
  onClear,
  compact,
}: GridProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const dates = useMemo(() => Array.from({ length: days }, (_, i) => addDays(from, i)), [from, days]);
  const listingWidth = compact ? LISTING_WIDTH.compact : LISTING_WIDTH.wide;
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

  // Only the rows and days in view (and the focused cell) are rendered: 50 listings of 90 days
  // laid out whole block a slow phone for half a second on every scroll.
  const rowsInView = useVirtualizer({
    count: rows.length,
    getScrollElement: () => ref.current,
    estimateSize: () => CELL.height,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    overscan: 1,
    rangeExtractor: (range) => withIndex(defaultRangeExtractor(range), focus.row, rows.length),
    useFlushSync: false,
  });
  const daysInView = useVirtualizer({
    horizontal: true,
    isRtl: rtl,
    count: days,
    getScrollElement: () => ref.current,
    estimateSize: () => CELL.width,
    scrollMargin: listingWidth,
    scrollPaddingStart: listingWidth,
    overscan: 2,
    rangeExtractor: (range) => withIndex(defaultRangeExtractor(range), focus.col, days),
    useFlushSync: false,
  });
  // Cells coming into view render in the background, in slices that let the page answer, then
  // appear together: a screenful of new cells at once was a long task on a slow phone.
  const rowItems = useDeferredValue(rowsInView.getVirtualItems(), NONE);
  const columns = useDeferredValue(daysInView.getVirtualItems(), NONE);
  const width = listingWidth + days * CELL.width;

  // Whether the keyboard moves the focus in the grid: the focused cell then takes it as soon as it
  // is rendered, and again if it is rendered anew (its old element gone with the days it was among).
  const keyboard = useRef(false);

  const moveTo = (point: GridPoint, extend: boolean) => {
    keyboard.current = true;
    onFocus(
      { row: Math.max(0, Math.min(rows.length - 1, point.row)), col: Math.max(0, Math.min(days - 1, point.col)) },
      extend,
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const { row, col } = focus;
    const steps: Record<string, GridPoint> = {
      ArrowLeft: { row, col: col - 1 },
      ArrowRight: { row, col: col + 1 },
      ArrowUp: { row: row - 1, col },
      ArrowDown: { row: row + 1, col },
      PageUp: { row, col: col - 7 },
      PageDown: { row, col: col + 7 },
      Home: e.ctrlKey ? { row: 0, col: 0 } : { row, col: 0 },
      End: e.ctrlKey ? { row: rows.length - 1, col: days - 1 } : { row, col: days - 1 },
    };
    // Right to left, the days run leftwards.
    if (rtl) {
      [steps.ArrowLeft, steps.ArrowRight] = [steps.ArrowRight, steps.ArrowLeft] as [GridPoint, GridPoint];
    }
    const step = steps[e.key];
    if (step) {
      e.preventDefault();
      moveTo(step, e.shiftKey);
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      onSelect(focus, e.shiftKey);
    } else if (e.key === 'Escape') {
      onClear();
    }
  };

  const pointAt = (target: EventTarget) => {
    const cell = (target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell) return null;
    const [row, col] = (cell.dataset.cell ?? '').split('-').map(Number);
    return row === undefined || col === undefined ? null : { row, col };
  };
  const onPointerDown = (e: PointerEvent) => {
    const p = pointAt(e.target);
    if (!p || e.button !== 0) return;
    dragging.current = true;
    onSelect(p, e.shiftKey);
  };
  const onPointerOver = (e: PointerEvent) => {
    if (!dragging.current) return;
    const p = pointAt(e.target);
    if (p) onFocus(p, true);
  };

  return (
    <div
      ref={ref}
      // Scrolling a cell into view keeps it clear of the sticky listing column and day headers.
      className={`max-h-[70vh] overflow-auto rounded-card border border-line bg-surface text-xs select-none scroll-pt-11 ${compact ? 'scroll-ps-24' : 'scroll-ps-48'}`}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a grid of divs: a table cannot render only the cells in view */}
      <div
        role="grid"
        aria-label={t('multiCalendar.gridLabel')}
        aria-multiselectable="true"
        aria-rowcount={rows.length + 1}
        aria-colcount={days + 1}
        className="relative"
        style={{ width, height: HEADER_HEIGHT + rowsInView.getTotalSize() }}
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          // Focus gone elsewhere on the page (not lost with a cell's element, which leaves it nowhere).
          if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) keyboard.current = false;
        }}
        onPointerDown={onPointerDown}
        onPointerOver={onPointerOver}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onPointerLeave={() => {
          dragging.current = false;
        }}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: see the grid */}
        <div role="rowgroup" className="sticky top-0 z-20">
          {/* biome-ignore lint/a11y/useSemanticElements: see the grid */}
          {/* biome-ignore lint/a11y/useFocusableInteractive: rows are not focused in the grid pattern, cells are */}
          <div role="row" aria-rowindex={1} className="relative h-11" style={{ width }}>
            {/* biome-ignore lint/a11y/useSemanticElements: see the grid */}
            {/* biome-ignore lint/a11y/useFocusableInteractive: headers are not focused, cells are */}
            <div
              role="columnheader"
              aria-colindex={1}
              className="sticky start-0 z-30 flex h-11 items-center border-e border-b border-line bg-canvas px-2 font-semibold"
              style={{ width: listingWidth }}
            >
              {t('multiCalendar.listing')}
            </div>
            <DayHeaders columns={columns} dates={dates} />
          </div>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: see the grid */}
        <div role="rowgroup">
          {rowItems.map(({ index, start }) => {
            // Rendered in the background, the rows in view may be those of a longer list just left.
            const row = rows[index];
            if (!row) return null;
            return (
              <GridRow
                key={row.id}
                row={row}
                index={index}
                top={start}
                width={width}
                from={from}
                days={days}
                columns={columns}
                focusCol={focus.row === index ? focus.col : -1}
                selCols={rowSelection(anchor, focus, index)}
                refused={refused}
                listingWidth={listingWidth}
                keyboard={keyboard}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** The days' headers in view; rendered again only when the days in view change, not on each scroll. */
const DayHeaders = memo(function DayHeaders({ columns, dates }: { columns: VirtualItem[]; dates: string[] }) {
  const locale = useLocale();
  const headFormat = useMemo(() => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }), [locale]);
  const monthFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    [locale],
  );
  return columns.map(({ index, start }) => {
    const d = dates[index] as string;
    const day = new Date(`${d}T00:00:00Z`);
    const weekend = day.getUTCDay() === 5 || day.getUTCDay() === 6;
    return (
      // biome-ignore lint/a11y/useSemanticElements: see the grid
      // biome-ignore lint/a11y/useFocusableInteractive: headers are not focused, cells are
      <div
        key={d}
        role="columnheader"
        aria-colindex={index + 2}
        className={`absolute top-0 h-11 border-e border-b border-line px-1 py-1 text-center leading-tight ${weekend ? 'bg-brand-50' : 'bg-canvas'}`}
        style={{ insetInlineStart: start, width: CELL.width }}
      >
        <span className="block text-muted">{headFormat.format(day)}</span>
        <span className="block font-semibold">{monthFormat.format(day)}</span>
      </div>
    );
  });
});

/** `indexes` (sorted) with `index` added: the focused row or day stays rendered out of view. */
function withIndex(indexes: number[], index: number, count: number) {
  if (index >= count || indexes.includes(index)) return indexes;
  return [...indexes, index].sort((a, b) => a - b);
}

/** The selected columns of row `r` as "first-last" (a string, so unchanged rows skip rendering). */
function rowSelection(anchor: GridPoint | null, focus: GridPoint, r: number) {
  if (!anchor || !inRect(anchor, focus, r, Math.min(anchor.col, focus.col))) return '';
  return `${Math.min(anchor.col, focus.col)}-${Math.max(anchor.col, focus.col)}`;
}

const GridRow = memo(function GridRow({
  row,
  index,
  top,
  width,
  from,
  days,
  columns,
  focusCol,
  selCols,
  refused,
  listingWidth,
  keyboard,
}: {
  row: MultiCalendarRow;
  index: number;
  /** Where the row starts in the grid, below the day headers. */
  top: number;
  width: number;
  from: string;
  days: number;
  /** The days in view. */
  columns: VirtualItem[];
  focusCol: number;
  selCols: string;
  refused: ReadonlySet<string>;
  listingWidth: number;
  keyboard: RefObject<boolean>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cells = useMemo(() => dayCells(row, from, days), [row, from, days]);
  const [s0, s1] = selCols ? selCols.split('-').map(Number) : [-1, -2];
  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    [locale],
  );
  const title = row.title || t('booking.calendar.untitled', { id: row.id });
  return (
    // biome-ignore lint/a11y/useSemanticElements: see the grid
    // biome-ignore lint/a11y/useFocusableInteractive: rows are not focused in the grid pattern, cells are
    <div role="row" aria-rowindex={index + 2} className="absolute start-0 h-14" style={{ top, width }}>
      {/* biome-ignore lint/a11y/useSemanticElements: see the grid */}
      {/* biome-ignore lint/a11y/useFocusableInteractive: headers are not focused, cells are */}
      <div
        role="rowheader"
        aria-colindex={1}
        className="sticky start-0 z-10 h-14 truncate border-e border-b border-line bg-surface px-2 py-2 font-semibold"
        style={{ width: listingWidth }}
        title={title}
      >
        {title}
      </div>
      {columns.map(({ index: col, start }) => {
        const c = cells[col] as DayCell;
        return (
          <Cell
            key={c.date}
            cell={c}
            row={index}
            col={col}
            start={start}
            currency={row.currency}
            label={dayFormat.format(new Date(`${c.date}T00:00:00Z`))}
            focused={col === focusCol}
            selected={col >= (s0 ?? -1) && col <= (s1 ?? -2)}
            refused={refused.has(`${row.id}/${c.date}`)}
            keyboard={keyboard}
          />
        );
      })}
    </div>
  );
});

const Cell = memo(function Cell({
  cell: c,
  row,
  col,
  start,
  currency,
  label,
  focused,
  selected,
  refused,
  keyboard,
}: {
  cell: DayCell;
  row: number;
  col: number;
  /** Where the day starts in the row. */
  start: number;
  currency: string;
  label: string;
  focused: boolean;
  selected: boolean;
  refused: boolean;
  keyboard: RefObject<boolean>;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focused || !keyboard.current) return;
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [focused, keyboard]);
  const locale = useLocale();
  const state = c.stay?.state ?? 'available';
  const price = formatMoneyWith(c.price, currency, currency, NO_RATES, locale, 'whole');
  const nights = c.stay ? Math.round((Date.parse(c.stay.to) - Date.parse(c.stay.from)) / 86_400_000) : 0;
  const what =
    state === 'available'
      ? t('multiCalendar.state.available')
      : state === 'blocked'
        ? t('multiCalendar.state.blocked')
        : state === 'imported'
          ? t('multiCalendar.state.imported', { source: c.stay?.source ?? '' })
          : t(`multiCalendar.state.${state}`, {
              guest: c.stay?.guest_name ?? t('booking.formerUser'),
              count: nights,
            });
  const short =
    state === 'booked' || state === 'pending'
      ? (c.stay?.guest_name ?? t('booking.formerUser'))
      : state === 'imported'
        ? (c.stay?.source ?? '')
        : state === 'blocked'
          ? t('multiCalendar.state.blocked')
          : '';
  const shown =
    c.stayStarts && short
      ? `${short}${nights > 1 && (state === 'booked' || state === 'pending') ? ` · ${nights}` : ''}`
      : '';
  // The cell's name holds its visible price and stay in order (as axe's label-content-name-mismatch
  // asks), with the date before and what they stand for after. A label rather than hidden text:
  // laying out hidden text in every cell made each scroll of the grid a long task.
  const name = [
    label,
    price,
    shown || null,
    c.custom ? t('multiCalendar.customPrice') : null,
    shown && (state === 'blocked' || state === 'imported') ? null : what,
    c.conflict ? t('multiCalendar.conflict', { source: c.conflict }) : null,
    c.past ? t('multiCalendar.past') : null,
    refused ? t('multiCalendar.refusedNight') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: see the grid
    <div
      ref={ref}
      role="gridcell"
      data-cell={`${row}-${col}`}
      aria-colindex={col + 2}
      aria-label={name}
      aria-selected={selected}
      aria-disabled={c.past || undefined}
      tabIndex={focused ? 0 : -1}
      style={{ insetInlineStart: start, width: CELL.width }}
      className={`absolute top-0 h-14 cursor-pointer overflow-hidden border-e border-b border-line px-1 py-1 outline-none focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset ${c.past && state === 'available' ? 'bg-canvas text-muted' : STATE_STYLE[state]} ${selected ? 'bg-brand-100! ring-2 ring-brand-500 ring-inset' : ''} ${refused ? 'ring-2 ring-danger! ring-inset' : ''}`}
    >
      <span className={`block truncate ${c.custom ? 'font-semibold text-brand-700' : ''}`}>{price}</span>
      {/* A space between the lines, as the name has it (block lines are otherwise read run together). */}
      {shown && ' '}
      {shown && <span className="block truncate font-medium">{shown}</span>}
      {c.conflict && <TriangleAlert className="absolute end-0.5 top-0.5 size-3.5 text-danger" aria-hidden="true" />}
    </div>
  );
});
