/** GraphQL adapter of reviews by buyers (shoppers' schema): parse, call one service method, map. */
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context.js';
import { ReviewConnection } from '../catalog/catalog.types.js';
import { ConnectionArgs, connectionFromPage } from '../../shared/graphql/connections.js';
import { toGqlReview } from '../catalog/product.mapper.js';
import { parseId } from '../../shared/ids.js';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.service.js';
import { REVIEW_NOT_FOUND } from './review.service.js';
import { EditReviewPayload, ReportReviewPayload, ReviewEligibility, ReviewInput, WriteReviewPayload } from './review.types.gql.js';
import { atArgument, payload } from '../../shared/graphql/user-errors.js';

@Resolver()
export class ReviewResolver {
  @Query(() => ReviewConnection, {
    description: "A product's published reviews, newest first, a page at a time (`first`/`after` or `last`/`before`; 20 when no size is given). NOT_FOUND for an unknown product.",
  })
  async productReviews(
    @Arg('productId', () => ID, { description: 'The product.' }) productId: string,
    @Ctx() ctx: RequestContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
  ): Promise<ReviewConnection> {
    const read = await ctx.services.reviews.list(parseId(productId, PRODUCT_NOT_FOUND), page);
    return Object.assign(new ReviewConnection(), { ...connectionFromPage(read.items.map(toGqlReview), read.cursors, read), totalCount: read.totalCount });
  }

  @Query(() => ReviewEligibility, { description: 'Whether the caller may review the product (visitors and shoppers without a delivered order may not, with the reason).' })
  async reviewEligibility(@Arg('productId', () => ID, { description: 'The product.' }) productId: string, @Ctx() ctx: RequestContext): Promise<ReviewEligibility> {
    const answer = await ctx.services.reviews.eligibility(ctx.serviceContext, parseId(productId, PRODUCT_NOT_FOUND));
    return { ...answer, myReview: answer.myReview ? toGqlReview(answer.myReview) : null };
  }

  @Mutation(() => WriteReviewPayload, { description: 'Reviews a product the caller received (once per product; a userError FORBIDDEN before delivery, CONFLICT the second time).' })
  writeReview(
    @Arg('productId', () => ID, { description: 'The product.' }) productId: string,
    @Arg('input', () => ReviewInput, { description: 'Rating, title, text and photos.' }) input: ReviewInput,
    @Ctx() ctx: RequestContext,
  ): Promise<WriteReviewPayload> {
    return payload(
      async () => ({ review: toGqlReview(await atArgument('productId', () => ctx.services.reviews.write(ctx.serviceContext, parseId(productId, PRODUCT_NOT_FOUND), input))) }),
      { review: null },
    );
  }

  @Mutation(() => EditReviewPayload, { description: "Edits the caller's own review (a userError NOT_FOUND for anyone else's)." })
  editReview(
    @Arg('reviewId', () => ID, { description: 'Their review.' }) reviewId: string,
    @Arg('input', () => ReviewInput, { description: 'The new rating, title, text and photos.' }) input: ReviewInput,
    @Ctx() ctx: RequestContext,
  ): Promise<EditReviewPayload> {
    return payload(
      async () => ({ review: toGqlReview(await atArgument('reviewId', () => ctx.services.reviews.edit(ctx.serviceContext, parseId(reviewId, REVIEW_NOT_FOUND), input))) }),
      { review: null },
    );
  }

  @Mutation(() => ReportReviewPayload, { description: "Reports someone else's review (logged-in shoppers, once per review); enough reports hide it until staff look." })
  reportReview(
    @Arg('reviewId', () => ID, { description: 'The review.' }) reviewId: string,
    @Ctx() ctx: RequestContext,
    @Arg('reason', () => String, { nullable: true, description: 'Why (optional, at most 200 characters).' }) reason?: string,
  ): Promise<ReportReviewPayload> {
    return payload(async () => {
      const { hidden } = await atArgument('reviewId', () => ctx.services.reviews.report(ctx.serviceContext, parseId(reviewId, REVIEW_NOT_FOUND), reason));
      return { reported: true, hidden };
    }, { reported: null, hidden: null });
  }
}
