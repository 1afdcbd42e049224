/**
 * Admin schema: size charts. A category's chart (every product of it shows it) and a product's
 * own chart overriding it; measurements typed in centimetres or inches, answered in both.
 */
import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { badInput } from '../../shared/errors.js';
import { parseId } from '../../shared/ids.js';
import { MeasurementKindEnum, SizeChart, SizeFitEnum, toGqlSizeChart } from '../catalog/size-chart.types.js';
import { inchesToCm, type MeasurementKind, type SizeChartInput, type SizeFit } from '../catalog/size-chart.rules.js';
import { CATALOGUE_ROLES } from './catalog-admin.resolver.js';

@InputType('SizeChartRowInput', { description: 'One size of a chart and its measurements, in the order of the chart\'s measurements.' })
class SizeChartRowInput {
  @Field(() => String, { description: 'Size label, e.g. "M".' }) size: string;
  @Field(() => [Float], { description: 'One value per measurement of the chart, in its order (cm, or inches when the chart says so).' }) values: number[];
}

@InputType('SizeChartInput', { description: 'A whole size chart as staff save it.' })
class SizeChartGqlInput {
  @Field(() => SizeFitEnum, { description: 'How the garments are cut.' }) fit: SizeFit;
  @Field(() => String, { nullable: true, description: 'Fit advice (at most 300 characters).' }) fitNote?: string | null;
  @Field(() => [MeasurementKindEnum], { description: 'The measurements listed, in display order.' }) measurements: MeasurementKind[];
  @Field(() => [SizeChartRowInput], { description: 'One row per size, smallest first (at most 12).' }) rows: SizeChartRowInput[];
  @Field(() => Boolean, { nullable: true, description: 'The values are in inches (stored in centimetres); default centimetres.' }) inches?: boolean | null;
}

@ObjectType('ProductSizeCharts', { description: "A product's size chart as staff edit it: its own (overriding) and its category's." })
class ProductSizeCharts {
  @Field(() => SizeChart, { nullable: true, description: "The product's own chart; null: it shows its category's." }) own: SizeChart | null;
  @Field(() => SizeChart, { nullable: true, description: "Its category's chart; null when the category has none." }) category: SizeChart | null;
}

const PRODUCT_NOT_FOUND = 'Product not found.';
const CATEGORY_NOT_FOUND = 'Category not found.';

/** GraphQL input → the rules' input (values by measurement, centimetres). */
function toChartInput(input: SizeChartGqlInput): SizeChartInput {
  const measurements = input.measurements ?? [];
  return {
    fit: input.fit,
    fitNote: input.fitNote ?? '',
    measurements,
    rows: (input.rows ?? []).map((row) => {
      if (row.values.length !== measurements.length) throw badInput(`Size "${row.size}" needs ${measurements.length} values, one per measurement.`);
      return { size: row.size, cm: Object.fromEntries(measurements.map((kind, i) => [kind, input.inches ? inchesToCm(row.values[i]) : row.values[i]])) };
    }),
  };
}

@Authorized(CATALOGUE_ROLES)
@Resolver()
export class SizeChartAdminResolver {
  @Query(() => SizeChart, { nullable: true, description: "A category's size chart; null when it has none." })
  async categorySizeChart(@Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string, @Ctx() ctx: AdminContext): Promise<SizeChart | null> {
    const chart = await ctx.services.sizeCharts.chartOfCategory(parseId(categoryId, CATEGORY_NOT_FOUND));
    return chart ? toGqlSizeChart(chart) : null;
  }

  @Mutation(() => SizeChart, { description: "Replaces a category's whole size chart; its products' pages show it at once. BAD_INPUT names the first problem and changes nothing." })
  async saveCategorySizeChart(
    @Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string,
    @Arg('chart', () => SizeChartGqlInput, { description: 'The chart.' }) chart: SizeChartGqlInput,
    @Ctx() ctx: AdminContext,
  ): Promise<SizeChart> {
    return toGqlSizeChart(await ctx.services.catalogueStructure.saveCategorySizeChart(ctx.serviceContext, parseId(categoryId, CATEGORY_NOT_FOUND), toChartInput(chart)));
  }

  @Query(() => ProductSizeCharts, { description: "A product's own size chart and its category's." })
  async productSizeCharts(@Arg('productId', () => ID, { description: 'Product id.' }) productId: string, @Ctx() ctx: AdminContext): Promise<ProductSizeCharts> {
    const product = await ctx.services.catalogAdmin.getProduct(parseId(productId, PRODUCT_NOT_FOUND));
    const [[own], category] = await Promise.all([ctx.services.sizeCharts.chartsForProducts([product.id]), ctx.services.sizeCharts.chartOfCategory(product.categoryId)]);
    return { own: own ? toGqlSizeChart({ categoryId: product.categoryId, ...own }) : null, category: category ? toGqlSizeChart(category) : null };
  }

  @Mutation(() => SizeChart, { nullable: true, description: "Gives a product its own size chart (overriding its category's), or with no chart returns it to the category's. Shown at once." })
  async saveProductSizeChart(
    @Arg('productId', () => ID, { description: 'Product id.' }) productId: string,
    @Ctx() ctx: AdminContext,
    @Arg('chart', () => SizeChartGqlInput, { nullable: true, description: "The chart; omit to follow the category's." }) chart?: SizeChartGqlInput | null,
  ): Promise<SizeChart | null> {
    const saved = await ctx.services.catalogueStructure.saveProductSizeChart(ctx.serviceContext, parseId(productId, PRODUCT_NOT_FOUND), chart ? toChartInput(chart) : null);
    return saved ? toGqlSizeChart({ categoryId: 0, ...saved }) : null;
  }
}
