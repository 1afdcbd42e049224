/** GraphQL shapes of size charts, and the mapping from the service's record (centimetres) to them. */
import { Field, Float, ObjectType, registerEnumType } from 'type-graphql';
import { cmToInches, MEASUREMENT_KINDS, MEASUREMENT_LABELS, SIZE_FITS, type MeasurementKind, type SizeChartRecord, type SizeFit } from './size-chart.rules.js';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const SizeFitEnum = enumOf(SIZE_FITS);
registerEnumType(SizeFitEnum, {
  name: 'SizeFit',
  description: 'How a garment is cut to sit on the body.',
  valuesConfig: {
    REGULAR: { description: 'Regular fit: true to size, neither close nor loose.' },
    SLIM: { description: 'Slim fit: cut close to the body.' },
    RELAXED: { description: 'Relaxed fit: cut loose, with extra room.' },
  },
});

export const MeasurementKindEnum = enumOf(MEASUREMENT_KINDS);
registerEnumType(MeasurementKindEnum, {
  name: 'MeasurementKind',
  description: 'A garment measurement a size chart lists (measured on the garment laid flat, not on the body).',
  valuesConfig: Object.fromEntries(MEASUREMENT_KINDS.map((kind) => [kind, { description: `${MEASUREMENT_LABELS[kind]}.` }])),
});

@ObjectType({ description: 'A column of a size chart: one garment measurement.', simpleResolvers: true })
export class SizeChartColumn {
  @Field(() => MeasurementKindEnum, { description: 'Which measurement.' })
  kind: MeasurementKind;

  @Field(() => String, { description: 'Its label for shoppers, e.g. "Chest" or "Sleeve length".' })
  label: string;
}

@ObjectType({ description: 'One measurement of one size, in both units.', simpleResolvers: true })
export class SizeMeasurement {
  @Field(() => MeasurementKindEnum, { description: 'Which measurement.' })
  kind: MeasurementKind;

  @Field(() => Float, { description: 'In centimetres, one decimal.' })
  cm: number;

  @Field(() => Float, { description: 'In inches, to the nearest half inch.' })
  inches: number;
}

@ObjectType({ description: 'A size of a size chart with its garment measurements.', simpleResolvers: true })
export class SizeChartRow {
  @Field(() => String, { description: 'Size label as on the product\'s size picker: "S", "M", "L", "XL" or "Free Size".' })
  size: string;

  @Field(() => [SizeMeasurement], { description: 'The measurements of this size, in the order of the chart\'s columns.' })
  measurements: SizeMeasurement[];
}

@ObjectType({ description: 'The size chart and fit of a category\'s garments.', simpleResolvers: true })
export class SizeChart {
  @Field(() => SizeFitEnum, { description: 'How the garments of the category are cut.' })
  fit: SizeFit;

  @Field(() => String, { description: 'Fit advice beside the fit, e.g. "Tailored close to the body through the chest and waist. For a relaxed feel, size up." Empty when none.' })
  fitNote: string;

  @Field(() => [SizeChartColumn], { description: 'The measurements listed, in display order.' })
  columns: SizeChartColumn[];

  @Field(() => [SizeChartRow], { description: 'One row per size, smallest first.' })
  rows: SizeChartRow[];
}

/** The service's record (centimetres) as the GraphQL shape (both units). */
export function toGqlSizeChart(chart: SizeChartRecord): SizeChart {
  return Object.assign(new SizeChart(), {
    fit: chart.fit,
    fitNote: chart.fitNote,
    columns: chart.measurements.map((kind) => Object.assign(new SizeChartColumn(), { kind, label: MEASUREMENT_LABELS[kind] })),
    rows: chart.rows.map((row) =>
      Object.assign(new SizeChartRow(), {
        size: row.size,
        measurements: chart.measurements.map((kind) => {
          const cm = row.cm[kind] ?? 0;
          return Object.assign(new SizeMeasurement(), { kind, cm, inches: cmToInches(cm) });
        }),
      }),
    ),
  });
}
