/** GraphQL shapes of reviews by buyers (shoppers' schema and the staff's). */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Review } from '../catalog/catalog.types.js';
import { toGqlReview } from '../catalog/product.mapper.js';
import type { ModerationRow, ReviewStatus } from './review.service.js';
import { UserError } from '../../shared/graphql/user-errors.js';

@ObjectType({ description: 'Whether the caller may review a product, and why not.' })
export class ReviewEligibility {
  @Field(() => Boolean, { description: 'True when the caller may write a review (or edit theirs).' })
  canWrite: boolean;

  @Field(() => String, { nullable: true, description: 'Why not, to show as it is (log in, or not delivered yet); null when they may.' })
  reason: string | null;

  @Field(() => Review, { nullable: true, description: "The caller's own review of the product, to edit (any status)." })
  myReview: Review | null;
}

@InputType({ description: 'What a shopper writes about a product.' })
export class ReviewInput {
  @Field(() => Int, { description: 'Stars from 1 to 5.' })
  rating: number;

  @Field(() => String, { nullable: true, description: 'Optional headline (at most 120 characters, plain text).' })
  title?: string | null;

  @Field(() => String, { description: 'The review, 10 to 2,000 characters of plain text (any HTML is removed).' })
  text: string;

  @Field(() => [ID], { nullable: true, description: 'Photos uploaded with POST /api/v1/reviews/photos (at most 3, in order); on edit the full new list.' })
  photoIds?: string[] | null;
}

@ObjectType({ description: 'What writeReview answers: the review, or why it was refused.' })
export class WriteReviewPayload {
  @Field(() => Review, { nullable: true, description: 'The review as published; null when userErrors is not empty.' })
  review: Review | null;

  @Field(() => [UserError], {
    description: 'Why not: a field out of bounds (INVALID on ["input", "rating" | "title" | "text" | "photoIds"]), an unknown product (NOT_FOUND on ["productId"]), no delivered order of it (FORBIDDEN), a second review (CONFLICT); empty on success.',
  })
  userErrors: UserError[];
}

@ObjectType({ description: 'What editReview answers: the review as edited, or why it was refused.' })
export class EditReviewPayload {
  @Field(() => Review, { nullable: true, description: 'The review as edited; null when userErrors is not empty.' })
  review: Review | null;

  @Field(() => [UserError], { description: 'Why not: a field out of bounds (INVALID on the field), a review that is not the caller\'s (NOT_FOUND on ["reviewId"]); empty on success.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'What reportReview answers: whether the report counted and what it did.' })
export class ReportReviewPayload {
  @Field(() => Boolean, { nullable: true, description: 'True once the report is counted; null when userErrors is not empty.' })
  reported: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'True when the review is now hidden until staff look at it; null when userErrors is not empty.' })
  hidden: boolean | null;

  @Field(() => [UserError], { description: 'Why not: an unknown review (NOT_FOUND on ["reviewId"]), the caller\'s own (INVALID), reported before (CONFLICT); empty on success.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'A review as staff moderate it: its product, state and reports.' })
export class AdminReview {
  @Field(() => Review, { description: 'The review.' })
  review: Review;

  @Field(() => ID, { description: 'The product reviewed.' })
  productId: string;

  @Field(() => String, { description: 'Its name.' })
  productName: string;

  @Field(() => String, { description: 'PUBLISHED (shown), PENDING (hidden after reports, waiting for staff) or HIDDEN (hidden by staff).' })
  status: ReviewStatus;

  @Field(() => Int, { description: 'Reports since it was last restored.' })
  reportCount: number;

  @Field(() => [String], { description: 'Reasons reporters gave (empty ones left out).' })
  reasons: string[];
}

export const toGqlAdminReview = (row: ModerationRow): AdminReview => ({
  review: toGqlReview(row),
  productId: String(row.productId),
  productName: row.productName,
  status: row.status,
  reportCount: row.reportCount,
  reasons: row.reasons,
});
