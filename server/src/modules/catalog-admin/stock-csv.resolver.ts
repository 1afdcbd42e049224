import { Arg, Authorized, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { parseId } from '../../shared/ids.js';
import { CATALOGUE_ROLES } from './catalog-admin.resolver.js';
import type { CsvPreview } from './stock-csv.js';

@ObjectType('StockCsvChange', { description: 'One value a CSV row changes.' })
class StockCsvChange {
  @Field(() => String, { description: 'price, mrp or stock.' }) field: string;
  @Field(() => Float, { description: 'Now (rupees for prices).' }) from: number;
  @Field(() => Float, { description: 'After applying.' }) to: number;
}

@ObjectType('StockCsvConflict', { description: 'An edited stock cell whose size was sold or changed since the sheet was downloaded: not applied (compare-and-set against stock_at_download).' })
class StockCsvConflict {
  @Field(() => Int, { description: 'The count in the sheet (stock_at_download).' }) sheetStock: number;
  @Field(() => Int, { description: 'The count now.' }) currentStock: number;
  @Field(() => Int, { description: 'The count the row asks for.' }) wantedStock: number;
  @Field(() => String, { description: 'What happened and how to go on, for the screen.' }) message: string;
}

@ObjectType('StockCsvRow', { description: 'One row of an uploaded CSV: what it changes and what is wrong with it.' })
class StockCsvRow {
  @Field(() => Int, { description: 'Line in the file (the header is line 1).' }) line: number;
  @Field(() => ID, { nullable: true, description: 'The size (size_id), when the row names a real one.' }) sizeId: string | null;
  @Field(() => String, { description: 'Product name.' }) product: string;
  @Field(() => String, { description: 'Colour.' }) colour: string;
  @Field(() => String, { description: 'Size.' }) size: string;
  @Field(() => [StockCsvChange], { description: 'Changes (empty: the row changes nothing).' }) changes: StockCsvChange[];
  @Field(() => [String], { description: 'Problems; a file with any is not applied.' }) errors: string[];
  @Field(() => StockCsvConflict, { nullable: true, description: 'The stock edit that conflicts with a sale or change since the download; a file with any is not applied.' })
  conflict: StockCsvConflict | null;
}

@ObjectType('StockCsvPreview', { description: 'What a stock and price CSV changes, row by row.' })
class StockCsvPreview {
  @Field(() => [StockCsvRow], { description: 'Every non-empty row.' }) rows: StockCsvRow[];
  @Field(() => Int, { description: 'Rows that change something and have no problem.' }) changedRows: number;
  @Field(() => Int, { description: 'Rows with problems.' }) errorRows: number;
  @Field(() => Int, { description: 'Rows whose stock edit conflicts with a sale or change since the download.' }) conflictRows: number;
}

const toGql = (p: CsvPreview): StockCsvPreview => ({ ...p, rows: p.rows.map((r) => ({ ...r, sizeId: r.sizeId === null ? null : String(r.sizeId) })) });

/** Admin schema: bulk stock and price update from a CSV (download, preview, apply). */
@Authorized(CATALOGUE_ROLES)
@Resolver()
export class StockCsvResolver {
  @Query(() => String, { description: 'The stock and price sheet (CSV: size_id, product_id, product, colour, size, price, mrp, stock, stock_at_download) of the given products, or all (5,000 rows at most).' })
  async stockCsv(@Ctx() ctx: AdminContext, @Arg('productIds', () => [ID], { nullable: true, description: 'Only these products.' }) productIds?: string[]): Promise<string> {
    return ctx.services.stockCsv.exportCsv(productIds?.length ? productIds.map((id) => parseId(id, 'Product not found.')) : null);
  }

  @Query(() => StockCsvPreview, { description: 'What applying this CSV would change, with each row\'s problems. Changes nothing.' })
  async previewStockCsv(@Arg('csv', () => String, { description: 'The CSV text.' }) csv: string, @Ctx() ctx: AdminContext): Promise<StockCsvPreview> {
    return toGql(await ctx.services.stockCsv.preview(csv));
  }

  @Mutation(() => StockCsvPreview, { description: 'Applies the CSV in one transaction (stock changes recorded as corrections). BAD_INPUT while any row has a problem, CONFLICT while any stock edit conflicts; either way nothing changes.' })
  async applyStockCsv(@Arg('csv', () => String, { description: 'The CSV text.' }) csv: string, @Ctx() ctx: AdminContext): Promise<StockCsvPreview> {
    return toGql(await ctx.services.stockCsv.apply(ctx.serviceContext, csv));
  }
}
