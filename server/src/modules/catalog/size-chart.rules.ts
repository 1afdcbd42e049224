/**
 * Pure rules of size charts: which measurements exist, how centimetres become inches, and what a
 * valid chart is. SizeChartService stores what `validateSizeChart` returns and nothing else.
 */
import { badInput } from '../../shared/errors.js';

export const SIZE_FITS = ['REGULAR', 'SLIM', 'RELAXED'] as const;
export type SizeFit = (typeof SIZE_FITS)[number];

/** Garment measurements a chart may list, with the label shoppers see. */
export const MEASUREMENT_LABELS = {
  CHEST: 'Chest',
  BUST: 'Bust',
  WAIST: 'Waist',
  HIP: 'Hip',
  SHOULDER: 'Shoulder',
  SLEEVE: 'Sleeve length',
  LENGTH: 'Length',
  INSEAM: 'Inseam',
  WIDTH: 'Width',
  BLOUSE_PIECE: 'Blouse piece',
} as const;
export type MeasurementKind = keyof typeof MEASUREMENT_LABELS;
export const MEASUREMENT_KINDS = Object.keys(MEASUREMENT_LABELS) as MeasurementKind[];

export const MAX_SIZES = 12;
export const MAX_FIT_NOTE = 300;
const MAX_SIZE_LABEL = 20;
/** A garment measurement outside this range is a typo (a saree is about 550 cm long). */
const MIN_CM = 1;
const MAX_CM = 1000;

export interface SizeChartRowRecord {
  size: string;
  /** Every measurement of the chart, in centimetres with one decimal. */
  cm: Partial<Record<MeasurementKind, number>>;
}

/** A chart as stored: the input of replaceChart once validated, and what the loaders answer. */
export interface SizeChartRecord {
  categoryId: number;
  fit: SizeFit;
  fitNote: string;
  /** The measurements of every row, in display order. */
  measurements: MeasurementKind[];
  rows: SizeChartRowRecord[];
}

export type SizeChartInput = Omit<SizeChartRecord, 'categoryId'>;

/**
 * Inches as size charts print them: to the nearest half inch (96.5 cm is 38 in, 110 cm is 43.5 in).
 * Finer steps would claim a precision a tape measure on a garment does not have.
 */
export function cmToInches(cm: number): number {
  return Math.round((cm / 2.54) * 2) / 2;
}

/** Centimetres with one decimal from inches (charts written in inches, e.g. the seed). */
export function inchesToCm(inches: number): number {
  return Math.round(inches * 25.4) / 10;
}

/**
 * Checks a whole chart and answers it normalised (trimmed texts, centimetres rounded to 0.1).
 * Throws BAD_INPUT with a message naming the first problem; nothing is stored on failure.
 */
export function validateSizeChart(input: SizeChartInput): SizeChartInput {
  if (!SIZE_FITS.includes(input.fit)) throw badInput(`Fit must be one of ${SIZE_FITS.join(', ')}.`);
  const fitNote = (input.fitNote ?? '').trim();
  if (fitNote.length > MAX_FIT_NOTE) throw badInput(`The fit note can be at most ${MAX_FIT_NOTE} characters.`);

  const measurements = input.measurements ?? [];
  if (measurements.length === 0) throw badInput('A size chart needs at least one measurement.');
  for (const kind of measurements) {
    if (!MEASUREMENT_KINDS.includes(kind)) throw badInput(`Unknown measurement "${kind}".`);
  }
  if (new Set(measurements).size !== measurements.length) throw badInput('Each measurement can be listed only once.');

  const rows = input.rows ?? [];
  if (rows.length === 0) throw badInput('A size chart needs at least one size.');
  if (rows.length > MAX_SIZES) throw badInput(`A size chart can have at most ${MAX_SIZES} sizes.`);
  const seen = new Set<string>();
  const normalisedRows = rows.map((row) => {
    const size = (row.size ?? '').trim();
    if (!size || size.length > MAX_SIZE_LABEL) throw badInput(`Each size needs a name of 1 to ${MAX_SIZE_LABEL} characters.`);
    if (seen.has(size.toLowerCase())) throw badInput(`Size "${size}" appears twice.`);
    seen.add(size.toLowerCase());
    const extra = Object.keys(row.cm ?? {}).find((kind) => !measurements.includes(kind as MeasurementKind));
    if (extra) throw badInput(`Size "${size}" has a measurement the chart does not list: ${extra}.`);
    const cm: SizeChartRowRecord['cm'] = {};
    for (const kind of measurements) {
      const value = row.cm?.[kind];
      const label = MEASUREMENT_LABELS[kind];
      if (value === undefined || value === null) throw badInput(`Size "${size}" has no ${label.toLowerCase()} measurement.`);
      if (typeof value !== 'number' || !Number.isFinite(value) || value < MIN_CM || value > MAX_CM) {
        throw badInput(`${label} of size "${size}" must be between ${MIN_CM} and ${MAX_CM} cm.`);
      }
      cm[kind] = Math.round(value * 10) / 10;
    }
    return { size, cm };
  });
  return { fit: input.fit, fitNote, measurements: [...measurements], rows: normalisedRows };
}
