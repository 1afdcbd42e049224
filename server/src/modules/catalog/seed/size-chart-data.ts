/**
 * The demo store's size charts, one per seeded category (by name, as in CATEGORY_SPECS). Garment
 * measurements (not body measurements) as Indian brands print them: in inches for stitched
 * garments, converted to centimetres at seed time; sarees in centimetres.
 */
import type { MeasurementKind, SizeFit } from '../size-chart.rules.js';

export interface SeedSizeChart {
  fit: SizeFit;
  fitNote: string;
  unit: 'in' | 'cm';
  measurements: MeasurementKind[];
  /** Size label, then one value per measurement in the same order. */
  rows: Array<[string, ...number[]]>;
}

export const SIZE_CHARTS: Record<string, SeedSizeChart> = {
  'T-Shirts': {
    fit: 'REGULAR',
    fitNote: 'True to size with easy room through the chest. Between two sizes, pick the larger.',
    unit: 'in',
    measurements: ['CHEST', 'SHOULDER', 'LENGTH'],
    rows: [['S', 38, 16.5, 27], ['M', 40, 17.5, 28], ['L', 42, 18.5, 29], ['XL', 44, 19.5, 30]],
  },
  Shirts: {
    fit: 'SLIM',
    fitNote: 'Tailored close to the body through the chest and waist. For a relaxed feel, size up.',
    unit: 'in',
    measurements: ['CHEST', 'SHOULDER', 'SLEEVE', 'LENGTH'],
    rows: [['S', 39, 17, 24.5, 29], ['M', 41, 17.5, 25, 29.5], ['L', 43, 18.5, 25.5, 30], ['XL', 45, 19.5, 26, 30.5]],
  },
  Jeans: {
    fit: 'SLIM',
    fitNote: 'Stretch denim: sits at the waist and narrows from knee to ankle. Choose your usual waist size.',
    unit: 'in',
    measurements: ['WAIST', 'HIP', 'INSEAM', 'LENGTH'],
    rows: [['S', 30, 38, 31, 40], ['M', 32, 40, 31.5, 40.5], ['L', 34, 42, 32, 41], ['XL', 36, 44, 32, 41.5]],
  },
  Trousers: {
    fit: 'REGULAR',
    fitNote: 'A straight leg with room through the thigh. Hemmed to a 31–32 inch inseam.',
    unit: 'in',
    measurements: ['WAIST', 'HIP', 'INSEAM', 'LENGTH'],
    rows: [['S', 30, 39, 31, 40.5], ['M', 32, 41, 31.5, 41], ['L', 34, 43, 32, 41.5], ['XL', 36, 45, 32, 42]],
  },
  Kurtas: {
    fit: 'REGULAR',
    fitNote: 'Straight cut that falls to the knee, with side slits for easy movement.',
    unit: 'in',
    measurements: ['CHEST', 'SHOULDER', 'SLEEVE', 'LENGTH'],
    rows: [['S', 40, 16.5, 23.5, 40], ['M', 42, 17.5, 24, 41], ['L', 44, 18.5, 24.5, 42], ['XL', 46, 19.5, 25, 43]],
  },
  Jackets: {
    fit: 'REGULAR',
    fitNote: 'Room to layer over a shirt or sweater. Hip length.',
    unit: 'in',
    measurements: ['CHEST', 'SHOULDER', 'SLEEVE', 'LENGTH'],
    rows: [['S', 40, 17.5, 25, 26], ['M', 42, 18.5, 25.5, 27], ['L', 44, 19.5, 26, 28], ['XL', 46, 20.5, 26.5, 29]],
  },
  Kurtis: {
    fit: 'REGULAR',
    fitNote: 'Straight through the body and flared below the waist. Calf length.',
    unit: 'in',
    measurements: ['BUST', 'WAIST', 'HIP', 'LENGTH'],
    rows: [['S', 36, 32, 40, 44], ['M', 38, 34, 42, 45], ['L', 40, 36, 44, 46], ['XL', 42, 38, 46, 46]],
  },
  Sarees: {
    fit: 'REGULAR',
    fitNote: 'Free size: a 5.5 m drape that suits every figure, with an unstitched blouse piece to tailor to you.',
    unit: 'cm',
    measurements: ['LENGTH', 'WIDTH', 'BLOUSE_PIECE'],
    rows: [['Free Size', 550, 110, 80]],
  },
  Dresses: {
    fit: 'REGULAR',
    fitNote: 'Fitted at the bust and waist with a flowing skirt. Midi length.',
    unit: 'in',
    measurements: ['BUST', 'WAIST', 'HIP', 'LENGTH'],
    rows: [['S', 34, 28, 37, 48], ['M', 36, 30, 39, 48.5], ['L', 38, 32, 41, 49], ['XL', 40, 34, 43, 49.5]],
  },
  Tops: {
    fit: 'RELAXED',
    fitNote: 'Loose and easy through the body. For a closer fit, size down.',
    unit: 'in',
    measurements: ['BUST', 'WAIST', 'SHOULDER', 'LENGTH'],
    rows: [['S', 36, 34, 14, 24], ['M', 38, 36, 14.5, 25], ['L', 40, 38, 15, 26], ['XL', 42, 40, 15.5, 26.5]],
  },
  Leggings: {
    fit: 'SLIM',
    fitNote: 'Four-way stretch: the waist is measured relaxed and stretches by about 6 inches.',
    unit: 'in',
    measurements: ['WAIST', 'HIP', 'INSEAM', 'LENGTH'],
    rows: [['S', 24, 32, 27, 37], ['M', 26, 34, 27.5, 38], ['L', 28, 36, 28, 39], ['XL', 30, 38, 28.5, 39.5]],
  },
  'Ethnic Sets': {
    fit: 'RELAXED',
    fitNote: 'The kurta falls loosely to mid-calf; the pants have an elasticated waist.',
    unit: 'in',
    measurements: ['BUST', 'WAIST', 'HIP', 'LENGTH'],
    rows: [['S', 36, 32, 40, 46], ['M', 38, 34, 42, 46], ['L', 40, 36, 44, 47], ['XL', 42, 38, 46, 47]],
  },
};
