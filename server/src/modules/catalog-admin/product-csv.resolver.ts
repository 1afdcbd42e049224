/** Admin schema: new products from a CSV (preview, import) and the catalogue as that CSV (export). */
import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { CATALOGUE_ROLES } from './catalog-admin.resolver.js';

@ObjectType('ProductCsvRow', { description: 'One row (one size) of a product CSV with its problems.' })
class ProductCsvRowGql {
  @Field(() => Int, { description: 'Line in the file (the header is line 1).' }) line: number;
  @Field(() => String, { description: 'The product key of the row.' }) product: string;
  @Field(() => String, { description: 'Colour.' }) colour: string;
  @Field(() => String, { description: 'Size.' }) size: string;
  @Field(() => [String], { description: 'Problems; a file with any creates nothing.' }) errors: string[];
}

@ObjectType('ProductCsvPreview', { description: 'What a product CSV creates, row by row.' })
class ProductCsvPreviewGql {
  @Field(() => [ProductCsvRowGql], { description: 'Every non-empty row.' }) rows: ProductCsvRowGql[];
  @Field(() => Int, { description: 'Products the file describes.' }) products: number;
  @Field(() => Int, { description: 'Rows with problems.' }) errorRows: number;
}

@Authorized(CATALOGUE_ROLES)
@Resolver()
export class ProductCsvResolver {
  @Query(() => String, { description: 'Every product not archived as the import\'s CSV (one row per size; the key is the product id): a template or a copy.' })
  async productCsv(@Ctx() ctx: AdminContext): Promise<string> {
    return ctx.services.productCsv.exportCsv();
  }

  @Query(() => ProductCsvPreviewGql, { description: 'What importing this product CSV would create, with each row\'s problems. Changes nothing.' })
  async previewProductCsv(@Arg('csv', () => String, { description: 'The CSV text (header: product, name, section, category, colour, size, price, mrp; optional subtitle, description, colour_code, stock, hsn, images, published).' }) csv: string, @Ctx() ctx: AdminContext): Promise<ProductCsvPreviewGql> {
    return ctx.services.productCsv.preview(csv);
  }

  @Mutation(() => ProductCsvPreviewGql, { description: 'Creates every product of the CSV in one transaction; BAD_INPUT, creating nothing, while any row has a problem.' })
  async importProductCsv(@Arg('csv', () => String, { description: 'The CSV text.' }) csv: string, @Ctx() ctx: AdminContext): Promise<ProductCsvPreviewGql> {
    return ctx.services.productCsv.apply(ctx.serviceContext, csv);
  }
}
