"use client";
// The review's form, loaded when a page shows it, so the list and the review's screen stay light.
import dynamic from "next/dynamic";

export const LazyReviewForm = dynamic(() => import("./review-form").then((module) => module.ReviewForm));
// a comment's and a decision's forms show to editors only, while the minutes are open
export const LazyCommentForm = dynamic(() => import("./comment-form").then((module) => module.CommentForm));
export const LazyDecisionForm = dynamic(() => import("./decision-form").then((module) => module.DecisionForm));
