/** Admin schema: moderating reported reviews (owners and the catalogue team). */
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import type { StaffRole } from '../staff/staff-caller.js';
import { parseId } from '../../shared/ids.js';
import { badInput } from '../../shared/errors.js';
import { REVIEW_NOT_FOUND, type ReviewStatus } from './review.service.js';
import { AdminReview, toGqlAdminReview } from './review.types.gql.js';

const STATUSES: ReviewStatus[] = ['PUBLISHED', 'PENDING', 'HIDDEN'];

@Authorized<StaffRole>(['owner', 'catalogue'])
@Resolver()
export class ReviewAdminResolver {
  @Query(() => [AdminReview], { description: 'Reported or hidden reviews, those waiting for a decision (PENDING) first (at most 100).' })
  async reportedReviews(
    @Ctx() ctx: AdminContext,
    @Arg('status', () => String, { nullable: true, description: 'Only this state: PUBLISHED, PENDING or HIDDEN.' }) status?: string,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50, description: 'How many, 1 to 100.' }) limit?: number,
  ): Promise<AdminReview[]> {
    if (status && !STATUSES.includes(status as ReviewStatus)) throw badInput('status must be PUBLISHED, PENDING or HIDDEN.', { field: 'status' });
    return (await ctx.services.reviews.moderationQueue({ status: (status as ReviewStatus) || null, limit })).map(toGqlAdminReview);
  }

  @Mutation(() => AdminReview, { description: 'Hides a review from the shop (audit-logged); it stops counting in the rating.' })
  async hideReview(
    @Arg('reviewId', () => ID, { description: 'The review.' }) reviewId: string,
    @Ctx() ctx: AdminContext,
    @Arg('reason', () => String, { nullable: true, description: 'Why, for the audit log.' }) reason?: string,
  ): Promise<AdminReview> {
    return toGqlAdminReview(await ctx.services.reviews.hide(ctx.serviceContext, parseId(reviewId, REVIEW_NOT_FOUND), reason));
  }

  @Mutation(() => AdminReview, { description: 'Shows a reported or hidden review again (audit-logged); its report count starts over.' })
  async restoreReview(@Arg('reviewId', () => ID, { description: 'The review.' }) reviewId: string, @Ctx() ctx: AdminContext): Promise<AdminReview> {
    return toGqlAdminReview(await ctx.services.reviews.restore(ctx.serviceContext, parseId(reviewId, REVIEW_NOT_FOUND)));
  }
}
